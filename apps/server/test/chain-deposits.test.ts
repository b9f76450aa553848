import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mnemonicToAccount } from 'viem/accounts';
import {
  D,
  type AdminChainDeposit,
  type CryptoAddressesResponse,
  type CryptoDeposit,
} from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import { writeRates } from '../src/services/rates/write.ts';
import { loadEnv } from '../src/env.ts';
import { DEVNET_DEPOSIT_MNEMONIC, DEVNET_XPUB } from '../src/services/chain/config.ts';
import { deriveAddress } from '../src/services/chain/addresses.ts';
import { startDevnet, type Devnet } from '../src/services/chain/devnet.ts';
import { chainOf, type ChainService } from '../src/services/chain/rail.ts';
import { creditSplit, newInstanceId, watchChain } from '../src/services/chain/watcher.ts';
import { seedCorridors } from '../src/db/seed/corridors.ts';
import { confirmPaidIn } from '../src/services/transfers/pay-in.ts';
import type { TransferJson } from '../src/services/transfers/transfers.ts';
import { createTestServer, lastMail, readJson, type TestServer, type TestUser } from './helpers.ts';
import { expectLedgerInvariants } from './wallet-helpers.ts';
import {
  addMember,
  asBusiness,
  createBusiness,
  readyBusiness,
  setRules,
} from './business-helpers.ts';

// Stablecoin deposits (issue 40, docs/stablecoins.md) against a real EVM node from npm (Ganache
// over JSON-RPC) with the shipped test ERC-20: the server configured as for a live chain, the
// watcher run turn by turn, blocks mined and reorganised with evm_mine / evm_snapshot / evm_revert.

const CONFIRMATIONS = 3;
let node: Devnet;
let s: TestServer;
let alice: TestUser;
let bob: TestUser;
let rail: ChainService;

beforeAll(async () => {
  node = await startDevnet();
  s = await createTestServer({
    env: {
      CHAIN: 'live',
      CHAIN_RPC_URL: node.rpcUrl,
      CHAIN_ID: String(node.chainId),
      CHAIN_NETWORK: 'devnet',
      CHAIN_TOKENS: `USDC:${node.tokens.USDC},USDT:${node.tokens.USDT}`,
      CHAIN_CONFIRMATIONS: String(CONFIRMATIONS),
      CHAIN_XPUB: DEVNET_XPUB,
      CHAIN_START_BLOCK: '0',
    },
  });
  rail = chainOf(s.deps)!;
  alice = await s.createUser({ firstName: 'Alice' });
  bob = await s.createUser({ firstName: 'Bob' });
}, 180_000);
afterAll(async () => {
  await s?.close();
  await node?.close();
});

const watch = (r: ChainService = rail, failpoint?: () => void, lanes?: number) =>
  watchChain(s.database.db, r, { appUrl: s.env.BETTER_AUTH_URL, failpoint, lanes });
/** Another instance's watcher on the same database and node. */
const otherInstance = (): ChainService => ({ ...rail, instanceId: newInstanceId() });

const addressOf = async (u: TestUser, asset = 'USDC', expected = 201) =>
  (
    await readJson<{ address: { address: `0x${string}`; asset: string; networkName: string } }>(
      s.request('/api/wallet/crypto-addresses', {
        method: 'POST',
        cookie: u.cookie,
        json: { asset, network: 'devnet' },
      }),
      expected,
    )
  ).address;
const depositsOf = async (u: TestUser) =>
  (
    await readJson<{ deposits: CryptoDeposit[] }>(
      s.request('/api/wallet/crypto-deposits', { cookie: u.cookie }),
    )
  ).deposits;
const usd = async (u: TestUser) => {
  const [row] = await queryRows<{ balance: string }>(
    s.database.db,
    sql`select balance::text from ledger_accounts where kind = 'client' and user_id = ${u.id} and currency = 'USD'`,
  );
  return row?.balance ?? '0';
};
const byTx = async (u: TestUser, tx: string) => (await depositsOf(u)).find((d) => d.txHash === tx);
/** The desk lists USD/KES (or lists it again) and a rate arrives. */
async function listUsdKes() {
  const [pair] = await queryRows<{ id: string }>(
    s.database.db,
    sql`insert into currency_pairs (base_currency, quote_currency, display_name)
        values ('USD', 'KES', 'USD/KES') on conflict (base_currency, quote_currency) do update set is_active = true
        returning id`,
  );
  await writeRates(
    s.database.db,
    [{ pairId: pair!.id, bid: '129.10', ask: '129.60', confirm: true }],
    {
      source: 'manual',
    },
  );
}

describe('deposit addresses', () => {
  it('derives one address per holder, asset and network from the xpub, the same when asked again', async () => {
    const first = await addressOf(alice);
    expect(await addressOf(alice, 'USDC', 200)).toEqual(first);
    const usdt = await addressOf(alice, 'USDT');
    const bobs = await addressOf(bob);
    expect(new Set([first.address, usdt.address, bobs.address]).size).toBe(3);
    expect(first.networkName).toMatch(/development chain/);
    // The address is the one the key holder's wallet derives at the stored index (m/44'/60'/0'/0/i).
    const rows = await queryRows<{ address: string; derivation_index: number }>(
      s.database.db,
      sql`select address, derivation_index from chain_addresses`,
    );
    for (const r of rows) {
      expect(deriveAddress(DEVNET_XPUB, r.derivation_index)).toBe(r.address);
      expect(
        mnemonicToAccount(DEVNET_DEPOSIT_MNEMONIC, {
          addressIndex: r.derivation_index,
        }).address.toLowerCase(),
      ).toBe(r.address);
    }
    const list = await readJson<CryptoAddressesResponse>(
      s.request('/api/wallet/crypto-addresses', { cookie: alice.cookie }),
    );
    expect(list.available).toBe(true);
    expect(list.network).toMatchObject({ id: 'devnet', confirmations: CONFIRMATIONS });
    expect(list.addresses.map((a) => a.asset)).toEqual(['USDC', 'USDT']);
  });

  it('refuses bad input with field errors, another network, and an unverified holder', async () => {
    const bad = await readJson<{ error: { fields: Record<string, string> } }>(
      s.request('/api/wallet/crypto-addresses', {
        method: 'POST',
        cookie: alice.cookie,
        json: { asset: 'DAI', network: 'Not A Network' },
      }),
      400,
    );
    expect(Object.keys(bad.error.fields).sort()).toEqual(['asset', 'network']);
    const other = await readJson<{ error: { fields: Record<string, string> } }>(
      s.request('/api/wallet/crypto-addresses', {
        method: 'POST',
        cookie: alice.cookie,
        json: { asset: 'USDC', network: 'ethereum' },
      }),
      400,
    );
    expect(other.error.fields.network).toMatch(/not accepted/);
    const newcomer = await s.createUser({ tier: 0 });
    const refused = await s.request('/api/wallet/crypto-addresses', {
      method: 'POST',
      cookie: newcomer.cookie,
      json: { asset: 'USDC', network: 'devnet' },
    });
    expect(refused.status).toBe(403);
  });
});

describe('the watcher', () => {
  it('keeps a deposit pending below the confirmation depth and credits it once at the depth', async () => {
    const to = (await addressOf(alice, 'USDC', 200)).address;
    const before = await usd(alice);
    const tx = await node.send('USDC', to, '12.345678');
    await watch();
    let d = await byTx(alice, tx);
    expect(d).toMatchObject({ status: 'pending', amount: '12.345678', confirmations: 1 });
    expect(d!.confirmationsRequired).toBe(CONFIRMATIONS);
    await node.mine(1);
    await watch();
    d = await byTx(alice, tx);
    expect(d).toMatchObject({ status: 'pending', confirmations: 2 });
    expect(await usd(alice)).toBe(before);
    await node.mine(1);
    await watch();
    await watch();
    d = await byTx(alice, tx);
    // 12.345678 USDC: USD 12.34 credited, 0.005678 kept as dust (never a float on the way).
    expect(d).toMatchObject({
      status: 'credited',
      creditCurrency: 'USD',
      creditAmount: '12.34',
      confirmations: 3,
    });
    expect(Number(await usd(alice))).toBeCloseTo(Number(before) + 12.34, 4);
    const [row] = await queryRows<{ dust: string; method: string; status: string }>(
      s.database.db,
      sql`select c.dust::text, d.method, d.status from chain_deposits c join deposits d on d.id = c.deposit_id where c.tx_hash = ${tx}`,
    );
    expect(row).toEqual({
      dust: '0.005678000000000000',
      method: 'stablecoin',
      status: 'completed',
    });
    // The client's bell item (and its mail) like any credited deposit.
    const notes = await queryRows<{ title: string }>(
      s.database.db,
      sql`select title from notifications where user_id = ${alice.id} and kind = 'deposit_credited'`,
    );
    expect(notes.some((n) => n.title.includes('12.34'))).toBe(true);
    const mails = await queryRows<{ subject: string }>(
      s.database.db,
      sql`select subject from mail_outbox where to_address = ${alice.email} and subject like '%12.34%'`,
    );
    expect(mails).toHaveLength(1);
    expect((await lastMail(s, alice.email, 'deposit_credited'))!.textBody).toContain(
      'Stablecoin (USDC or USDT)',
    );
    await expectLedgerInvariants(s);
  });

  it('undoes a pending deposit whose block a reorganisation removed, and never credits it', async () => {
    const to = (await addressOf(alice, 'USDC', 200)).address;
    const before = await usd(alice);
    const snap = await node.snapshot();
    const tx = await node.send('USDC', to, '50');
    await watch();
    expect((await byTx(alice, tx))!.status).toBe('pending');
    await node.revert(snap);
    // The chain goes on without it, past the depth the deposit would have needed.
    await node.mine(CONFIRMATIONS + 2);
    await watch();
    await watch();
    const d = await byTx(alice, tx);
    expect(d).toMatchObject({ status: 'reorged', confirmations: 0 });
    expect(await usd(alice)).toBe(before);
    await expectLedgerInvariants(s);
  });

  it('misses nothing and doubles nothing when killed mid-batch and restarted', async () => {
    const to = (await addressOf(bob, 'USDC', 200)).address;
    const before = await usd(bob);
    const [cursor] = await queryRows<{ next_block: string }>(
      s.database.db,
      sql`select next_block::text from chain_watch`,
    );
    const txs: string[] = [
      await node.send('USDC', to, '1'),
      await node.send('USDC', to, '2'),
      await node.send('USDC', to, '3.5'),
    ];
    await expect(
      watch(rail, () => {
        throw new Error('killed mid-batch');
      }),
    ).rejects.toThrow('killed mid-batch');
    // Nothing of the batch was kept, and the cursor did not move.
    expect((await depositsOf(bob)).filter((d) => txs.includes(d.txHash))).toEqual([]);
    const [after] = await queryRows<{ next_block: string }>(
      s.database.db,
      sql`select next_block::text from chain_watch`,
    );
    expect(after!.next_block).toBe(cursor!.next_block);
    // Restarted (another instance, once the dead one's lease ran out): each deposit once.
    await s.database.db.execute(
      sql`update chain_watch set lease_until = now() - interval '1 second'`,
    );
    const restarted = otherInstance();
    await watch(restarted);
    await node.mine(CONFIRMATIONS);
    await watch(restarted);
    await watch(restarted);
    const mine = (await depositsOf(bob)).filter((d) => txs.includes(d.txHash));
    expect(mine.map((d) => d.status)).toEqual(['credited', 'credited', 'credited']);
    expect(Number(await usd(bob))).toBeCloseTo(Number(before) + 6.5, 4);
    await expectLedgerInvariants(s);
  });

  it('lets one of two watchers lead, and credits once when both run at once, in lanes', async () => {
    const to = (await addressOf(bob, 'USDT')).address;
    const before = await usd(bob);
    const aliceTo = (await addressOf(alice, 'USDC', 200)).address;
    const aliceBefore = await usd(alice);
    const a = otherInstance();
    const b = otherInstance();
    await s.database.db.execute(
      sql`update chain_watch set lease_until = now() - interval '1 second'`,
    );
    const tx = await node.send('USDT', to, '7.25');
    const aliceTx = await node.send('USDC', aliceTo, '3.50');
    await node.mine(CONFIRMATIONS);
    const turns = await Promise.all([watch(a), watch(b)]);
    expect(turns.filter((t) => t.leader)).toHaveLength(1);
    // Even two leaders at once (a lease lost mid-turn) credit once: the row lock decides; each
    // credits its holders side by side (four lanes, as the worker on PostgreSQL).
    await s.database.db.execute(
      sql`update chain_watch set lease_until = now() - interval '1 second'`,
    );
    await Promise.all([watch(a, undefined, 4), watch(b, undefined, 4), watch(a, undefined, 4)]);
    expect(await byTx(alice, aliceTx)).toMatchObject({ status: 'credited', creditAmount: '3.50' });
    expect(Number(await usd(alice))).toBeCloseTo(Number(aliceBefore) + 3.5, 4);
    const d = await byTx(bob, tx);
    expect(d).toMatchObject({ status: 'credited', asset: 'USDT', creditAmount: '7.25' });
    expect(Number(await usd(bob))).toBeCloseTo(Number(before) + 7.25, 4);
    const [count] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from chain_deposits where tx_hash = ${tx}`,
    );
    expect(count!.n).toBe(1);
    await expectLedgerInvariants(s);
  });

  it('records an unsupported token in the exceptions queue and credits nothing', async () => {
    const to = (await addressOf(alice, 'USDC', 200)).address;
    const before = await usd(alice);
    await s.database.db.execute(
      sql`update chain_watch set lease_until = now() - interval '1 second'`,
    );
    const tx = await node.send('TST', to, '99');
    await node.mine(CONFIRMATIONS);
    await watch();
    await watch();
    const d = await byTx(alice, tx);
    expect(d).toMatchObject({ status: 'unsupported', asset: null, creditAmount: null });
    const [x] = await queryRows<{ rail: string; reason: string; state: string; raw: string }>(
      s.database.db,
      sql`select x.rail, x.reason, x.state, e.raw from rail_exceptions x join rail_events e on e.id = x.event_id where e.dedupe_key like ${`%${tx}%`}`,
    );
    expect(x).toMatchObject({ rail: 'chain', reason: 'unsupported_token', state: 'open' });
    expect(JSON.parse(x!.raw)).toMatchObject({ token: node.tokens.TST, units: '99000000' });
    expect(await usd(alice)).toBe(before);
    await expectLedgerInvariants(s);
  });

  it('converts on arrival to the currency a person chose, at a firm quote', async () => {
    const put = (convertTo: unknown, expected = 200) =>
      readJson(
        s.request('/api/wallet/crypto-settings', {
          method: 'PUT',
          cookie: alice.cookie,
          json: { convertTo },
        }),
        expected,
      );
    expect((await put('USD', 400)) as { error: { fields: Record<string, string> } }).toMatchObject({
      error: { fields: { convertTo: expect.any(String) } },
    });
    await put('XYZ', 400);
    expect(await put('KES')).toEqual({ convertTo: 'KES', keepStablecoin: false });
    expect(
      await readJson(s.request('/api/wallet/crypto-settings', { cookie: alice.cookie })),
    ).toEqual({ convertTo: 'KES', keepStablecoin: false });
    const kes = async () => {
      const [row] = await queryRows<{ balance: string }>(
        s.database.db,
        sql`select balance::text from ledger_accounts where kind = 'client' and user_id = ${alice.id} and currency = 'KES'`,
      );
      return Number(row?.balance ?? 0);
    };
    await s.database.db.execute(
      sql`update chain_watch set lease_until = now() - interval '1 second'`,
    );
    const to = (await addressOf(alice, 'USDC', 200)).address;
    const arrive = async (amount: string) => {
      const hash = await node.send('USDC', to, amount);
      await node.mine(CONFIRMATIONS);
      await watch();
      await watch();
      return hash;
    };
    // No USD/KES rate yet: refused, so the credit stays in USD and the deposit says why.
    const usdStart = Number(await usd(alice));
    const first = await byTx(alice, await arrive('10'));
    expect(first).toMatchObject({ status: 'credited', convertOrderId: null });
    expect(first!.convertNote).toMatch(/No rate is available for USD\/KES/);
    expect(Number(await usd(alice))).toBeCloseTo(usdStart + 10, 4);
    // The desk lists USD/KES and a rate arrives.
    await listUsdKes();
    const [usdBefore, kesBefore] = [await usd(alice), await kes()];
    const tx = await arrive('150');
    const d = await byTx(alice, tx);
    expect(d).toMatchObject({ status: 'credited', creditAmount: '150.00', convertNote: null });
    expect(d!.convertOrderId).toMatch(/^[0-9a-f-]{36}$/);
    // The USD came in and went out in the same transaction; the KES is the order's.
    expect(await usd(alice)).toBe(usdBefore);
    expect(await kes()).toBeGreaterThan(kesBefore + 15_000);
    const [order] = await queryRows<{
      sell_currency: string;
      buy_currency: string;
      status: string;
    }>(
      s.database.db,
      sql`select sell_currency, buy_currency, status from trading_orders where id = ${d!.convertOrderId}`,
    );
    expect(order).toEqual({ sell_currency: 'USD', buy_currency: 'KES', status: 'filled' });
    await put(null);
    await expectLedgerInvariants(s);
  });

  it('keeps deposits as the stablecoin itself when chosen, converted later at par or on USD’s rate', async () => {
    const put = (json: unknown, expected = 200) =>
      readJson(
        s.request('/api/wallet/crypto-settings', { method: 'PUT', cookie: bob.cookie, json }),
        expected,
      );
    // One choice: keeping the stablecoin and converting it are refused together.
    expect(
      (await put({ convertTo: 'KES', keepStablecoin: true }, 400)) as {
        error: { fields: Record<string, string> };
      },
    ).toMatchObject({
      error: { fields: { convertTo: 'Keep the stablecoin or convert it, not both' } },
    });
    await put({ convertTo: null, keepStablecoin: 'yes' }, 400);
    expect(await put({ convertTo: null, keepStablecoin: true })).toEqual({
      convertTo: null,
      keepStablecoin: true,
    });
    const balance = async (currency: string) => {
      const [row] = await queryRows<{ balance: string }>(
        s.database.db,
        sql`select balance::text from ledger_accounts where kind = 'client' and user_id = ${bob.id} and currency = ${currency}`,
      );
      return new D(row?.balance ?? 0).toFixed(2);
    };
    await s.database.db.execute(
      sql`update chain_watch set lease_until = now() - interval '1 second'`,
    );
    const usdBefore = await usd(bob);
    // Asked before or not (200 or 201), the same address.
    const addressFor = async (asset: string) => {
      const r = await s.request('/api/wallet/crypto-addresses', {
        method: 'POST',
        cookie: bob.cookie,
        json: { asset, network: 'devnet' },
      });
      expect([200, 201]).toContain(r.status);
      return ((await r.json()) as { address: { address: `0x${string}` } }).address.address;
    };
    const [usdc, usdt] = [await addressFor('USDC'), await addressFor('USDT')];
    // Two deposits in one block: each credited in its own asset's wallet, none in USD.
    const h1 = await node.send('USDC', usdc, '240.255');
    const h2 = await node.send('USDT', usdt, '112');
    await node.mine(CONFIRMATIONS);
    await watch();
    await watch();
    expect(await byTx(bob, h1)).toMatchObject({
      status: 'credited',
      creditCurrency: 'USDC',
      creditAmount: '240.25',
      convertOrderId: null,
    });
    expect(await byTx(bob, h2)).toMatchObject({ creditCurrency: 'USDT', creditAmount: '112.00' });
    expect([await balance('USDC'), await balance('USDT'), await usd(bob)]).toEqual([
      '240.25',
      '112.00',
      usdBefore,
    ]);
    const wallet = await readJson<{ accounts: { currency: string; balance: string }[] }>(
      s.request('/api/wallet/accounts', { cookie: bob.cookie }),
    );
    expect(wallet.accounts.map((a) => a.currency)).toEqual(
      expect.arrayContaining(['USDC', 'USDT']),
    );
    const bell = await readJson<{ notifications: { title: string; body: string }[] }>(
      s.request('/api/notifications', { cookie: bob.cookie }),
    );
    expect(bell.notifications.map((n) => `${n.title} ${n.body}`).join(' | ')).toMatch(
      /240\.25 USDC/,
    );

    // Sold later through the ordinary firm quote: to USD at par (no spread), to KES on USD/KES.
    const convert = async (sellCurrency: string, buyCurrency: string, amount: string) => {
      const { quote } = await readJson<{ quote: { id: string; rate: string } }>(
        s.request('/api/orders/quotes', {
          method: 'POST',
          cookie: bob.cookie,
          json: { sellCurrency, buyCurrency, amount, side: 'sell' },
        }),
        201,
      );
      const placed = await readJson<{ order: { status: string; buyAmount: string } }>(
        s.request('/api/orders', {
          method: 'POST',
          cookie: bob.cookie,
          json: { quoteId: quote.id, idempotencyKey: `keep-${sellCurrency}-${buyCurrency}` },
        }),
        201,
      );
      return { quote, order: placed.order };
    };
    const par = await convert('USDT', 'USD', '110.00');
    expect(par.quote.rate).toMatch(/^1(\.0+)?$/);
    expect(par.order.status).toBe('filled');
    expect(await balance('USDT')).toBe('2.00');
    expect(new D(await usd(bob)).minus(usdBefore).toNumber()).toBeGreaterThan(108);
    await listUsdKes();
    const kes = await convert('USDC', 'KES', '120.00');
    expect(kes.order.status).toBe('filled');
    expect(Number(kes.order.buyAmount)).toBeGreaterThan(15_000);
    expect(await balance('USDC')).toBe('120.25');
    // Never more than the wallet holds.
    const { quote: over } = await readJson<{ quote: { id: string } }>(
      s.request('/api/orders/quotes', {
        method: 'POST',
        cookie: bob.cookie,
        json: { sellCurrency: 'USDC', buyCurrency: 'KES', amount: '500.00', side: 'sell' },
      }),
      201,
    );
    const refused = await readJson<{ order: { status: string; rejectReason: string } }>(
      s.request('/api/orders', {
        method: 'POST',
        cookie: bob.cookie,
        json: { quoteId: over.id, idempotencyKey: 'keep-over-balance' },
      }),
      422,
    );
    expect(refused.order).toMatchObject({
      status: 'rejected',
      rejectReason: 'insufficient_balance',
    });
    expect(await balance('USDC')).toBe('120.25');
    await put({ convertTo: null, keepStablecoin: false });
    await expectLedgerInvariants(s);
  });

  it("converts a business's deposit on arrival as its owner chose, unless its rules want approvals", async () => {
    // After the person's case: USD/KES is listed and priced.
    const admin = await s.createUser({ role: 'admin' });
    const owner = await s.createUser({ firstName: 'Wanjiru' });
    const member = await s.createUser({ firstName: 'Otieno' });
    const biz = (await createBusiness(s, owner)).id;
    await readyBusiness(s, admin, owner, biz, '10');
    await addMember(s, owner, biz, member, 'admin');
    const put = (u: TestUser, convertTo: string | null, expected: number) =>
      readJson(
        asBusiness(s, u, biz, '/api/wallet/crypto-settings', {
          method: 'PUT',
          json: { convertTo },
        }),
        expected,
      );
    // An owner's setting, as the business's rules are: a business admin is refused.
    await put(member, 'KES', 403);
    expect(await put(owner, 'KES', 200)).toEqual({ convertTo: 'KES', keepStablecoin: false });
    const { address } = await readJson<{ address: { address: `0x${string}` } }>(
      asBusiness(s, owner, biz, '/api/wallet/crypto-addresses', {
        method: 'POST',
        json: { asset: 'USDC', network: 'devnet' },
      }),
      201,
    );
    const balance = async (currency: string) => {
      const [row] = await queryRows<{ balance: string }>(
        s.database.db,
        sql`select balance::text from ledger_accounts where kind = 'client' and user_id = ${biz} and currency = ${currency}`,
      );
      return Number(row?.balance ?? 0);
    };
    const arrive = async (amount: string) => {
      const hash = await node.send('USDC', address.address, amount);
      await node.mine(CONFIRMATIONS);
      await watch();
      await watch();
      const { deposits } = await readJson<{ deposits: CryptoDeposit[] }>(
        asBusiness(s, owner, biz, '/api/wallet/crypto-deposits'),
      );
      return deposits.find((d) => d.txHash === hash)!;
    };
    await s.database.db.execute(
      sql`update chain_watch set lease_until = now() - interval '1 second'`,
    );
    const converted = await arrive('150');
    expect(converted).toMatchObject({ status: 'credited', convertNote: null });
    expect(await balance('USD')).toBeCloseTo(10, 4);
    expect(await balance('KES')).toBeGreaterThan(15_000);
    // The conversion names the owner who chose it.
    const [order] = await queryRows<{ placed_by: string; buy_currency: string }>(
      s.database.db,
      sql`select placed_by, buy_currency from trading_orders where id = ${converted.convertOrderId}`,
    );
    expect(order).toEqual({ placed_by: owner.id, buy_currency: 'KES' });
    // Conversions over 200 USD need an approval here: 250 USDC stays in USD, and says why.
    await setRules(s, owner, biz, [{ operation: 'convert', overUsd: '200', approvals: 1 }]);
    const kept = await arrive('250');
    expect(kept).toMatchObject({ status: 'credited', convertOrderId: null });
    expect(kept.convertNote).toBe(
      "Kept in USD: this business's rules ask for 1 approval to convert this amount. Convert it from the wallet; the request waits in Approvals.",
    );
    expect(await balance('USD')).toBeCloseTo(260, 4);
    await expectLedgerInvariants(s);
  });

  it('refuses to read a node that is another chain than CHAIN_ID', async () => {
    const wrong = { ...rail, config: { ...rail.config, chainId: 1 }, instanceId: newInstanceId() };
    await expect(watch(wrong)).rejects.toThrow(/chain 31337, not CHAIN_ID 1/);
  });

  it("answers 404 for another holder's deposit", async () => {
    const [mine] = await depositsOf(alice);
    const own = await s.request(`/api/wallet/crypto-deposits/${mine!.id}`, {
      cookie: alice.cookie,
    });
    expect(own.status).toBe(200);
    const theirs = await s.request(`/api/wallet/crypto-deposits/${mine!.id}`, {
      cookie: bob.cookie,
    });
    expect(theirs.status).toBe(404);
    expect((await depositsOf(bob)).some((d) => d.id === mine!.id)).toBe(false);
  });
});

describe('the admin', () => {
  it('lists every holder’s deposits with hashes, confirmations and the credited reference', async () => {
    const admin = await s.createUser({ role: 'admin' });
    const all = await readJson<{ available: boolean; deposits: AdminChainDeposit[] }>(
      s.request('/api/admin/rails/chain-deposits', { cookie: admin.cookie }),
    );
    expect(all.available).toBe(true);
    // Alice's and Bob's (and a business's, from the watcher's tests).
    expect([...new Set(all.deposits.map((d) => d.holder))]).toEqual(
      expect.arrayContaining([alice.email, bob.email]),
    );
    const credited = all.deposits.find((d) => d.status === 'credited' && d.asset === 'USDC')!;
    expect(credited.depositReference).toMatch(/^DEP-/);
    expect(credited.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(credited.confirmations).toBe(CONFIRMATIONS);
    const reorged = await readJson<{ deposits: AdminChainDeposit[] }>(
      s.request('/api/admin/rails/chain-deposits?status=reorged', { cookie: admin.cookie }),
    );
    expect(reorged.deposits.length).toBeGreaterThan(0);
    expect(reorged.deposits.every((d) => d.status === 'reorged')).toBe(true);
    await readJson(
      s.request('/api/admin/rails/chain-deposits?status=lost', { cookie: admin.cookie }),
      400,
    );
    const client = await s.request('/api/admin/rails/chain-deposits', { cookie: alice.cookie });
    expect([403, 404]).toContain(client.status);
  });
});

describe('paying in for one transfer by stablecoin (issue 38)', () => {
  it('gives the deposit address, credits a smaller deposit to the balance, and sends the transfer from the first that covers it', async () => {
    await seedCorridors(s.database.db);
    // The pair (made by the conversion test above when it ran first) and its rate.
    const [pair] = await queryRows<{ id: string }>(
      s.database.db,
      sql`with made as (
            insert into currency_pairs (base_currency, quote_currency, display_name)
            select 'USD', 'KES', 'USD/KES' where not exists (
              select 1 from currency_pairs where base_currency = 'USD' and quote_currency = 'KES')
            returning id)
          select id from made union all
          select id from currency_pairs where base_currency = 'USD' and quote_currency = 'KES'`,
    );
    await writeRates(
      s.database.db,
      [{ pairId: pair!.id, bid: '129.10', ask: '129.60', confirm: true }],
      {
        source: 'manual',
      },
    );
    const corridors = await queryRows<{ id: string; source_currency: string }>(
      s.database.db,
      sql`select id, source_currency from corridors where dest_currency = 'KES' and is_active order by source_currency desc`,
    );
    const usdKes = corridors.find((c) => c.source_currency === 'USD')!;
    const carol = await s.createUser({ firstName: 'Carol' });
    const transfer = async (corridorId: string) =>
      (
        await readJson<{ transfer: TransferJson }>(
          s.request('/api/transfers', {
            method: 'POST',
            cookie: carol.cookie,
            json: {
              corridorId,
              side: 'send',
              payoutMethod: 'wallet',
              amount: '120',
              recipient: { type: 'client', contact: bob.email },
              idempotencyKey: `stablecoin-pay-in-${corridorId}-${Date.now()}`,
            },
          }),
          201,
        )
      ).transfer;
    const t = await transfer(usdKes.id);
    const payIn = (body: object, expected: number) =>
      readJson<{
        transfer: TransferJson;
        deposit: { id: string; address: { address: string; asset: string } };
      }>(
        s.request(`/api/transfers/${t.id}/pay-in`, {
          method: 'POST',
          cookie: carol.cookie,
          json: body,
        }),
        expected,
      );
    const started = await payIn({ rail: 'stablecoin', asset: 'USDC' }, 202);
    const address = started.deposit.address.address as `0x${string}`;
    expect(started.deposit.address.asset).toBe('USDC');
    expect(started.transfer.payIn).toMatchObject({
      method: 'stablecoin',
      status: 'pending',
      amount: t.total,
      currency: 'USD',
      addresses: [expect.objectContaining({ asset: 'USDC', address })],
    });
    expect(new Date(started.transfer.priceExpiresAt).getTime() - Date.now()).toBeGreaterThan(
      50 * 60_000,
    );
    const again = (await payIn({ rail: 'stablecoin', asset: 'USDC' }, 409)) as unknown as {
      error: { message: string };
    };
    expect(again.error.message).toBe(
      'A stablecoin deposit for this transfer is already expected at your deposit address.',
    );
    const settle = async () => {
      await node.mine(CONFIRMATIONS);
      await watch();
      await watch();
    };
    // Less than the total: an ordinary deposit to the balance; the transfer keeps waiting.
    const before = new D(await usd(carol));
    await node.send('USDC', address, '10');
    await settle();
    expect(new D(await usd(carol)).minus(before).toFixed(2)).toBe('10.00');
    expect(await confirmPaidIn(s.database.db, s.env.BETTER_AUTH_URL)).toBe(0);
    // The total and a little more (and dust): credited into the transfer's deposit, then sent.
    const sent = new D(t.total).plus('0.5').toFixed(2);
    await node.send('USDC', address, `${sent}0042`);
    await settle();
    expect(await confirmPaidIn(s.database.db, s.env.BETTER_AUTH_URL)).toBe(1);
    const done = await readJson<{ transfer: TransferJson }>(
      s.request(`/api/transfers/${t.id}`, { cookie: carol.cookie }),
    );
    expect(done.transfer.status).toBe('delivered');
    expect(done.transfer.payIn).toMatchObject({ status: 'completed', addresses: null });
    // 10 + the total + 0.50 came in; the total went: 10.50 stays.
    expect(new D(await usd(carol)).minus(before).toFixed(2)).toBe('10.50');
    // A transfer in another currency cannot be paid by a stablecoin (a token credits USD).
    const kes = corridors.find((c) => c.source_currency !== 'USD');
    if (kes) {
      const other = await transfer(kes.id).catch(() => null);
      if (other) {
        const refused = await readJson<{ error: { fields: Record<string, string> } }>(
          s.request(`/api/transfers/${other.id}/pay-in`, {
            method: 'POST',
            cookie: carol.cookie,
            json: { rail: 'stablecoin' },
          }),
          400,
        );
        expect(refused.error.fields.rail).toBe(
          `A stablecoin pays in USD transfers only; this one is in ${other.sourceCurrency}.`,
        );
      }
    }
    await expectLedgerInvariants(s);
  });
});

describe('/dev/wallet on the embedded node (npm start)', () => {
  it('sends test USDC to a holder address and the deposit arrives; absent without the node', async () => {
    const dev = await createTestServer({ env: { CHAIN: 'embedded', CHAIN_EMBEDDED_PORT: '0' } });
    try {
      const devRail = chainOf(dev.deps)!;
      expect(devRail.devnet).toBeDefined();
      const u = await dev.createUser();
      const { address } = await readJson<{ address: { address: string } }>(
        dev.request('/api/wallet/crypto-addresses', {
          method: 'POST',
          cookie: u.cookie,
          json: { asset: 'USDC', network: 'devnet' },
        }),
        201,
      );
      const pageRes = await dev.request('/dev/wallet');
      expect(pageRes.status).toBe(200);
      expect(await pageRes.text()).toContain('1000000 USDC');
      const bad = await dev.request('/dev/wallet/send', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: 'USDC', to: 'nowhere', amount: '5' }).toString(),
      });
      expect(bad.headers.get('location')).toMatch(/error=/);
      const sent = await dev.request('/dev/wallet/send', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: 'USDC', to: address.address, amount: '25' }).toString(),
      });
      expect(sent.status).toBe(303);
      expect(sent.headers.get('location')).toMatch(/sent=0x[0-9a-f]{64}/);
      await watchChain(dev.database.db, devRail);
      const { deposits } = await readJson<{ deposits: CryptoDeposit[] }>(
        dev.request('/api/wallet/crypto-deposits', { cookie: u.cookie }),
      );
      expect(deposits).toMatchObject([{ status: 'pending', amount: '25', asset: 'USDC' }]);
    } finally {
      await dev.close();
    }
    // This suite's server follows a live-configured chain: no wallet of its own to show.
    expect((await s.request('/dev/wallet')).status).toBe(404);
  });
});

describe('amounts and configuration', () => {
  it('splits a token amount into cents and dust exactly', () => {
    expect(creditSplit('12.345678')).toEqual({ credit: '12.34', dust: '0.005678' });
    expect(creditSplit('0.1')).toEqual({ credit: '0.10', dust: '0' });
    expect(creditSplit('1000000.000001')).toEqual({ credit: '1000000.00', dust: '0.000001' });
  });

  const PROD = {
    NODE_ENV: 'production',
    BETTER_AUTH_URL: 'https://fx.example.com',
    BETTER_AUTH_SECRET: 'a-strong-secret-of-at-least-32-characters-000',
    DATABASE_URL: 'postgres://mizani@db.internal:5432/mizani',
    DOCUMENTS_ENCRYPTION_KEY: 'k2026:ZG9jdW1lbnRzLWtleS1mb3ItdGVzdHMtb25seS0wMTI=',
    PUSH: 'off',
  };
  const CHAIN = {
    CHAIN_RPC_URL: 'https://rpc.example.com',
    CHAIN_ID: '1',
    CHAIN_NETWORK: 'ethereum',
    CHAIN_TOKENS: 'USDC:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    CHAIN_CONFIRMATIONS: '12',
    CHAIN_XPUB: DEVNET_XPUB,
  };
  const load = (env: Record<string, string>) => () => loadEnv(env as NodeJS.ProcessEnv);

  it('refuses to start the chain rail in production without its settings', () => {
    expect(load(PROD)).not.toThrow();
    expect(load({ ...PROD, ...CHAIN })).not.toThrow();
    for (const name of Object.keys(CHAIN).filter((k) => k !== 'CHAIN_RPC_URL')) {
      const without = { ...PROD, ...CHAIN } as Record<string, string>;
      delete without[name];
      expect(load(without)).toThrow(new RegExp(`Refusing to start in production[\\s\\S]*${name}`));
    }
    expect(load({ ...PROD, CHAIN: 'live' })).toThrow(/CHAIN_RPC_URL is required/);
    expect(load({ ...PROD, CHAIN: 'embedded' })).toThrow(/CHAIN=embedded/);
    expect(load({ ...PROD, ...CHAIN, CHAIN_RPC_URL: 'http://rpc.example.com' })).toThrow(
      /CHAIN_RPC_URL must be https/,
    );
  });

  it('never takes a private key, in any environment', () => {
    const xprv =
      'xprv9s21ZrQH143K3QTDL4LXw2F7HEK3wJUD2nW2nRk4stbPy6cq3jPPqjiChkVvvNKmPGJxWUtg6LnF5kejMRNNU3TGtRBeJgk33yuGBxrMPHi';
    expect(load({ ...CHAIN, CHAIN_XPUB: xprv })).toThrow(/never a private key/);
    expect(load({ ...CHAIN, CHAIN_TOKENS: 'USDC:0x123' })).toThrow(/CHAIN_TOKENS/);
  });
});
