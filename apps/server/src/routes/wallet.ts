import { Hono } from 'hono';
import {
  BeneficiaryCreateSchema,
  CryptoAddressRequestSchema,
  CryptoSettingsSchema,
  ChainPayoutRequestSchema,
  type ChainPayoutsResponse,
  type CryptoAddress,
  type CryptoAddressesResponse,
  DepositRequestSchema,
  PhoneDepositSchema,
  TransactionQuerySchema,
  WithdrawalRequestSchema,
  OVERVIEW_USD_RATES,
  overviewBalanceIn,
  overviewBalanceUsd,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { assertMay, holderId } from '../middleware/holder.ts';
import { readJson, readQuery, uuidParam } from '../lib/validate.ts';
import {
  createBeneficiary,
  deleteBeneficiary,
  listBeneficiaries,
} from '../services/beneficiaries/beneficiaries.ts';
import { createDeposit, listDeposits } from '../services/funding/deposits.ts';
import { listTransactions } from '../services/statements/statements.ts';
import { walletAccounts, walletOverview } from '../services/wallet/accounts.ts';
import { listWithdrawals, requestWithdrawal } from '../services/withdrawals/withdrawals.ts';
import { businessWithdrawal } from '../services/business/approvals.ts';
import { phoneDepositStatus, startPhoneDeposit } from '../services/rails/collect.ts';
import { railsOf } from '../services/rails/registry.ts';
import { mailSecurityChange } from '../services/auth/security-mail.ts';
import { identityCheck } from './security.ts';
import { AppError, notFound } from '../lib/errors.ts';
import { said } from '../services/i18n/refusals/index.ts';
import { acceptedAssets, chainOf } from '../services/chain/rail.ts';
import { networkName } from '../services/chain/config.ts';
import { chainDeposit, listChainDeposits } from '../services/chain/deposits.ts';
import { readCryptoSettings, saveCryptoSettings } from '../services/chain/convert.ts';
import {
  chainPayoutOf,
  listChainPayouts,
  payoutLimits,
  requestChainPayout,
} from '../services/chain/payouts.ts';

/** Deposit addresses (viem), loaded with the first request for one: most instances run no chain. */
const chainAddresses = () => import('../services/chain/addresses.ts');

// Client wallet: balances from the ledger, funding, beneficiaries, withdrawals, transactions.
// Every query carries the signed-in user in its WHERE; another user's ids answer 404.
export function walletRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const db = deps.database.db;
  const confirmIdentity = identityCheck(deps);
  const appUrl = deps.env.BETTER_AUTH_URL;

  app.get('/accounts', async (c) => c.json({ accounts: await walletAccounts(db, holderId(c)) }));

  /**
   * Spec §7 overview: balances (USD total with the fixed table) and recent trades in 30 days;
   * `balanceIn`, the same total in each currency of the table, for the dashboard's balance hero
   * (issue 39: computed here, so the browser's first load carries no decimal library).
   */
  app.get('/overview', async (c) => {
    const { accounts, recentTrades } = await walletOverview(deps.database, holderId(c));
    return c.json({
      accounts,
      balanceUsd: overviewBalanceUsd(accounts),
      balanceIn: Object.fromEntries(
        Object.keys(OVERVIEW_USD_RATES).map((code) => [code, overviewBalanceIn(accounts, code)]),
      ),
      recentTrades,
    });
  });

  app.get('/deposits', async (c) => c.json({ deposits: await listDeposits(db, holderId(c)) }));
  app.post('/deposits', async (c) => {
    const body = await readJson(c, DepositRequestSchema);
    return c.json(
      { deposit: await createDeposit(db, holderId(c), body, deps.env.BETTER_AUTH_URL) },
      201,
    );
  });

  // Paying in from a phone (docs/payments.md): the rail prompts the phone; the deposit is
  // credited when the rail confirms, with no admin in between.
  app.post('/deposits/phone', async (c) => {
    const body = await readJson(c, PhoneDepositSchema);
    const deposit = await startPhoneDeposit(
      db,
      railsOf(deps),
      holderId(c),
      body,
      deps.env.BETTER_AUTH_URL,
    );
    return c.json({ deposit }, 201);
  });
  app.get('/deposits/:id/status', async (c) => {
    const deposit = await phoneDepositStatus(db, holderId(c), uuidParam(c));
    if (!deposit) throw notFound('Deposit');
    return c.json({ deposit });
  });

  // Stablecoin deposits (issue 40, docs/stablecoins.md): the holder's address per asset and
  // network, derived from the extended public key; deposits pending until the confirmations.
  const chain = () => chainOf(deps);
  app.get('/crypto-addresses', async (c) => {
    const rail = chain();
    const body: CryptoAddressesResponse = rail
      ? {
          available: true,
          network: {
            id: rail.config.network,
            name: networkName(rail.config.network),
            chainId: rail.config.chainId,
            confirmations: rail.config.confirmations,
          },
          assets: acceptedAssets(rail.config),
          addresses: (await (
            await chainAddresses()
          ).listAddresses(db, rail.config, holderId(c))) as CryptoAddress[],
        }
      : { available: false, network: null, assets: [], addresses: [] };
    return c.json(body);
  });
  app.post('/crypto-addresses', async (c) => {
    const body = await readJson(c, CryptoAddressRequestSchema);
    const rail = chain();
    if (!rail) throw new AppError('CONFLICT', said('chain.unavailable'));
    const { address, created } = await (
      await chainAddresses()
    ).addressFor(db, rail.config, holderId(c), body.asset, body.network);
    return c.json({ address }, created ? 201 : 200);
  });
  // Convert on arrival (a person's or a business owner's setting): each credited deposit sold for this currency at once.
  app.get('/crypto-settings', async (c) => c.json(await readCryptoSettings(db, holderId(c))));
  app.put('/crypto-settings', async (c) => {
    const body = await readJson(c, CryptoSettingsSchema);
    const user = c.get('user')!;
    // In a business, what its money becomes on arrival is an owner's setting, as its rules are.
    if (c.get('holder')!.kind === 'business') assertMay(c.get('holder')!, 'settings');
    return c.json(
      await saveCryptoSettings(
        db,
        c.get('holder')!,
        { id: user.id, email: user.email, ip: c.get('clientIp') },
        body,
      ),
    );
  });
  app.get('/crypto-deposits', async (c) => {
    const rail = chain();
    return c.json({ deposits: rail ? await listChainDeposits(db, rail.config, holderId(c)) : [] });
  });
  app.get('/crypto-deposits/:id', async (c) => {
    const rail = chain();
    const deposit = rail && (await chainDeposit(db, rail.config, holderId(c), uuidParam(c)));
    if (!deposit) throw notFound('Deposit');
    return c.json({ deposit });
  });

  // Stablecoin payouts (docs/stablecoins.md): USD sent as USDC or USDT to an address, signed by
  // the signer process; the USD held until the transaction is confirmed or released.
  app.get('/crypto-payouts', async (c) => {
    const rail = chain();
    const body: ChainPayoutsResponse = {
      available: !!rail?.signer,
      payouts: rail ? await listChainPayouts(db, holderId(c), rail.config.confirmations) : [],
      limits: await payoutLimits(db, holderId(c)),
    };
    return c.json(body);
  });
  app.post('/crypto-payouts', async (c) => {
    const body = await readJson(c, ChainPayoutRequestSchema);
    const rail = chain();
    if (!rail?.signer) throw new AppError('CONFLICT', said('chain.payoutsUnavailable'));
    const user = c.get('user')!;
    const holder = c.get('holder')!;
    const ip = c.get('clientIp');
    // A business's payout over its withdrawal rule waits for its approvers (202).
    const business =
      holder.kind === 'business'
        ? { id: user.id, email: user.email, role: holder.role, ip }
        : undefined;
    const { payout, replayed, approval } = await requestChainPayout(
      db,
      rail.config,
      holder.id,
      user.id,
      body,
      { appUrl, ip, email: user.email, business },
    );
    if (approval) return c.json({ payout, approval }, 202);
    return c.json({ payout }, replayed ? 200 : 201);
  });
  app.get('/crypto-payouts/:id', async (c) => {
    const rail = chain();
    const payout =
      rail && (await chainPayoutOf(db, holderId(c), uuidParam(c), rail.config.confirmations));
    if (!payout) throw notFound('Payout');
    return c.json({ payout });
  });

  app.get('/beneficiaries', async (c) =>
    c.json({ beneficiaries: await listBeneficiaries(db, holderId(c)) }),
  );
  // A payee is where money can leave to: adding or removing one is a security change (issue 33,
  // step-up and a mail to the person who made it).
  app.post('/beneficiaries', async (c) => {
    const body = await readJson(c, BeneficiaryCreateSchema);
    await confirmIdentity(c);
    const beneficiary = await db.transaction(async (tx) => {
      const created = await createBeneficiary(tx, holderId(c), body);
      await mailSecurityChange(tx, {
        userId: c.get('user')!.id,
        change: 'beneficiary_added',
        detail: `${body.name} (${body.currency})`,
        appUrl,
      });
      return created;
    });
    return c.json({ beneficiary }, 201);
  });
  app.delete('/beneficiaries/:id', async (c) => {
    const id = uuidParam(c);
    // Someone else's id stays a 404 whatever the proof (the ownership rule comes first).
    if (!(await listBeneficiaries(db, holderId(c))).some((b) => b.id === id))
      throw notFound('Beneficiary');
    await confirmIdentity(c);
    await db.transaction(async (tx) => {
      const removed = await deleteBeneficiary(tx, holderId(c), id);
      await mailSecurityChange(tx, {
        userId: c.get('user')!.id,
        change: 'beneficiary_removed',
        detail: `${removed.name} (${removed.currency})`,
        appUrl,
      });
    });
    return c.json({ ok: true });
  });

  app.get('/withdrawals', async (c) =>
    c.json({ withdrawals: await listWithdrawals(db, holderId(c)) }),
  );
  app.post('/withdrawals', async (c) => {
    const body = await readJson(c, WithdrawalRequestSchema);
    const holder = c.get('holder')!;
    const user = c.get('user')!;
    if (holder.kind === 'business') {
      // Over an approval rule's threshold it waits for approval (202); otherwise it is held at once.
      const actor = { id: user.id, email: user.email, role: holder.role, ip: c.get('clientIp') };
      const r = await businessWithdrawal(db, holder.id, actor, body, deps.env.BETTER_AUTH_URL);
      return r.kind === 'approval'
        ? c.json({ approval: r.approval }, r.replayed ? 200 : 202)
        : c.json({ withdrawal: r.withdrawal }, r.replayed ? 200 : 201);
    }
    const { withdrawal, replayed } = await requestWithdrawal(
      db,
      holder.id,
      body,
      user.id,
      deps.env.BETTER_AUTH_URL,
    );
    return c.json({ withdrawal }, replayed ? 200 : 201);
  });

  app.get('/transactions', async (c) => {
    const q = readQuery(c, TransactionQuerySchema);
    return c.json(await listTransactions(db, holderId(c), q));
  });
  return app;
}
