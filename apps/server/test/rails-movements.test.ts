import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createTestServer, readJson, type TestServer } from './helpers.ts';

// Reconciliation's other direction (issue 37): every movement on the settlement account goes back
// to a rail event. A deposit credited by hand has none: it is a report line and an exception
// until the bank statement shows the money arriving (then matched), or two admins write it off.

let s: TestServer;
let client: { cookie: string };
let admins: string[];
beforeAll(async () => {
  s = await createTestServer();
  client = await s.createUser();
  admins = [
    (await s.createUser({ role: 'admin' })).cookie,
    (await s.createUser({ role: 'admin' })).cookie,
  ];
}, 180_000);
afterAll(() => s?.close());

const as = (cookie: string, path: string, json?: unknown) =>
  s.request(path, { cookie, ...(json ? { method: 'POST', json } : {}) });
const newDeposit = async (expectedAmount: string) =>
  (
    await readJson<{ deposit: { id: string; reference: string } }>(
      as(client.cookie, '/api/wallet/deposits', {
        currency: 'USD',
        method: 'bank_transfer',
        expectedAmount,
      }),
      201,
    )
  ).deposit;
type Exc = { id: string; rail: string; reason: string; state: string; amount: string };
const queue = async (state = 'open') =>
  (
    await readJson<{ exceptions: Exc[] }>(
      as(admins[0]!, `/api/admin/rails/exceptions?state=${state}`),
    )
  ).exceptions.filter((x) => x.rail === 'ledger');
type Line = {
  currency: string;
  direction: string;
  explained: string;
  count: number;
  total: string;
};
const movements = async () =>
  (await readJson<{ report: { movements: Line[] } }>(as(admins[0]!, '/api/admin/rails/report')))
    .report.movements;
const camt = (ref: string, amount: string, remittance: string) =>
  s.request('/api/admin/bank/statements', {
    method: 'POST',
    cookie: admins[0]!,
    headers: { 'content-type': 'application/xml' },
    body: `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>MV-${ref}</MsgId></GrpHdr><Stmt><Id>MV-${ref}-S</Id><Acct><Id><IBAN>GB29NWBK60161331926819</IBAN></Id></Acct>
      <Ntry><Amt Ccy="USD">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><AcctSvcrRef>${ref}</AcctSvcrRef>
      <NtryDtls><TxDtls><RmtInf><Ustrd>${remittance}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry></Stmt></BkToCstmrStmt></Document>`,
  });

describe('every ledger movement back to a rail event', () => {
  it('reports a hand credit as unexplained until the statement shows the money, then matches it', async () => {
    const byRail = await newDeposit('250.00');
    await readJson(camt('MV1', '250.00', byRail.reference), 201);
    const byHand = await newDeposit('1200.00');
    await readJson(
      as(admins[0]!, `/api/admin/funding/deposits/${byHand.id}/confirm`, {
        receivedAmount: '1200.00',
      }),
    );

    const lines = await movements();
    expect(lines).toEqual(
      expect.arrayContaining([
        { currency: 'USD', direction: 'in', explained: 'none', count: 1, total: '1200.0000' },
        expect.objectContaining({ currency: 'USD', direction: 'in', explained: 'rail' }),
      ]),
    );
    const [x] = (await queue()).filter((e) => e.reason.includes(byHand.reference));
    expect(x).toMatchObject({ state: 'open', amount: '1200.0000' });
    expect((await queue()).some((e) => e.reason.includes(byRail.reference))).toBe(false);
    // Opened once however often the queue and report are read.
    await movements();
    expect((await queue()).filter((e) => e.reason.includes(byHand.reference))).toHaveLength(1);
    // Not money to send back.
    const refund = await as(admins[0]!, `/api/admin/rails/exceptions/${x!.id}/refund`, {
      note: 'send it back',
    });
    expect(refund.status).toBe(409);
    const csv = await (await as(admins[0]!, '/api/admin/rails/report.csv')).text();
    expect(csv).toContain('ledger (no rail event),ledger movements,in,USD,none,1,1200.0000');

    // The day's statement brings the money: the entry is that credit, not a second payment.
    await readJson(camt('MV2', '1200.00', `school fees ${byHand.reference}`), 201);
    const [ev] = await queryRows<{ status: string; note: string }>(
      s.database.db,
      sql`select status, note from rail_events where rail = 'bank' and body->>'accountServicerRef' = 'MV2'`,
    );
    expect(ev).toMatchObject({
      status: 'applied',
      note: `matches ${byHand.reference}, credited by hand`,
    });
    expect((await queue()).some((e) => e.id === x!.id)).toBe(false);
    expect((await queue('resolved')).find((e) => e.id === x!.id)?.state).toBe('matched');
    expect((await movements()).filter((l) => l.explained === 'none')).toEqual([]);
    // A third payment with that reference is a second payment again.
    await readJson(camt('MV3', '1200.00', byHand.reference), 201);
    const [again] = await queryRows<{ status: string; note: string }>(
      s.database.db,
      sql`select status, note from rail_events where rail = 'bank' and body->>'accountServicerRef' = 'MV3'`,
    );
    expect(again!.note).toContain('a second payment');
  });

  it('lets two admins write off a movement no rail will ever explain', async () => {
    const d = await newDeposit('75.00');
    await readJson(
      as(admins[1]!, `/api/admin/funding/deposits/${d.id}/confirm`, { receivedAmount: '75.00' }),
    );
    const [x] = (await queue()).filter((e) => e.reason.includes(d.reference));
    const note = { note: 'cash paid in at the Nairobi office, receipt 4411' };
    await readJson(as(admins[0]!, `/api/admin/rails/exceptions/${x!.id}/write-off`, note));
    expect(
      (await as(admins[0]!, `/api/admin/rails/exceptions/${x!.id}/write-off`, note)).status,
    ).toBe(403);
    const done = await readJson<{ exception: { state: string } }>(
      as(admins[1]!, `/api/admin/rails/exceptions/${x!.id}/write-off`, note),
    );
    expect(done.exception.state).toBe('written_off');
  });
});
