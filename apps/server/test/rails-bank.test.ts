import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { streamCamt } from '../src/services/rails/bank/camt.ts';
import { importStatement } from '../src/services/rails/bank/import.ts';
import { creditDeposits } from '../src/services/funding/credit-batch.ts';
import { applyRailEvents } from '../src/services/rails/apply.ts';
import { railsOf } from '../src/services/rails/registry.ts';
import type { DepositRow } from '../src/services/funding/deposits.ts';
import { depositCreditedNotice } from '../src/services/notices/money-notices.ts';
import { storedMailBodies } from '../src/services/mail/stored.ts';
import { createTestServer, readJson, type TestServer } from './helpers.ts';

// The bank rail's collections (issue 37, docs/payments.md): camt.053/054 streamed into the inbox,
// matched to deposits by reference + amount + currency, the rest held as exceptions; a file (or
// an entry) seen twice applies nothing twice.

let s: TestServer;
let cookie: string;
let adminCookie: string;
let userId: string;

beforeAll(async () => {
  s = await createTestServer();
  const u = await s.createUser();
  cookie = u.cookie;
  userId = u.id;
  adminCookie = (await s.createUser({ role: 'admin' })).cookie;
}, 180_000);
afterAll(async () => {
  await s?.close();
});

type Entry = {
  ref: string;
  amount: string;
  currency?: string;
  dir?: 'CRDT' | 'DBIT';
  status?: string;
  remittance?: string;
};
const ntry = (e: Entry) => `
      <Ntry>
        <NtryRef>${e.ref}</NtryRef>
        <Amt Ccy="${e.currency ?? 'USD'}">${e.amount}</Amt>
        <CdtDbtInd>${e.dir ?? 'CRDT'}</CdtDbtInd>
        <Sts><Cd>${e.status ?? 'BOOK'}</Cd></Sts>
        <BookgDt><Dt>2026-12-01</Dt></BookgDt>
        <ValDt><Dt>2026-12-01</Dt></ValDt>
        <AcctSvcrRef>${e.ref}</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>E2E-${e.ref}</EndToEndId></Refs>
          <Amt Ccy="${e.currency ?? 'USD'}">${e.amount}</Amt>
          <RltdPties><Dbtr><Pty><Nm>Acme Traders Ltd</Nm></Pty></Dbtr>
            <DbtrAcct><Id><IBAN>GB33BUKB20201555555555</IBAN></Id></DbtrAcct></RltdPties>
          <RmtInf><Ustrd>${e.remittance ?? ''}</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>`;
const camt053 = (entries: Entry[], msgId = 'STMT-1') => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>${msgId}</MsgId><CreDtTm>2026-12-01T23:00:00Z</CreDtTm></GrpHdr>
    <Stmt>
      <Id>${msgId}-S</Id>
      <Acct><Id><IBAN>GB29NWBK60161331926819</IBAN></Id><Ccy>USD</Ccy></Acct>
      ${entries.map(ntry).join('')}
    </Stmt>
  </BkToCstmrStmt>
</Document>`;
const camt054 = (entries: Entry[], msgId = 'NTF-1') => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>${msgId}</MsgId><CreDtTm>2026-12-01T12:00:00Z</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>${msgId}-N</Id>
      <Acct><Id><IBAN>GB29NWBK60161331926819</IBAN></Id></Acct>
      ${entries.map(ntry).join('')}
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>`;

const upload = (xml: string, cookieValue = adminCookie, type = 'application/xml') =>
  s.request('/api/admin/bank/statements', {
    method: 'POST',
    cookie: cookieValue,
    headers: { 'content-type': type, 'x-file-name': 'statement.xml' },
    body: xml,
  });
const imported = (xml: string) =>
  readJson<{ statement: { entries: number; newEntries: number; duplicateFile: boolean } }>(
    upload(xml),
    201,
  ).then((r) => r.statement);
const deposit = async (currency: string, expectedAmount?: string) =>
  (
    await readJson<{ deposit: { id: string; reference: string } }>(
      s.request('/api/wallet/deposits', {
        method: 'POST',
        cookie,
        json: { currency, method: 'bank_transfer', ...(expectedAmount ? { expectedAmount } : {}) },
      }),
      201,
    )
  ).deposit;
const statusOf = async (id: string) =>
  (
    await queryRows<{ status: string }>(
      s.database.db,
      sql`select status from deposits where id = ${id}`,
    )
  )[0]!.status;
const balance = async (currency = 'USD') => {
  const [row] = await queryRows<{ balance: string }>(
    s.database.db,
    sql`select balance from ledger_accounts where kind = 'client' and user_id = ${userId} and currency = ${currency}`,
  );
  return row ? Number(row.balance) : 0;
};
const eventFor = async (ref: string) =>
  (
    await queryRows<{ status: string; note: string | null; deposit_id: string | null }>(
      s.database.db,
      sql`select status, note, deposit_id from rail_events where rail = 'bank' and body->>'accountServicerRef' = ${ref}`,
    )
  )[0]!;

describe('bank statements (camt.053/054)', () => {
  it('refuses a non-admin, a wrong content type and a file that is not a camt statement', async () => {
    expect((await upload(camt053([]), cookie)).status).toBe(403);
    expect((await upload(camt053([]), adminCookie, 'text/plain')).status).toBe(415);
    const notXml = await readJson<{ error: { fields: Record<string, string> } }>(
      upload('this is not xml <'),
      400,
    );
    expect(Object.keys(notXml.error.fields)).toEqual(['file']);
    const pain = await readJson<{ error: { message: string } }>(
      upload('<Document><CstmrCdtTrfInitn/></Document>'),
      400,
    );
    expect(pain.error.message).toContain('camt.053 or camt.054');
  });

  it('credits a deposit matched by reference, amount and currency, and holds the rest as exceptions', async () => {
    const before = await balance();
    const good = await deposit('USD', '1500.00');
    const differs = await deposit('USD', '800.00');
    const euros = await deposit('EUR', '50.00');
    const suggested = await deposit('USD', '777.00');
    const r = await imported(
      camt054([
        { ref: 'B1', amount: '1500.00', remittance: `Invoice 12 ${good.reference.toLowerCase()}` },
        { ref: 'B2', amount: '850.00', remittance: differs.reference },
        { ref: 'B3', amount: '50.00', remittance: euros.reference },
        { ref: 'B4', amount: '777.00', remittance: 'payment for services' },
        { ref: 'B5', amount: '99.00', remittance: 'DEP-ZZZZZZZZZZ' },
        { ref: 'B6', amount: '200.00', dir: 'DBIT', remittance: 'bank fee' },
        { ref: 'B7', amount: '1500.00', status: 'PDNG', remittance: good.reference },
      ]),
    );
    expect(r).toMatchObject({ entries: 7, newEntries: 7, duplicateFile: false });
    expect(await statusOf(good.id)).toBe('completed');
    expect(await balance()).toBe(before + 1500);
    expect(await eventFor('B1')).toMatchObject({ status: 'applied', deposit_id: good.id });
    expect(await eventFor('B2')).toMatchObject({ status: 'exception', deposit_id: differs.id });
    expect((await eventFor('B2')).note).toContain('differs');
    expect((await eventFor('B3')).note).toContain('currency USD differs');
    expect(await eventFor('B4')).toMatchObject({ status: 'exception', deposit_id: suggested.id });
    expect((await eventFor('B5')).note).toContain('unknown reference');
    expect((await eventFor('B6')).status).toBe('exception');
    expect((await eventFor('B7')).status).toBe('ignored');
    expect(await statusOf(differs.id)).toBe('pending');
    expect(await statusOf(euros.id)).toBe('pending');

    // The day's camt.053 repeats the notified entries and adds a second payment for a credited
    // deposit: nothing is applied twice; the second payment is an exception.
    const again = await imported(
      camt053([
        { ref: 'B1', amount: '1500.00', remittance: good.reference },
        { ref: 'B2', amount: '850.00', remittance: differs.reference },
        { ref: 'B8', amount: '1500.00', remittance: good.reference },
      ]),
    );
    expect(again).toMatchObject({ entries: 3, newEntries: 1 });
    expect(await balance()).toBe(before + 1500);
    expect((await eventFor('B8')).note).toContain('a second payment');
  });

  it("credits a statement's matches in one batch, each as it would alone", async () => {
    // Two holders: the English-speaking client and a French-speaking one with a webhook.
    const fr = await s.createUser();
    await s.database.db.execute(sql`update "user" set language = 'fr' where id = ${fr.id}`);
    await s.database.db.execute(
      sql`insert into webhook_endpoints (holder_id, mode, url, events, secret)
          values (${fr.id}, 'live', 'https://hooks.example.com/mizani', ${'{deposit.confirmed}'}::text[], 'sealed')`,
    );
    const before = await balance();
    const a = await deposit('USD', '120.00');
    const b = await deposit('USD');
    const theirs = (
      await readJson<{ deposit: { id: string; reference: string } }>(
        s.request('/api/wallet/deposits', {
          method: 'POST',
          cookie: fr.cookie,
          json: { currency: 'EUR', method: 'bank_transfer', expectedAmount: '75.50' },
        }),
        201,
      )
    ).deposit;
    await imported(
      camt054(
        [
          { ref: 'K1', amount: '120.00', remittance: a.reference },
          { ref: 'K2', amount: '33.10', remittance: b.reference },
          { ref: 'K3', amount: '75.50', currency: 'EUR', remittance: theirs.reference },
          { ref: 'K4', amount: '120.00', remittance: a.reference },
        ],
        'NTF-K',
      ),
    );
    expect(await balance()).toBeCloseTo(before + 153.1, 4);
    expect(await balance('EUR')).toBe(0);
    for (const [ref, id] of [
      ['K1', a.id],
      ['K2', b.id],
      ['K3', theirs.id],
    ] as const)
      expect(await eventFor(ref)).toMatchObject({ status: 'applied', deposit_id: id, note: null });
    // The same reference twice in one file: the second is a second payment, not a second credit.
    expect((await eventFor('K4')).note).toContain('a second payment');

    // Bell and mail in each reader's language, the audit, the webhook with the deposit as its API shows it.
    const bells = await queryRows<{ user_id: string; title: string }>(
      s.database.db,
      sql`select user_id, title from notifications where kind = 'deposit_credited'
          and (body like ${`%${theirs.reference}%`} or body like ${`%${b.reference}%`})`,
    );
    const notice = (reference: string, currency: string, amount: string, expected: string | null) =>
      depositCreditedNotice({
        reference,
        currency,
        method: 'bank_transfer',
        expectedAmount: expected,
        receivedAmount: amount,
      });
    expect(bells).toEqual(
      expect.arrayContaining([
        { user_id: userId, title: notice(b.reference, 'USD', '33.10', null).title },
        {
          user_id: fr.id,
          title: notice(theirs.reference, 'EUR', '75.50', '75.50').translations!.fr!.title,
        },
      ]),
    );
    const mails = await queryRows<{ to_address: string }>(
      s.database.db,
      sql`select to_address from mail_outbox where kind = 'deposit_credited' and subject like ${`%${theirs.reference}%`}`,
    );
    expect(mails).toEqual([{ to_address: fr.email }]);
    // Stored as its content (migration 0052), it reads as the mail written at once would.
    const [stored] = await queryRows<{ text_body: string | null; mail_input: unknown }>(
      s.database.db,
      sql`select text_body, mail_input from mail_outbox where kind = 'deposit_credited' and subject like ${`%${theirs.reference}%`}`,
    );
    expect(stored!.text_body).toBeNull();
    const frMail = depositCreditedNotice(
      {
        reference: theirs.reference,
        currency: 'EUR',
        method: 'bank_transfer',
        expectedAmount: '75.50',
        receivedAmount: '75.50',
      },
      s.deps.env.BETTER_AUTH_URL,
      ['fr'],
    ).mail;
    expect(
      storedMailBodies({ textBody: null, htmlBody: null, mailInput: stored!.mail_input }),
    ).toEqual({ text: frMail.text, html: frMail.html });
    const audits = await queryRows<{ actor_id: string; after: { status: string } }>(
      s.database.db,
      sql`select actor_id, after from audit_log where action = 'deposit.confirm' and target_id in (${a.id}, ${b.id}, ${theirs.id})`,
    );
    expect(audits).toHaveLength(3);
    expect(audits.every((r) => r.actor_id === 'rail:bank' && r.after.status === 'completed')).toBe(
      true,
    );
    const listed = await readJson<{ deposits: Record<string, unknown>[] }>(
      s.request('/api/wallet/deposits', { cookie: fr.cookie }),
    );
    const { instructions: _i, ...shown } = listed.deposits.find((d) => d.id === theirs.id)!;
    const hooks = await queryRows<{ type: string; payload: unknown }>(
      s.database.db,
      sql`select type, payload from webhook_events where holder_id = ${fr.id}`,
    );
    expect(hooks).toEqual([{ type: 'deposit.confirmed', payload: { deposit: shown } }]);

    // A deposit read as pending but credited meanwhile is left alone by the batch.
    const [stale] = await queryRows<DepositRow>(
      s.database.db,
      sql`select * from deposits where id = ${a.id}`,
    );
    const done = await s.database.db.transaction((tx) =>
      creditDeposits(tx, [{ deposit: { ...stale!, status: 'pending' }, amount: '120' }], {
        id: 'rail:bank',
        email: 'bank rail',
      }),
    );
    expect(done.size).toBe(0);
    expect(await balance()).toBeCloseTo(before + 153.1, 4);
  });

  it('credits batches side by side, one holder in all of them, each entry once', async () => {
    // Batches of two entries, two batches crediting at once (import.ts): every batch holds the
    // same holder's deposits, so the second waits for the first's lock, and nothing is lost.
    const before = await balance();
    const ds = [];
    for (let i = 1; i <= 8; i++) ds.push(await deposit('USD', `${10 * i}.00`));
    const entries = ds.map((d, i) => ({
      ref: `W${i}`,
      amount: `${10 * (i + 1)}.00`,
      remittance: d.reference,
    }));
    const xml = camt053(
      [...entries, { ref: 'W1', amount: '20.00', remittance: ds[1]!.reference }],
      'STMT-W',
    );
    const [admin] = await queryRows<{ id: string }>(
      s.database.db,
      sql`select id from "user" where role = 'admin' limit 1`,
    );
    const result = await importStatement(
      s.database.db,
      (async function* () {
        yield xml;
      })(),
      { importedBy: admin!.id, batchSize: 2, lanes: s.database.kind === 'postgres' ? 2 : 1 },
    );
    // The entry repeated in the file is one row: the bank's own reference makes an entry.
    expect(result).toMatchObject({ entries: 9, newEntries: 8 });
    expect(await balance()).toBeCloseTo(before + 360, 4);
    for (const d of ds) expect(await statusOf(d.id)).toBe('completed');
    const journals = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from deposits where id in (${sql.join(
        ds.map((d) => sql`${d.id}`),
        sql`, `,
      )}) and journal_id is not null`,
    );
    expect(journals[0]!.n).toBe(8);
    for (let i = 0; i < 8; i++)
      expect(await eventFor(`W${i}`)).toMatchObject({ status: 'applied', deposit_id: ds[i]!.id });
  });

  it('finishes the entries of an import that stopped once their claim runs out', async () => {
    const before = await balance();
    const a = await deposit('USD', '41.00');
    const b = await deposit('USD', '42.00');
    // As storeClaimed leaves them when the process dies before applying: stored, claimed, and
    // the claim run out.
    for (const [ref, d, amount] of [
      ['L1', a, '41.00'],
      ['L2', b, '42.00'],
    ] as const) {
      const entry = {
        amount,
        currency: 'USD',
        direction: 'CRDT',
        status: 'BOOK',
        reversal: false,
        remittance: [d.reference],
        accountServicerRef: ref,
      };
      await s.database.db.execute(
        sql`insert into rail_events (rail, kind, raw, body, dedupe_key, locked_until, attempts)
            values ('bank', 'camt_entry', ${JSON.stringify(entry)}, ${JSON.stringify(entry)}::jsonb,
                    ${`camt:test:${ref}:BOOK`}, now() - interval '1 second', 1)`,
      );
    }
    expect(await applyRailEvents(s.database.db, railsOf(s.deps))).toBe(2);
    expect(await balance()).toBeCloseTo(before + 83, 4);
    expect(await eventFor('L1')).toMatchObject({ status: 'applied', deposit_id: a.id });
    expect(await eventFor('L2')).toMatchObject({ status: 'applied', deposit_id: b.id });
    expect(await applyRailEvents(s.database.db, railsOf(s.deps))).toBe(0);
  });

  it('applies nothing twice when the same statement is imported twice', async () => {
    const before = await balance();
    const d = await deposit('USD');
    const xml = camt053([{ ref: 'C1', amount: '640.25', remittance: d.reference }], 'STMT-C');
    expect(await imported(xml)).toMatchObject({ newEntries: 1, duplicateFile: false });
    expect(await balance()).toBeCloseTo(before + 640.25, 4);
    expect(await imported(xml)).toMatchObject({ newEntries: 0, duplicateFile: true });
    expect(await balance()).toBeCloseTo(before + 640.25, 4);
    const list = await readJson<{ statements: { status: string; matched: number }[] }>(
      s.request('/api/admin/bank/statements', { cookie: adminCookie }),
    );
    expect(list.statements[0]!.status).toBe('imported');
    expect(list.statements[1]!.matched).toBe(1);
  });

  it('streams 100,000 entries in flat memory', async () => {
    const total = 100_000;
    let yielded = 0;
    let yieldedAtFirstBatch = -1;
    async function* file() {
      yield '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>BIG</MsgId></GrpHdr><Stmt><Id>BIG-S</Id><Acct><Id><IBAN>GB29NWBK60161331926819</IBAN></Id></Acct>';
      for (let i = 0; i < total; i += 100) {
        let chunk = '';
        for (let j = i; j < i + 100; j++)
          chunk += ntry({
            ref: `N${j}`,
            amount: `${(j % 5000) + 1}.00`,
            remittance: `DEP-ZZZZ${j}`,
          });
        yielded += 100;
        yield chunk;
      }
      yield '</Stmt></BkToCstmrStmt></Document>';
    }
    const start = process.memoryUsage().heapUsed;
    let peak = start;
    let seen = 0;
    const result = await streamCamt(file(), async (batch) => {
      if (yieldedAtFirstBatch < 0) yieldedAtFirstBatch = yielded;
      seen += batch.length;
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    });
    expect(result.entries).toBe(total);
    expect(seen).toBe(total);
    // Streamed: the first entries are handed on while most of the file is still unread ...
    expect(yieldedAtFirstBatch).toBeGreaterThan(0);
    expect(yieldedAtFirstBatch).toBeLessThan(total / 10);
    // ... and the heap never holds the file: about 100 MB of XML, several times that as strings
    // and objects if held whole. The bound is loose because collection runs when it likes.
    expect(peak - start).toBeLessThan(160 * 1024 * 1024);
  }, 120_000);
});

describe('reconciliation: the exceptions queue and the daily report', () => {
  type Exc = {
    id: string;
    rail: string;
    reason: string;
    state: string;
    suggestedDepositId: string | null;
    raw: string;
  };
  const open = async () =>
    (
      await readJson<{ exceptions: Exc[] }>(
        s.request('/api/admin/rails/exceptions', { cookie: adminCookie }),
      )
    ).exceptions;
  const act = (id: string, action: string, body: unknown, as = adminCookie) =>
    s.request(`/api/admin/rails/exceptions/${id}/${action}`, {
      method: 'POST',
      cookie: as,
      json: body,
    });

  it('books a payout paid by hand when a bank debit names it and its amount, once', async () => {
    // A client's withdrawal to a bank account, paid by an admin from the funding queue.
    const funded = await deposit('USD', '300.00');
    await imported(
      camt054([{ ref: 'H0', amount: '300.00', remittance: funded.reference }], 'NTF-H'),
    );
    const ben = await readJson<{ beneficiary: { id: string } }>(
      s.request('/api/wallet/beneficiaries', {
        method: 'POST',
        cookie,
        json: {
          kind: 'bank_account',
          name: 'Baraka Otieno',
          country: 'US',
          currency: 'USD',
          bankName: 'First Federal Bank',
          accountNumber: '987654321',
        },
      }),
      201,
    );
    const { withdrawal } = await readJson<{ withdrawal: { id: string; reference: string } }>(
      s.request('/api/wallet/withdrawals', {
        method: 'POST',
        cookie,
        json: { beneficiaryId: ben.beneficiary.id, currency: 'USD', amount: '120.00' },
      }),
      201,
    );
    await readJson(
      s.request(`/api/admin/funding/withdrawals/${withdrawal.id}/approve`, {
        method: 'POST',
        cookie: adminCookie,
        json: {},
      }),
    );
    // No rail shows the money left: the queue holds the hand payout.
    const handPaid = (await open()).find((x) =>
      x.reason.startsWith(`${withdrawal.reference} was paid out`),
    );
    expect(handPaid).toBeDefined();

    // The bank's statement books it (the admin typed the reference), then books it again.
    await imported(
      camt053(
        [
          {
            ref: 'H1',
            amount: '120.00',
            dir: 'DBIT',
            remittance: `Payout ${withdrawal.reference}`,
          },
          { ref: 'H2', amount: '120.00', dir: 'DBIT', remittance: withdrawal.reference },
          { ref: 'H3', amount: '99.00', dir: 'DBIT', remittance: 'WDR-ZZZZZZZZZZ' },
        ],
        'STMT-H',
      ),
    );
    expect(await eventFor('H1')).toMatchObject({
      status: 'applied',
      note: `matches ${withdrawal.reference}, paid by hand`,
    });
    expect(await eventFor('H2')).toMatchObject({ status: 'exception' });
    expect((await eventFor('H2')).note).toBe(
      `a second debit for ${withdrawal.reference}, already booked`,
    );
    expect((await eventFor('H3')).note).toBe('a debit for an unknown payout WDR-ZZZZZZZZZZ');
    const [closed] = await queryRows<{ state: string }>(
      s.database.db,
      sql`select state from rail_exceptions where id = ${handPaid!.id}`,
    );
    expect(closed!.state).toBe('matched');
    expect((await open()).some((x) => x.id === handPaid!.id)).toBe(false);
  });

  it('credits an unmatched bank credit to the suggested deposit, once', async () => {
    const before = await balance();
    const d = await deposit('USD', '4321.00');
    await imported(
      camt053([{ ref: 'X1', amount: '4321.00', remittance: 'no reference given' }], 'STMT-X1'),
    );
    const x = (await open()).find((e) => e.raw.includes('"X1"'))!;
    expect(x.suggestedDepositId).toBe(d.id);
    expect(x.reason).toContain('no deposit reference');
    // Bad input and other admins' rights first.
    expect((await act(x.id, 'credit', { note: '' })).status).toBe(400);
    expect((await act(x.id, 'credit', { note: 'matched by amount' }, cookie)).status).toBe(403);
    const done = await readJson<{ exception: { state: string } }>(
      act(x.id, 'credit', { note: 'matched by amount and payer' }),
    );
    expect(done.exception.state).toBe('credited');
    expect(await statusOf(d.id)).toBe('completed');
    expect(await balance()).toBe(before + 4321);
    expect((await act(x.id, 'credit', { note: 'again' })).status).toBe(409);
    expect(await balance()).toBe(before + 4321);
  });

  it('refuses to credit what no statement proves arrived (a debit)', async () => {
    await imported(camt053([{ ref: 'X2', amount: '10.00', dir: 'DBIT' }], 'STMT-X2'));
    const x = (await open()).find((e) => e.raw.includes('"X2"'))!;
    expect((await act(x.id, 'credit', { note: 'try it' })).status).toBe(409);
    expect(
      (
        await readJson<{ exception: { state: string } }>(
          act(x.id, 'refund', { note: 'bank fee, booked' }),
        )
      ).exception.state,
    ).toBe('refunded');
  });

  it('writes off only with a second admin (four eyes)', async () => {
    const second = (await s.createUser({ role: 'admin' })).cookie;
    await imported(
      camt053([{ ref: 'X3', amount: '3.00', remittance: 'DEP-YYYYYYYYYY' }], 'STMT-X3'),
    );
    const x = (await open()).find((e) => e.raw.includes('"X3"'))!;
    const asked = await readJson<{ exception: { state: string } }>(
      act(x.id, 'write-off', { note: 'three dollars, unknown sender' }),
    );
    expect(asked.exception.state).toBe('write_off_requested');
    expect((await act(x.id, 'write-off', { note: 'approve my own' })).status).toBe(403);
    const approved = await readJson<{ exception: { state: string } }>(
      act(x.id, 'write-off', { note: 'agreed' }, second),
    );
    expect(approved.exception.state).toBe('written_off');
    expect((await open()).some((e) => e.id === x.id)).toBe(false);
  });

  it('reports the day per rail on screen and as CSV, naming what is unmatched', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const { report } = await readJson<{
      report: {
        bank: { status: string; count: number }[];
        unmatched: { rail: string; open: number }[];
      };
    }>(s.request(`/api/admin/rails/report?day=${day}`, { cookie: adminCookie }));
    expect(report.bank.find((b) => b.status === 'applied')!.count).toBeGreaterThan(0);
    const stillOpen = (await open()).filter((x) => x.rail === 'bank').length;
    expect(report.unmatched.find((u) => u.rail === 'bank')!.open).toBe(stillOpen);
    const csv = await s.request(`/api/admin/rails/report.csv?day=${day}`, { cookie: adminCookie });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\n')[0]).toBe('day,rail,section,direction,currency,status,count,total');
    expect(text).toContain(`${day},bank,unmatched (open exceptions),,,open,${stillOpen},`);
    expect(
      (await s.request('/api/admin/rails/report?day=2026-13-45', { cookie: adminCookie })).status,
    ).toBe(400);
    expect((await s.request('/api/admin/rails/report', { cookie })).status).toBe(403);
  });
});

it('keeps the ledger whole', async () => {
  const unbalanced = await queryRows(
    s.database.db,
    sql`select journal_id from ledger_entries group by journal_id, currency having sum(amount) <> 0`,
  );
  expect(unbalanced).toEqual([]);
  const twice = await queryRows(
    s.database.db,
    sql`select reference from ledger_journals where type = 'deposit' group by reference having count(*) > 1`,
  );
  expect(twice).toEqual([]);
});
