import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { D } from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import { applyRailEvents } from '../src/services/rails/apply.ts';
import { railsOf } from '../src/services/rails/registry.ts';
import { createPayoutBatch, debtorAccounts } from '../src/services/rails/bank/payouts.ts';
import { collectBankReports } from '../src/services/rails/bank/h2h.ts';
import { lockPending, settleWithdrawal } from '../src/services/funding/funding-queue.ts';
import type { WdRow } from '../src/services/withdrawals/withdrawals.ts';
import { createTestServer, readJson, type TestServer, type TestUser } from './helpers.ts';
import { expectLedgerInvariants, fundWallet } from './wallet-helpers.ts';

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

describe('bank payouts: pain.001 out, pain.002 back', () => {
  let gbPayee: string;
  let kePayee: string;
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    isArray: (name) => ['PmtInf', 'CdtTrfTxInf'].includes(name),
  });
  type Doc = {
    Document: {
      '@_xmlns': string;
      CstmrCdtTrfInitn: {
        GrpHdr: { MsgId: string; NbOfTxs: string; CtrlSum: string; CreDtTm: string };
        PmtInf: {
          NbOfTxs: string;
          CtrlSum: string;
          DbtrAcct: { Id: { IBAN: string }; Ccy: string };
          CdtTrfTxInf: {
            PmtId: { EndToEndId: string; InstrId: string };
            Amt: { InstdAmt: { '@_Ccy': string; '#text': string } };
            Cdtr: { Nm: string };
            CdtrAcct: { Id: { IBAN?: string; Othr?: { Id: string } } };
            CdtrAgt: { FinInstnId: { BICFI?: string; Nm?: string } };
          }[];
        }[];
      };
    };
  };

  beforeAll(async () => {
    gbPayee = (
      await readJson<{ beneficiary: { id: string } }>(
        addPayee({
          ...ibanPayee,
          name: 'Amelia <Hart> & Co',
          accountNumber: 'GB82WEST12345698765432',
          bic: 'NWBKGB2L',
        }),
        201,
      )
    ).beneficiary.id;
    kePayee = (
      await readJson<{ beneficiary: { id: string } }>(
        addPayee({
          kind: 'bank_account',
          name: 'Juma Bakari',
          country: 'KE',
          currency: 'KES',
          bankName: 'KCB Bank',
          accountNumber: '1234567890',
        }),
        201,
      )
    ).beneficiary.id;
  });

  it('gathers held bank payouts into a pain.001 whose counts, sums and amounts are exact', async () => {
    const a = await withdraw(gbPayee, 'USD', '150.10');
    const b = await withdraw(gbPayee, 'USD', '200.20');
    const k = await withdraw(kePayee, 'KES', '20000.05');
    expect(
      (
        await s.request('/api/admin/bank/payouts/batches', {
          method: 'POST',
          cookie: client.cookie,
        })
      ).status,
    ).toBe(403);
    const { batch } = await readJson<{
      batch: {
        id: string;
        messageId: string;
        nbOfTxs: number;
        ctrlSum: string;
        currencies: string[];
      };
    }>(makeBatch(), 201);
    expect(batch).toMatchObject({ nbOfTxs: 3, ctrlSum: '20350.35', currencies: ['KES', 'USD'] });
    const doc = parser.parse(await pain001(batch.id)) as Doc;
    expect(doc.Document['@_xmlns']).toBe('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
    const root = doc.Document.CstmrCdtTrfInitn;
    expect(root.GrpHdr).toMatchObject({
      MsgId: batch.messageId,
      NbOfTxs: '3',
      CtrlSum: '20350.35',
    });
    // One PmtInf per currency; each block's count and sum agree with its lines, exactly.
    expect(root.PmtInf.map((p) => p.DbtrAcct.Ccy)).toEqual(['KES', 'USD']);
    let total = new D(0);
    for (const p of root.PmtInf) {
      const sum = p.CdtTrfTxInf.reduce((acc, t) => acc.plus(t.Amt.InstdAmt['#text']), new D(0));
      expect(p.CtrlSum).toBe(sum.toFixed(2));
      expect(Number(p.NbOfTxs)).toBe(p.CdtTrfTxInf.length);
      total = total.plus(sum);
    }
    expect(total.toFixed(2)).toBe(root.GrpHdr.CtrlSum);
    const usd = root.PmtInf[1]!.CdtTrfTxInf;
    expect(usd.map((t) => t.Amt.InstdAmt['#text']).sort()).toEqual(['150.10', '200.20']);
    expect(usd[0]!.PmtId.EndToEndId).toBe(await e2eOf(a.id));
    expect(usd[0]!.PmtId.EndToEndId).toHaveLength(32);
    expect(usd[0]!.Cdtr.Nm).toBe('Amelia <Hart> & Co');
    expect(usd[0]!.CdtrAcct.Id.IBAN).toBe('GB82WEST12345698765432');
    expect(usd[0]!.CdtrAgt.FinInstnId.BICFI).toBe('NWBKGB2L');
    const kes = root.PmtInf[0]!.CdtTrfTxInf[0]!;
    expect(kes.Amt.InstdAmt).toEqual({ '@_Ccy': 'KES', '#text': '20000.05' });
    expect(kes.CdtrAcct.Id.Othr?.Id).toBe('1234567890');
    expect(kes.CdtrAgt.FinInstnId.Nm).toBe('KCB Bank');
    // Nothing waits for a second file; the admin cannot decide what is in one.
    expect((await makeBatch()).status).toBe(409);
    const refused = await s.request(`/api/admin/funding/withdrawals/${b.id}/approve`, {
      method: 'POST',
      cookie: admin.cookie,
      json: {},
    });
    expect(refused.status).toBe(409);
    expect((await withdrawal(k.id)).status).toBe('pending');
    const { batches } = await readJson<{ batches: { id: string; open: number }[] }>(
      s.request('/api/admin/bank/payouts/batches', { cookie: admin.cookie }),
    );
    expect(batches.find((x) => x.id === batch.id)?.open).toBe(3);

    // The bank's answer: one paid (ACSC), one refused (AC01), one paid with ACCC.
    const usdBefore = await balance('USD');
    const report = pain002(batch.messageId, [
      { e2e: await e2eOf(a.id), status: 'ACSC', amount: '150.10', ccy: 'USD' },
      { e2e: await e2eOf(b.id), status: 'RJCT', reason: 'AC01' },
      { e2e: await e2eOf(k.id), status: 'ACCC' },
    ]);
    expect((await sendStatus(report, client.cookie)).status).toBe(403);
    expect((await sendStatus(report, admin.cookie, 'text/plain')).status).toBe(415);
    const first = await readJson<{
      report: { statuses: number; newStatuses: number; duplicateFile: boolean };
    }>(sendStatus(report), 201);
    expect(first.report).toMatchObject({ statuses: 3, newStatuses: 3, duplicateFile: false });
    // Stored, not applied, by the route: the inbox's worker applies it.
    expect((await withdrawal(a.id)).status).toBe('pending');
    await apply();
    expect((await withdrawal(a.id)).status).toBe('completed');
    expect((await withdrawal(k.id)).status).toBe('completed');
    const rejected = await withdrawal(b.id);
    expect(rejected.status).toBe('rejected');
    expect(rejected.reason).toBe(
      'The bank says the account number is wrong. The money is back in your balance.',
    );
    expect((await balance('USD')).minus(usdBefore).toFixed(2)).toBe('200.20');

    // The same file again, and a later file repeating a status: nothing moves twice.
    const again = await readJson<{ report: { newStatuses: number; duplicateFile: boolean } }>(
      sendStatus(report),
      201,
    );
    expect(again.report).toMatchObject({ newStatuses: 0, duplicateFile: true });
    await readJson(
      sendStatus(pain002(batch.messageId, [{ e2e: await e2eOf(a.id), status: 'ACSC' }])),
      201,
    );
    await apply();
    expect((await balance('USD')).minus(usdBefore).toFixed(2)).toBe('200.20');
    const paidJournals = await queryRows(
      s.database.db,
      sql`select 1 from ledger_journals where type = 'withdrawal_paid' and reference = ${a.reference}`,
    );
    expect(paidJournals).toHaveLength(1);
  });

  it('holds a status for an unknown EndToEndId and a contradicting second answer as exceptions', async () => {
    const w = await withdraw(gbPayee, 'USD', '175.00');
    const { batch } = await readJson<{ batch: { messageId: string } }>(makeBatch(), 201);
    const e2e = await e2eOf(w.id);
    await readJson(
      sendStatus(
        pain002(batch.messageId, [
          { e2e, status: 'ACSP' },
          { e2e: '0123456789abcdef0123456789abcdef', status: 'ACSC' },
        ]),
      ),
      201,
    );
    await apply();
    // On the way (ACSP) is not final: still held.
    expect((await withdrawal(w.id)).status).toBe('pending');
    await readJson(sendStatus(pain002(batch.messageId, [{ e2e, status: 'ACSC' }])), 201);
    await apply();
    expect((await withdrawal(w.id)).status).toBe('completed');
    const before = await balance('USD');
    await readJson(
      sendStatus(pain002(batch.messageId, [{ e2e, status: 'RJCT', reason: 'AC04' }])),
      201,
    );
    await apply();
    expect((await withdrawal(w.id)).status).toBe('completed');
    expect((await balance('USD')).eq(before)).toBe(true);
    const { exceptions } = await readJson<{ exceptions: { rail: string; reason: string }[] }>(
      s.request('/api/admin/rails/exceptions', { cookie: admin.cookie }),
    );
    const reasons = exceptions.filter((x) => x.rail === 'bank').map((x) => x.reason);
    expect(reasons).toContain(
      'a bank status for an unknown EndToEndId 0123456789abcdef0123456789abcdef',
    );
    expect(reasons).toContain('arrived after the operation closed as succeeded, and says failed');
  });

  it('releases every payment of a file the bank refused whole, with the reason', async () => {
    const w1 = await withdraw(gbPayee, 'USD', '120.00');
    const w2 = await withdraw(kePayee, 'KES', '15000.00');
    const { batch } = await readJson<{ batch: { messageId: string } }>(makeBatch(), 201);
    const whole = `<?xml version="1.0"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.10"><CstmrPmtStsRpt>
  <GrpHdr><MsgId>RPT-WHOLE</MsgId><CreDtTm>2026-12-02T10:00:00Z</CreDtTm></GrpHdr>
  <OrgnlGrpInfAndSts><OrgnlMsgId>${batch.messageId}</OrgnlMsgId><OrgnlMsgNmId>pain.001.001.09</OrgnlMsgNmId>
    <GrpSts>RJCT</GrpSts><StsRsnInf><Rsn><Cd>AM04</Cd></Rsn></StsRsnInf></OrgnlGrpInfAndSts>
</CstmrPmtStsRpt></Document>`;
    await readJson(sendStatus(whole), 201);
    await apply();
    for (const id of [w1.id, w2.id]) {
      const w = await withdrawal(id);
      expect(w.status).toBe('rejected');
      expect(w.reason).toContain('lack of funds');
    }
  });

  it('matches the bank’s booked debits to the payouts they paid, by EndToEndId and amount', async () => {
    const paid = await withdraw(gbPayee, 'USD', '140.00');
    const refused = await withdraw(gbPayee, 'USD', '141.00');
    const { batch } = await readJson<{ batch: { messageId: string } }>(makeBatch(), 201);
    const [e1, e2] = [await e2eOf(paid.id), await e2eOf(refused.id)];
    await readJson(
      sendStatus(
        pain002(batch.messageId, [
          { e2e: e1, status: 'ACSC' },
          { e2e: e2, status: 'RJCT', reason: 'AC04' },
        ]),
      ),
      201,
    );
    await apply();
    const debit = (ref: string, e2e: string, amount: string) => `
      <Ntry><NtryRef>${ref}</NtryRef><Amt Ccy="USD">${amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>2026-12-02</Dt></BookgDt><AcctSvcrRef>${ref}</AcctSvcrRef>
        <NtryDtls><TxDtls><Refs><EndToEndId>${e2e}</EndToEndId></Refs></TxDtls></NtryDtls></Ntry>`;
    const camt = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
  <GrpHdr><MsgId>STMT-PAYOUTS</MsgId><CreDtTm>2026-12-02T23:00:00Z</CreDtTm></GrpHdr>
  <Stmt><Id>STMT-PAYOUTS-S</Id><Acct><Id><IBAN>GB29NWBK60161331926819</IBAN></Id></Acct>
    ${debit('D1', e1, '140.00')}${debit('D2', e2, '141.00')}${debit('D3', e1, '14.00')}
  </Stmt></BkToCstmrStmt></Document>`;
    await readJson(
      s.request('/api/admin/bank/statements', {
        method: 'POST',
        cookie: admin.cookie,
        headers: { 'content-type': 'application/xml' },
        body: camt,
      }),
      201,
    );
    const entry = async (ref: string) =>
      (
        await queryRows<{ status: string; note: string | null }>(
          s.database.db,
          sql`select status, note from rail_events where rail = 'bank' and body->>'accountServicerRef' = ${ref}`,
        )
      )[0]!;
    expect(await entry('D1')).toMatchObject({ status: 'applied' });
    expect((await entry('D1')).note).toContain('booked by the bank');
    expect(await entry('D2')).toMatchObject({ status: 'exception' });
    expect((await entry('D2')).note).toContain('which its status report refused');
    expect(await entry('D3')).toMatchObject({ status: 'exception' });
    expect((await entry('D3')).note).toContain('the bank booked USD 14.00');
  });

  it('refuses what is not a pain.002 with the reason under file', async () => {
    for (const body of [
      'not xml <',
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt/></Document>',
      '<!DOCTYPE x [<!ENTITY a "b">]><Document/>',
    ]) {
      const fields = await errorsOf(await sendStatus(body));
      expect(fields.file).toBeTruthy();
    }
  });

  it('pays through the simulated bank: accepted, one refused with its code, and a late answer', async () => {
    const bank = railsOf(s.deps).simulators.bank!;
    const send = (id: string) =>
      readJson<{ batch: { open: number; paid: number; failed: number; sentAt: string } }>(
        s.request(`/api/admin/bank/payouts/batches/${id}/send`, {
          method: 'POST',
          cookie: admin.cookie,
        }),
      );
    const { connection } = await readJson<{ connection: string | null }>(
      s.request('/api/admin/bank/payouts/batches', { cookie: admin.cookie }),
    );
    expect(connection).toBe('simulated');
    // The second payment of the file refused as a closed account; the first paid.
    bank.setAnswer({ mode: 'reject', code: 'AC04', index: 1 });
    const w1 = await withdraw(gbPayee, 'USD', '101.00');
    const w2 = await withdraw(gbPayee, 'USD', '102.00');
    const first = await readJson<{ batch: { id: string; messageId: string } }>(makeBatch(), 201);
    const sent = await send(first.batch.id);
    expect(sent.batch.sentAt).toBeTruthy();
    expect(bank.received().at(-1)?.messageId).toBe(first.batch.messageId);
    await apply();
    expect((await withdrawal(w1.id)).status).toBe('completed');
    const refused = await withdrawal(w2.id);
    expect(refused.status).toBe('rejected');
    expect(refused.reason).toBe(
      'The bank says this account is closed. The money is back in your balance.',
    );
    // Sent again: the bank has it; nothing moves twice.
    await send(first.batch.id);
    await apply();
    expect(bank.received().filter((f) => f.messageId === first.batch.messageId)).toHaveLength(1);

    // Late: nothing until the bank answers, then the worker's collection applies it.
    bank.setAnswer({ mode: 'late' });
    const w3 = await withdraw(kePayee, 'KES', '14345.67');
    const late = await readJson<{ batch: { id: string } }>(makeBatch(), 201);
    expect((await send(late.batch.id)).batch.open).toBe(1);
    await apply();
    expect((await withdrawal(w3.id)).status).toBe('pending');
    bank.release();
    expect(await collectBankReports(s.database.db, railsOf(s.deps).bank!)).toBe(1);
    expect(await collectBankReports(s.database.db, railsOf(s.deps).bank!)).toBe(0);
    await apply();
    expect((await withdrawal(w3.id)).status).toBe('completed');
    bank.setAnswer({ mode: 'accept' });
  });

  // Only a server runs the two at once (PGlite has one connection).
  it.skipIf(!process.env.DATABASE_URL)(
    'an admin deciding while a batch is made: one of them, never both',
    async () => {
      const before = await balance('USD');
      const w = await withdraw(gbPayee, 'USD', '130.00');
      let decide!: () => void;
      const go = new Promise<void>((r) => (decide = r));
      let holding!: () => void;
      const held = new Promise<void>((r) => (holding = r));
      const adminTx = s.database.db.transaction(async (tx) => {
        const row = await lockPending<WdRow>(tx, 'withdrawal', w.id);
        const inFlight = await queryRows(
          tx,
          sql`select 1 from rail_operations where withdrawal_id = ${w.id} and status in ('submitting', 'submitted')`,
        );
        expect(inFlight).toEqual([]);
        holding();
        await go;
        await settleWithdrawal(tx, row, 'reject', 'Refused by the admin', {
          id: 'admin-test',
          email: 'admin@example.com',
        });
      });
      await held;
      const batching = createPayoutBatch(s.database.db, {
        debtorName: 'Mizani',
        debtors: debtorAccounts(s.env),
        createdBy: 'admin-test',
      });
      const waiting = async () =>
        (
          await queryRows<{ n: number }>(
            s.database.db,
            sql`select count(*)::int as n from pg_stat_activity
                where wait_event_type = 'Lock' and query like 'insert into rail_operations%'`,
          )
        )[0]!.n;
      let done = false;
      void batching.then(() => (done = true));
      await expect.poll(async () => done || (await waiting()) > 0).toBe(true);
      decide();
      await adminTx;
      expect(await batching).toBeNull();
      expect((await withdrawal(w.id)).status).toBe('rejected');
      expect(
        await queryRows(
          s.database.db,
          sql`select 1 from rail_operations where withdrawal_id = ${w.id}`,
        ),
      ).toEqual([]);
      expect(
        await queryRows(s.database.db, sql`select 1 from bank_payout_batches where nb_of_txs = 0`),
      ).toEqual([]);
      expect((await balance('USD')).eq(before)).toBe(true);
    },
  );

  it('keeps the ledger whole: every journal balances, balances equal their entries, each payout settled once', async () => {
    await expectLedgerInvariants(s);
    const twice = await queryRows(
      s.database.db,
      sql`select reference from ledger_journals where type in ('withdrawal_paid', 'withdrawal_release')
          group by reference having count(*) > 1`,
    );
    expect(twice).toEqual([]);
    // Every bank payout that closed did so with its withdrawal, and no event waits unapplied.
    const mismatched = await queryRows(
      s.database.db,
      sql`select o.id from rail_operations o join withdrawals w on w.id = o.withdrawal_id
          where o.rail = 'bank' and ((o.status = 'succeeded') <> (w.status = 'completed')
                                     or (o.status = 'failed') <> (w.status = 'rejected'))`,
    );
    expect(mismatched).toEqual([]);
    expect(
      await queryRows(
        s.database.db,
        sql`select 1 from rail_events where rail = 'bank' and status = 'received'`,
      ),
    ).toEqual([]);
  });
});
