import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D } from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import { applyRailEvents } from '../src/services/rails/apply.ts';
import { railsOf } from '../src/services/rails/registry.ts';
import { createPayoutBatch, debtorAccounts } from '../src/services/rails/bank/payouts.ts';
import { lockPending, settleWithdrawal } from '../src/services/funding/funding-queue.ts';
import type { WdRow } from '../src/services/withdrawals/withdrawals.ts';
import { createTestServer, readJson, type TestServer, type TestUser } from './helpers.ts';
import { fundWallet } from './wallet-helpers.ts';

// The bank rail's payouts (issue 37, docs/payments.md): account details checked before a payout
// is accepted; held withdrawals to bank payees gathered into a pain.001; the bank's pain.002
// applied once through the rails' inbox (paid, or released with the reason in words); what does
// not fit (unknown EndToEndId, a contradicting second answer) held for a person.

let s: TestServer;
let client: TestUser;
let admin: TestUser;

beforeAll(async () => {
  s = await createTestServer();
  client = await s.createUser();
  admin = await s.createUser({ role: 'admin' });
  await fundWallet(s, admin, client, 'USD', '50000');
  await fundWallet(s, admin, client, 'KES', '900000');
}, 180_000);
afterAll(async () => {
  await s?.close();
});

const apply = () => applyRailEvents(s.database.db, railsOf(s.deps));
const addPayee = (json: Record<string, string>) =>
  s.request('/api/wallet/beneficiaries', { method: 'POST', cookie: client.cookie, json });
const ibanPayee = {
  kind: 'bank_account',
  name: 'Amelia Hart',
  country: 'GB',
  currency: 'USD',
  bankName: 'Westminster Bank',
};
const errorsOf = async (res: Response) => {
  expect(res.status).toBe(400);
  return ((await res.json()) as { error: { fields?: Record<string, string> } }).error.fields ?? {};
};
const balance = async (currency: string) => {
  const [row] = await queryRows<{ balance: string }>(
    s.database.db,
    sql`select balance from ledger_accounts where kind = 'client' and user_id = ${client.id} and currency = ${currency}`,
  );
  return new D(row?.balance ?? '0');
};
const withdraw = async (beneficiaryId: string, currency: string, amount: string) =>
  (
    await readJson<{ withdrawal: { id: string; reference: string } }>(
      s.request('/api/wallet/withdrawals', {
        method: 'POST',
        cookie: client.cookie,
        json: { beneficiaryId, currency, amount },
      }),
      201,
    )
  ).withdrawal;
const withdrawal = async (id: string) =>
  (
    await queryRows<{ status: string; reason: string | null }>(
      s.database.db,
      sql`select status, reason from withdrawals where id = ${id}`,
    )
  )[0]!;
const makeBatch = (cookie = admin.cookie) =>
  s.request('/api/admin/bank/payouts/batches', { method: 'POST', cookie });
const pain001 = async (batchId: string) => {
  const res = await s.request(`/api/admin/bank/payouts/batches/${batchId}/pain.001.xml`, {
    cookie: admin.cookie,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/xml');
  return res.text();
};
const e2eOf = async (withdrawalId: string) =>
  (
    await queryRows<{ external_id: string }>(
      s.database.db,
      sql`select external_id from rail_operations where withdrawal_id = ${withdrawalId}`,
    )
  )[0]!.external_id;

type TxLine = { e2e: string; status: string; reason?: string; amount?: string; ccy?: string };
const pain002 = (
  orgnlMsgId: string,
  lines: TxLine[],
  msgId = `RPT-${Math.random()}`,
) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10">
  <CstmrPmtStsRpt>
    <GrpHdr><MsgId>${msgId}</MsgId><CreDtTm>2026-12-02T10:00:00Z</CreDtTm></GrpHdr>
    <OrgnlGrpInfAndSts><OrgnlMsgId>${orgnlMsgId}</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId></OrgnlGrpInfAndSts>
    <OrgnlPmtInfAndSts>
      <OrgnlPmtInfId>${orgnlMsgId}-1</OrgnlPmtInfId>
      ${lines
        .map(
          (l) => `<TxInfAndSts>
        <OrgnlEndToEndId>${l.e2e}</OrgnlEndToEndId>
        <TxSts>${l.status}</TxSts>
        ${l.reason ? `<StsRsnInf><Rsn><Cd>${l.reason}</Cd></Rsn><AddtlInf>see code</AddtlInf></StsRsnInf>` : ''}
        ${l.amount ? `<OrgnlTxRef><Amt><InstdAmt Ccy="${l.ccy}">${l.amount}</InstdAmt></Amt></OrgnlTxRef>` : ''}
      </TxInfAndSts>`,
        )
        .join('')}
    </OrgnlPmtInfAndSts>
  </CstmrPmtStsRpt>
</Document>`;
const sendStatus = (xml: string, cookie = admin.cookie, type = 'application/xml') =>
  s.request('/api/admin/bank/payouts/status', {
    method: 'POST',
    cookie,
    headers: { 'content-type': type, 'x-file-name': 'status.xml' },
    body: xml,
  });

describe('bank account details', () => {
  it('refuses an IBAN with wrong check digits or length, or of another country', async () => {
    expect(
      (await errorsOf(await addPayee({ ...ibanPayee, accountNumber: 'GB82WEST12345698765431' })))
        .accountNumber,
    ).toBe('Enter a valid IBAN: check its length and its check digits');
    expect(
      (await errorsOf(await addPayee({ ...ibanPayee, accountNumber: 'GB82WEST1234569876543' })))
        .accountNumber,
    ).toBe('Enter a valid IBAN: check its length and its check digits');
    expect(
      (
        await errorsOf(
          await addPayee({ ...ibanPayee, country: 'MZ', accountNumber: 'GB82WEST12345698765432' }),
        )
      ).accountNumber,
    ).toContain('not from Mozambique');
  });

  it('refuses a SWIFT/BIC that is malformed or of a bank in another country', async () => {
    const good = { ...ibanPayee, accountNumber: 'GB82WEST12345698765432' };
    expect((await errorsOf(await addPayee({ ...good, bic: 'NWBK-GB2L' }))).bic).toBe(
      'Enter a valid SWIFT/BIC code (8 or 11 letters and digits)',
    );
    expect((await errorsOf(await addPayee({ ...good, bic: 'KCBLKENX' }))).bic).toBe(
      'This SWIFT/BIC code is not of a bank in United Kingdom',
    );
  });

  it('keeps the country’s local account rule where no IBAN is given', async () => {
    const fields = await errorsOf(
      await addPayee({
        kind: 'bank_account',
        name: 'Juma Bakari',
        country: 'KE',
        currency: 'KES',
        bankName: 'KCB',
        accountNumber: '12ab',
      }),
    );
    expect(fields.accountNumber).toBe('Enter a valid Kenya account number');
  });

  it('stores an IBAN in its electronic form and a BIC in capitals', async () => {
    const { beneficiary } = await readJson<{ beneficiary: { accountNumber: string; bic: string } }>(
      addPayee({ ...ibanPayee, accountNumber: 'gb82 west 1234 5698 7654 32', bic: 'nwbkgb2l' }),
      201,
    );
    expect(beneficiary.accountNumber).toBe('GB82WEST12345698765432');
    expect(beneficiary.bic).toBe('NWBKGB2L');
  });

  it('refuses a payout to a payee saved before the checks, before any money is held', async () => {
    const [old] = await queryRows<{ id: string }>(
      s.database.db,
      sql`insert into beneficiaries (user_id, kind, name, country, currency, details)
          values (${client.id}, 'bank_account', 'Old Payee', 'GB', 'USD', ${JSON.stringify({ bankName: 'Westminster', accountNumber: 'GB00WEST12345698765432' })}::jsonb)
          returning id`,
    );
    const before = await balance('USD');
    const res = await s.request('/api/wallet/withdrawals', {
      method: 'POST',
      cookie: client.cookie,
      json: { beneficiaryId: old!.id, currency: 'USD', amount: '150.00' },
    });
    const fields = await errorsOf(res);
    expect(fields.beneficiaryId).toContain('bank details are not valid');
    expect((await balance('USD')).eq(before)).toBe(true);
  });
});
