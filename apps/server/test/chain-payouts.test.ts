import { randomUUID } from 'node:crypto';
import { D } from '@mizani/shared';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createPublicClient,
  encodeAbiParameters,
  erc20Abi,
  formatUnits,
  http,
  keccak256,
  pad,
  toHex,
} from 'viem';
import type {
  AdminChainPayout,
  BusinessApproval,
  ChainPayout,
  ChainPayoutsResponse,
  ChainTreasury,
} from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import { limitFigures } from '../src/services/verification/gate.ts';
import { DEVNET_XPUB } from '../src/services/chain/config.ts';
import { startDevnet, type Devnet } from '../src/services/chain/devnet.ts';
import { devnetHotWalletKey } from '../src/services/chain/devnet-keys.ts';
import { chainOf, type ChainService } from '../src/services/chain/rail.ts';
import { runPayouts } from '../src/services/chain/payout-worker.ts';
import { watchChain } from '../src/services/chain/watcher.ts';
import { alertLowHotWallet } from '../src/services/chain/low-balance.ts';
import { createSigner } from '../src/signer/signer.ts';
import {
  createTestServer,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { expectLedgerInvariants, fundWallet } from './wallet-helpers.ts';
import {
  addMember,
  asBusiness,
  createBusiness,
  readyBusiness,
  usdBalance,
  setRules,
} from './business-helpers.ts';

// On-chain payouts (issue 40, docs/stablecoins.md) against a real EVM node (Ganache over
// JSON-RPC) and the signer as its own HTTP service on loopback with the development hot wallet's
// key: confirmed, dropped and re-sent, reverted and released, the signer down, the limits, four
// eyes, a screening hit, the travel rule, and payouts from a stablecoin wallet; the ledger's
// invariants after each.

const CONFIRMATIONS = 3;
const SECRET = 'test-signer-secret-0123456789-abcdef';
let node: Devnet;
let s: TestServer;
let rail: ChainService;
let admin: TestUser;
let alice: TestUser;
let signerPort = 0;
let stopSigner: () => Promise<void>;
let client: ReturnType<typeof createPublicClient>;

async function startSigner() {
  const signer = createSigner({
    privateKey: devnetHotWalletKey(),
    secret: SECRET,
    chainId: node.chainId,
    tokens: [node.tokens.USDC, node.tokens.USDT],
    maxUnitsPerTx: 20_000_000_000n,
    maxUnitsPerDay: 100_000_000_000n,
  });
  const { url, close } = await signer.listen(signerPort);
  signerPort = Number(new URL(url).port);
  stopSigner = close;
  return url;
}

beforeAll(async () => {
  node = await startDevnet();
  client = createPublicClient({ transport: http(node.rpcUrl) });
  const url = await startSigner();
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
      CHAIN_SIGNER_URL: url,
      CHAIN_SIGNER_SECRET: SECRET,
    },
    settings: {
      ...NO_TRANSACTION_LIMITS,
      'chain.payoutMaxUsd': 5_000,
      'chain.payoutDailyUsd': 9_000,
      'chain.payoutApprovalUsd': 1_000,
      'chain.travelRuleUsd': 1_000,
    },
  });
  rail = chainOf(s.deps)!;
  admin = await s.createUser({ role: 'admin' });
  alice = await s.createUser({ firstName: 'Alice' });
  await fundWallet(s, admin, alice, 'USD', '20000');
}, 180_000);
afterAll(async () => {
  await stopSigner?.();
  await s?.close();
  await node?.close();
});
afterEach(() => expectLedgerInvariants(s));

const outside = () => `0x${randomUUID().replace(/-/g, '')}${'ab'.repeat(4)}` as `0x${string}`;
const TRAVEL = {
  originatorName: 'Alice User',
  originatorAddress: '12 Kenyatta Avenue, Nairobi, Kenya',
  beneficiaryName: 'Bea Receiver',
  beneficiaryAccount: 'Exchange account 4471',
  beneficiaryInstitution: 'Example Exchange Ltd',
};
const pay = (u: TestUser, body: Record<string, unknown>) =>
  s.request('/api/wallet/crypto-payouts', {
    method: 'POST',
    cookie: u.cookie,
    json: { asset: 'USDC', network: 'devnet', ...body },
  });
const payOk = async (u: TestUser, body: Record<string, unknown>) =>
  (await readJson<{ payout: ChainPayout }>(pay(u, body), 201)).payout;
const turn = (opts: { skipBroadcast?: boolean } = {}) =>
  runPayouts(s.database.db, rail, rail.signer!, { appUrl: s.env.BETTER_AUTH_URL, ...opts });
const payoutOf = async (u: TestUser, id: string) =>
  (
    await readJson<{ payout: ChainPayout }>(
      s.request(`/api/wallet/crypto-payouts/${id}`, { cookie: u.cookie }),
    )
  ).payout;
const usd = async (u: TestUser) => {
  const [row] = await queryRows<{ balance: string }>(
    s.database.db,
    sql`select balance::text from ledger_accounts where kind = 'client' and user_id = ${u.id} and currency = 'USD'`,
  );
  return row?.balance ?? '0';
};
const tokens = async (token: `0x${string}`, owner: `0x${string}`) =>
  formatUnits(
    await client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    }),
    6,
  );
const decide = (u: TestUser, id: string, decision: 'approve' | 'reject', reason?: string) =>
  s.request(`/api/admin/chain/payouts/${id}/decision`, {
    method: 'POST',
    cookie: u.cookie,
    json: { decision, ...(reason ? { reason } : {}) },
  });

describe('a payout confirmed on-chain', () => {
  it('holds the USD, signs through the signer, sends, and pays out at the confirmation depth', async () => {
    const to = outside();
    const before = await usd(alice);
    const p = await payOk(alice, { toAddress: to, amount: '100.00' });
    expect(p).toMatchObject({ status: 'queued', amount: '100.00', asset: 'USDC', txHash: null });
    expect(p.reference).toMatch(/^CPO-/);
    expect(Number(await usd(alice))).toBe(Number(before) - 100);
    const first = await turn();
    expect(first.sent).toBe(1);
    let now = await payoutOf(alice, p.id);
    expect(now.status).toBe('sent');
    expect(now.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await tokens(node.tokens.USDC, to)).toBe('100');
    // Mined but one block deep: not yet paid.
    await turn();
    now = await payoutOf(alice, p.id);
    expect(now).toMatchObject({ status: 'sent', confirmations: 1, confirmationsRequired: 3 });
    await node.mine(2);
    expect((await turn()).confirmed).toBe(1);
    now = await payoutOf(alice, p.id);
    expect(now).toMatchObject({ status: 'confirmed', confirmations: 3 });
    expect(now.completedAt).not.toBeNull();
    expect(Number(await usd(alice))).toBe(Number(before) - 100);
    // Once: another turn changes nothing.
    expect(await turn()).toMatchObject({ sent: 0, confirmed: 0, released: 0 });
    const bell = await queryRows<{ kind: string }>(
      s.database.db,
      sql`select kind from notifications where user_id = ${alice.id} and kind like 'chain_payout_%' order by created_at`,
    );
    expect(bell.map((b) => b.kind)).toEqual(['chain_payout_requested', 'chain_payout_confirmed']);
    const list = await readJson<ChainPayoutsResponse>(
      s.request('/api/wallet/crypto-payouts', { cookie: alice.cookie }),
    );
    expect(list.available).toBe(true);
    expect(list.payouts[0]!.id).toBe(p.id);
    expect(list.limits).toMatchObject({
      maxUsd: '5000.00',
      approvalUsd: '1000.00',
      travelRuleUsd: '1000.00',
    });
  });
});

describe('a dropped transaction', () => {
  it('is sent again with the same bytes and nonce, and pays once', async () => {
    const to = outside();
    const snap = await node.snapshot();
    const p = await payOk(alice, { toAddress: to, amount: '50.00' });
    await turn();
    const sent = await payoutOf(alice, p.id);
    expect(await tokens(node.tokens.USDC, to)).toBe('50');
    // The block that held it is gone (the node forgot the transaction): dropped.
    await node.revert(snap);
    expect(await tokens(node.tokens.USDC, to)).toBe('0');
    const again = await turn();
    expect(again.resent).toBe(1);
    expect(await tokens(node.tokens.USDC, to)).toBe('50');
    await node.mine(3);
    expect((await turn()).confirmed).toBe(1);
    const done = await payoutOf(alice, p.id);
    expect(done).toMatchObject({ status: 'confirmed', txHash: sent.txHash });
    expect(await tokens(node.tokens.USDC, to)).toBe('50');
  });

  it('signed but never broadcast (the process died): the next turn sends it', async () => {
    const to = outside();
    const p = await payOk(alice, { toAddress: to, amount: '20.00' });
    expect((await turn({ skipBroadcast: true })).sent).toBe(1);
    expect(await tokens(node.tokens.USDC, to)).toBe('0');
    expect((await turn()).resent).toBe(1);
    await node.mine(3);
    await turn();
    expect((await payoutOf(alice, p.id)).status).toBe('confirmed');
    expect(await tokens(node.tokens.USDC, to)).toBe('20');
  });
});

describe('a reverted transaction', () => {
  it('releases the USD once the revert is confirmed', async () => {
    const to = outside();
    const before = await usd(alice);
    const p = await payOk(alice, { asset: 'USDT', toAddress: to, amount: '70.00' });
    await node.rpc('miner_stop');
    await turn();
    expect((await payoutOf(alice, p.id)).status).toBe('sent');
    // The token freezes the hot wallet's balance before the block (as an issuer's blacklist
    // would): OpenZeppelin's ERC-20 keeps balances in slot 0, keyed by the holder.
    const slot = keccak256(
      encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [node.hotWallet, 0n]),
    );
    const kept = await client.getStorageAt({ address: node.tokens.USDT, slot });
    await node.rpc('evm_setAccountStorageAt', [node.tokens.USDT, slot, pad(toHex(0))]);
    await node.rpc('miner_start');
    await node.mine(3);
    const r = await turn();
    expect(r.released).toBe(1);
    const done = await payoutOf(alice, p.id);
    expect(done.status).toBe('failed');
    expect(done.reason).toMatch(/reverted/);
    expect(await usd(alice)).toBe(before);
    expect(await tokens(node.tokens.USDT, to)).toBe('0');
    await node.rpc('evm_setAccountStorageAt', [node.tokens.USDT, slot, kept]);
    const bell = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from notifications where user_id = ${alice.id} and kind = 'chain_payout_released'`,
    );
    expect(bell[0]!.n).toBe(1);
  });
});

describe('the signer down', () => {
  it('keeps the payout queued with the money held, and sends it when the signer is back', async () => {
    await stopSigner();
    const to = outside();
    const p = await payOk(alice, { toAddress: to, amount: '30.00' });
    expect((await turn()).sent).toBe(0);
    const [row] = await queryRows<{ status: string; last_error: string; nonce: string | null }>(
      s.database.db,
      sql`select status, last_error, nonce::text from chain_payouts where id = ${p.id}`,
    );
    expect(row).toMatchObject({ status: 'queued', nonce: null });
    expect(row!.last_error).toMatch(/signer unreachable/);
    await startSigner();
    expect((await turn()).sent).toBe(1);
    await node.mine(3);
    await turn();
    expect((await payoutOf(alice, p.id)).status).toBe('confirmed');
    expect(await tokens(node.tokens.USDC, to)).toBe('30');
  });

  it('refuses requests the signer cannot authenticate', async () => {
    const res = await fetch(`http://127.0.0.1:${signerPort}/v1/address`);
    expect(res.status).toBe(401);
  });
});

describe('limits', () => {
  it('refuses over the per-transaction limit and over the daily limit, holding nothing', async () => {
    const before = await usd(alice);
    const over = await readJson<{ error: { fields: Record<string, string> } }>(
      pay(alice, { toAddress: outside(), amount: '5000.01', travelRule: TRAVEL }),
      422,
    );
    expect(over.error.fields.amount).toMatch(/at most USD 5000.00/);
    const usedBefore = new D((await limitFigures(s.database.db, alice.id))!.usedTodayUsd);
    const big = await payOk(alice, { toAddress: outside(), amount: '4900.00', travelRule: TRAVEL });
    expect(big.status).toBe('awaiting_approval');
    // It counts toward the client's daily and monthly limits, as a withdrawal does.
    const usedWith = (await limitFigures(s.database.db, alice.id))!;
    expect(usedWith.usedTodayUsd).toBe(usedBefore.plus(4900).toFixed(2));
    const daily = await readJson<{ error: { fields: Record<string, string> } }>(
      pay(alice, { toAddress: outside(), amount: '4000.00', travelRule: TRAVEL }),
      422,
    );
    expect(daily.error.fields.amount).toMatch(/daily stablecoin payout limit of USD 9000.00/);
    expect(Number(await usd(alice))).toBe(Number(before) - 4900);
    // Refused by the admin: released, and the day's room comes back.
    expect((await decide(admin, big.id, 'reject', 'Not today')).status).toBe(200);
    expect(await usd(alice)).toBe(before);
    expect((await payoutOf(alice, big.id)).status).toBe('rejected');
    expect((await limitFigures(s.database.db, alice.id))!.usedTodayUsd).toBe(usedBefore.toFixed(2));
  });
});

describe('four eyes', () => {
  it('waits for an admin other than the requester above the threshold', async () => {
    const admin2 = await s.createUser({ role: 'admin' });
    await fundWallet(s, admin, admin2, 'USD', '3000');
    const to = outside();
    const p = await payOk(admin2, { toAddress: to, amount: '1500.00', travelRule: TRAVEL });
    expect(p.status).toBe('awaiting_approval');
    expect((await turn()).sent).toBe(0);
    const self = await decide(admin2, p.id, 'approve');
    expect(self.status).toBe(403);
    const client = await decide(alice, p.id, 'approve');
    expect([403, 404]).toContain(client.status);
    const ok = await readJson<{ payout: ChainPayout }>(decide(admin, p.id, 'approve'));
    expect(ok.payout.status).toBe('queued');
    await readJson(decide(admin, p.id, 'approve'), 409);
    expect((await turn()).sent).toBe(1);
    await node.mine(3);
    await turn();
    expect((await payoutOf(admin2, p.id)).status).toBe('confirmed');
    const listed = await readJson<{ payouts: AdminChainPayout[] }>(
      s.request('/api/admin/chain/payouts?status=confirmed', { cookie: admin.cookie }),
    );
    const row = listed.payouts.find((x) => x.id === p.id)!;
    expect(row).toMatchObject({ holder: admin2.email, approvedBy: admin.email, confirmations: 3 });
    expect(row.txHash).toMatch(/^0x/);
    expect(row.travelRule).toEqual(TRAVEL);
  });
});

describe('address screening', () => {
  it('holds a payout to a listed address for review; refused, the USD comes back', async () => {
    const to = outside();
    const entry = randomUUID();
    await s.database.db.execute(
      sql`insert into screening_entries (id, list_name, name, import_id) values (${entry}, 'OFAC SDN', 'Listed Wallet Ltd', ${randomUUID()})`,
    );
    await s.database.db.execute(
      sql`insert into screening_names (entry_id, name, name_key) values (${entry}, ${to.toUpperCase().replace('0X', '0x')}, 'listed')`,
    );
    const before = await usd(alice);
    const p = await payOk(alice, { toAddress: to, amount: '25.00' });
    expect(p.status).toBe('screening_hold');
    expect((await turn()).sent).toBe(0);
    const held = await readJson<{ payouts: AdminChainPayout[] }>(
      s.request('/api/admin/chain/payouts?status=screening_hold', { cookie: admin.cookie }),
    );
    expect(held.payouts.find((x) => x.id === p.id)!.screeningMatches).toEqual([
      expect.objectContaining({ listName: 'OFAC SDN', name: 'Listed Wallet Ltd' }),
    ]);
    await readJson(decide(admin, p.id, 'reject', 'Listed address'));
    expect(await usd(alice)).toBe(before);
    expect(await payoutOf(alice, p.id)).toMatchObject({
      status: 'rejected',
      reason: 'Listed address',
    });
  });
});

describe('travel rule and bad input', () => {
  it('requires originator and beneficiary at or above the threshold, and keeps them', async () => {
    const missing = await readJson<{ error: { fields: Record<string, string> } }>(
      pay(alice, { toAddress: outside(), amount: '1000.00' }),
      400,
    );
    expect(Object.keys(missing.error.fields).sort()).toEqual(
      Object.keys(TRAVEL)
        .map((k) => `travelRule.${k}`)
        .sort(),
    );
    const partial = await readJson<{ error: { fields: Record<string, string> } }>(
      pay(alice, {
        toAddress: outside(),
        amount: '1000.00',
        travelRule: { ...TRAVEL, beneficiaryName: '' },
      }),
      400,
    );
    expect(Object.keys(partial.error.fields)).toEqual(['travelRule.beneficiaryName']);
    const p = await payOk(alice, { toAddress: outside(), amount: '1000.00', travelRule: TRAVEL });
    expect(p.travelRule).toEqual(TRAVEL);
    await readJson(decide(admin, p.id, 'reject'));
  });

  it('refuses a bad address, an unknown asset, our own addresses, and other people', async () => {
    const bad = await readJson<{ error: { fields: Record<string, string> } }>(
      pay(alice, { toAddress: '0x123', amount: 'ten', asset: 'DAI' }),
      400,
    );
    expect(Object.keys(bad.error.fields).sort()).toEqual(['amount', 'asset', 'toAddress']);
    await readJson(pay(alice, { toAddress: node.hotWallet, amount: '5.00' }), 400);
    const { address } = await readJson<{ address: { address: string } }>(
      s.request('/api/wallet/crypto-addresses', {
        method: 'POST',
        cookie: alice.cookie,
        json: { asset: 'USDC', network: 'devnet' },
      }),
      201,
    );
    await readJson(pay(alice, { toAddress: address.address, amount: '5.00' }), 400);
    await readJson(pay(alice, { toAddress: outside(), amount: '5.00', network: 'ethereum' }), 400);
    const bob = await s.createUser({ firstName: 'Bob' });
    const [mine] = (
      await readJson<ChainPayoutsResponse>(
        s.request('/api/wallet/crypto-payouts', { cookie: alice.cookie }),
      )
    ).payouts;
    expect(
      (await s.request(`/api/wallet/crypto-payouts/${mine!.id}`, { cookie: bob.cookie })).status,
    ).toBe(404);
    expect((await s.request('/api/wallet/crypto-payouts')).status).toBe(401);
    const broke = await readJson<{ error: { message: string } }>(
      pay(bob, { toAddress: outside(), amount: '5.00' }),
      422,
    );
    expect(broke.error.message).toMatch(/nsufficient/);
  });
});

describe('the treasury card', () => {
  it('shows the hot wallet, the low-balance alert and the reconciliation', async () => {
    const t = await readJson<ChainTreasury>(
      s.request('/api/admin/chain/treasury', { cookie: admin.cookie }),
    );
    expect(t.available).toBe(true);
    expect(t.signer.reachable).toBe(true);
    expect(t.hotWallet!.address).toBe(node.hotWallet);
    const usdc = t.hotWallet!.tokens.find((x) => x.asset === 'USDC')!;
    // 100,000 minted, then 100 + 50 + 20 + 30 + 1,500 paid out.
    expect(usdc.balance).toBe('98300');
    expect(usdc.low).toBe(false);
    const rec = t.reconciliation.find((r) => r.asset === 'USDC')!;
    expect(rec).toMatchObject({
      onChain: '98300',
      payoutsOut: '1700',
      depositsIn: '0',
      difference: '100000',
    });
    await s.database.db.execute(
      sql`insert into platform_settings (key, value) values ('chain.hotWalletLowUsd', '200000'::jsonb)
          on conflict (key) do update set value = excluded.value`,
    );
    const low = await readJson<ChainTreasury>(
      s.request('/api/admin/chain/treasury', { cookie: admin.cookie }),
    );
    expect(low.hotWallet!.tokens.every((x) => x.low)).toBe(true);
    // The admins are told (bell and mail, in their language), once a day however many checks.
    const check = () =>
      alertLowHotWallet(s.database.db, rail, rail.signer!, { appUrl: s.env.BETTER_AUTH_URL });
    expect(await Promise.all([check(), check()])).toEqual(expect.arrayContaining([true, false]));
    expect(await check()).toBe(false);
    const bells = await queryRows<{ user_id: string; title: string }>(
      s.database.db,
      sql`select user_id, title from notifications where kind = 'chain_hot_wallet_low'`,
    );
    expect(bells.map((b) => b.user_id)).toContain(admin.id);
    expect(bells.map((b) => b.user_id)).not.toContain(alice.id);
    expect(bells.find((b) => b.user_id === admin.id)!.title).toBe('Hot wallet low: USDC, USDT');
    const [mail] = await queryRows<{ subject: string; text_body: string }>(
      s.database.db,
      sql`select subject, text_body from mail_outbox where kind = 'chain_hot_wallet_low' and to_address = ${admin.email}`,
    );
    expect(mail!.subject).toBe('Hot wallet low: USDC, USDT');
    expect(mail!.text_body).toContain('98,300.00 USDC');
    expect(mail!.text_body).toContain('/admin?tab=reconciliation');
    expect((await s.request('/api/admin/chain/treasury', { cookie: alice.cookie })).status).toBe(
      403,
    );
  });
});

// After the treasury card, whose figures count every payout made before it.
describe('paying out from the stablecoin wallet', () => {
  it('debits the USDC wallet (never the USD), refuses USDT from it, and gives it back when refused', async () => {
    const carol = await s.createUser({ firstName: 'Carol' });
    await fundWallet(s, admin, carol, 'USD', '500');
    const wallet = async (currency: string) => {
      const [row] = await queryRows<{ balance: string }>(
        s.database.db,
        sql`select balance::text from ledger_accounts where kind = 'client' and user_id = ${carol.id} and currency = ${currency}`,
      );
      return new D(row?.balance ?? 0).toFixed(2);
    };
    // Carol keeps her deposits as USDC: 300 arrive through the watcher.
    await readJson(
      s.request('/api/wallet/crypto-settings', {
        method: 'PUT',
        cookie: carol.cookie,
        json: { convertTo: null, keepStablecoin: true },
      }),
    );
    const { address } = await readJson<{ address: { address: `0x${string}` } }>(
      s.request('/api/wallet/crypto-addresses', {
        method: 'POST',
        cookie: carol.cookie,
        json: { asset: 'USDC', network: 'devnet' },
      }),
      201,
    );
    await node.send('USDC', address.address, '300');
    await node.mine(CONFIRMATIONS);
    for (let i = 0; i < 2; i++)
      await watchChain(s.database.db, rail, { appUrl: s.env.BETTER_AUTH_URL });
    expect([await wallet('USDC'), await wallet('USD')]).toEqual(['300.00', '500.00']);

    // USDT cannot be paid from the USDC wallet; nor more than it holds (the USD is not touched).
    const wrong = await readJson<{ error: { fields: Record<string, string> } }>(
      pay(carol, { asset: 'USDT', payFrom: 'USDC', toAddress: outside(), amount: '10.00' }),
      400,
    );
    expect(wrong.error.fields.payFrom).toBe('Pay from your USD wallet or from the same stablecoin');
    await readJson(pay(carol, { payFrom: 'USDC', toAddress: outside(), amount: '301.00' }), 422);
    expect([await wallet('USDC'), await wallet('USD')]).toEqual(['300.00', '500.00']);

    const to = outside();
    const p = await payOk(carol, { payFrom: 'USDC', toAddress: to, amount: '120.00' });
    expect(p).toMatchObject({ status: 'queued', currency: 'USDC', amount: '120.00' });
    expect([await wallet('USDC'), await wallet('USD')]).toEqual(['180.00', '500.00']);
    await turn();
    await node.mine(CONFIRMATIONS);
    await turn();
    expect(await payoutOf(carol, p.id)).toMatchObject({ status: 'confirmed', currency: 'USDC' });
    expect(await tokens(node.tokens.USDC, to)).toBe('120');
    expect([await wallet('USDC'), await wallet('USD')]).toEqual(['180.00', '500.00']);
    const bell = await readJson<{ notifications: { body: string }[] }>(
      s.request('/api/notifications', { cookie: carol.cookie }),
    );
    expect(bell.notifications.map((n) => n.body).join(' | ')).toMatch(/120\.00 USDC/);

    // Refused by the admin (a screening hold), it comes back to the USDC wallet, not to USD.
    const listed = outside();
    const entry = randomUUID();
    await s.database.db.execute(
      sql`insert into screening_entries (id, list_name, name, import_id) values (${entry}, 'OFAC SDN', 'Listed Wallet Ltd', ${randomUUID()})`,
    );
    await s.database.db.execute(
      sql`insert into screening_names (entry_id, name, name_key) values (${entry}, ${listed}, 'listed')`,
    );
    const held = await payOk(carol, { payFrom: 'USDC', toAddress: listed, amount: '50.00' });
    expect(held.status).toBe('screening_hold');
    expect([await wallet('USDC'), await wallet('USD')]).toEqual(['130.00', '500.00']);
    await readJson(decide(admin, held.id, 'reject', 'Listed address'));
    expect(await wallet('USDC')).toBe('180.00');
    expect(await wallet('USD')).toBe('500.00');
  });
});

describe("a business's payout over its withdrawal rule", () => {
  it('waits for an approver with the USD held, then goes on; rejected or withdrawn, it is released', async () => {
    const owner = await s.createUser({ firstName: 'Wanjiru' });
    const approver = await s.createUser({ firstName: 'Otieno' });
    const biz = (await createBusiness(s, owner)).id;
    await readyBusiness(s, admin, owner, biz, '2000');
    await addMember(s, owner, biz, approver, 'approver');
    await setRules(s, owner, biz, [{ operation: 'withdraw', overUsd: '100', approvals: 1 }]);
    const send = (amount: string) =>
      asBusiness(s, owner, biz, '/api/wallet/crypto-payouts', {
        method: 'POST',
        json: { asset: 'USDC', network: 'devnet', toAddress: outside(), amount },
      });
    const decideAs = (u: TestUser, id: string, decision: 'approve' | 'reject') =>
      s.request(`/api/business/${biz}/approvals/${id}/decision`, {
        method: 'POST',
        cookie: u.cookie,
        json: decision === 'reject' ? { decision, comment: 'Wrong wallet' } : { decision },
      });

    // Over the rule: 202, held, and no transaction until an approver approves.
    const w = await readJson<{ payout: ChainPayout; approval: BusinessApproval }>(
      send('300.00'),
      202,
    );
    expect(w.payout.status).toBe('business_approval');
    expect(w.approval).toMatchObject({
      status: 'pending',
      amountUsd: '300.00',
      approvalsRequired: 1,
    });
    expect(w.approval.treasury).toMatchObject({
      kind: 'chain_payout',
      reference: w.payout.reference,
      asset: 'USDC',
      toAddress: w.payout.toAddress,
    });
    expect(w.approval.withdrawal).toBeNull();
    expect(await usdBalance(s, owner, biz)).toBe('1700.00');
    expect((await turn()).sent).toBe(0);
    const [bell] = await queryRows<{ title: string }>(
      s.database.db,
      sql`select title from notifications where kind = 'approval_requested' and user_id = ${approver.id}`,
    );
    expect(bell!.title).toBe('Approval needed: stablecoin payout of 300.00 USD');
    // Never one's own; the approver's approval sends it on to the signer.
    expect((await decideAs(owner, w.approval.id, 'approve')).status).toBe(403);
    const done = await readJson<{ approval: BusinessApproval }>(
      decideAs(approver, w.approval.id, 'approve'),
    );
    expect(done.approval.status).toBe('executed');
    // The business's payout, not the owner's own: their personal account does not see it.
    const personal = await s.request(`/api/wallet/crypto-payouts/${w.payout.id}`, {
      cookie: owner.cookie,
    });
    expect(personal.status).toBe(404);
    const mine = await readJson<{ payout: ChainPayout }>(
      asBusiness(s, owner, biz, `/api/wallet/crypto-payouts/${w.payout.id}`),
    );
    expect(mine.payout.status).toBe('queued');
    expect((await turn()).sent).toBe(1);
    await readJson(decideAs(approver, w.approval.id, 'approve'), 409);

    // Rejected by the approver: the USD comes back and stops counting toward the limits.
    const r = await readJson<{ payout: ChainPayout; approval: BusinessApproval }>(
      send('250.00'),
      202,
    );
    expect(await usdBalance(s, owner, biz)).toBe('1450.00');
    await readJson(decideAs(approver, r.approval.id, 'reject'));
    const rejected = await readJson<{ payout: ChainPayout }>(
      asBusiness(s, owner, biz, `/api/wallet/crypto-payouts/${r.payout.id}`),
    );
    expect(rejected.payout).toMatchObject({
      status: 'rejected',
      reason: "Rejected by the business's approvers: Wrong wallet",
    });
    expect(await usdBalance(s, owner, biz)).toBe('1700.00');
    const [counted] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from compliance_volume where ref_id = ${r.payout.id}`,
    );
    expect(counted!.n).toBe(0);

    // Withdrawn by its requester: released too.
    const c = await readJson<{ payout: ChainPayout; approval: BusinessApproval }>(
      send('150.00'),
      202,
    );
    await readJson(
      s.request(`/api/business/${biz}/approvals/${c.approval.id}/cancel`, {
        method: 'POST',
        cookie: owner.cookie,
        json: {},
      }),
    );
    expect(await usdBalance(s, owner, biz)).toBe('1700.00');

    // Under the rule it is queued at once, as a person's is.
    const small = await readJson<{ payout: ChainPayout }>(send('50.00'), 201);
    expect(small.payout.status).toBe('queued');
    expect(await usdBalance(s, owner, biz)).toBe('1650.00');
  });
});
