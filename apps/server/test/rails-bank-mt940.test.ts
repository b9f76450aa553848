import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { parseMt940, swiftAmount } from '../src/services/rails/bank/mt940.ts';
import { createTestServer, readJson, type TestServer } from './helpers.ts';

// MT940 statements (issue 37, decision 036): the SWIFT text format read by mt940js, amounts taken
// from the raw :61: field as decimal strings, each line through the same inbox, matching and
// exceptions as a camt entry; the same file twice is refused.

let s: TestServer;
let client: { cookie: string; id: string };
let adminCookie: string;
beforeAll(async () => {
  s = await createTestServer();
  client = await s.createUser();
  adminCookie = (await s.createUser({ role: 'admin' })).cookie;
}, 180_000);
afterAll(() => s?.close());

/** A bank's file: two statements, each in its own SWIFT envelope, CRLF line ends. */
const file = (refs: { usd: string; differs: string; kes: string }, tag20 = 'STMT261201-01') =>
  [
    '{1:F01MIZAKENAXXXX0000000000}{2:O9401200261201KCBLKENXAXXX00000000002612011200N}{4:',
    `:20:${tag20}`,
    ':25:KE12KCBL0000001234567890',
    ':28C:00123/001',
    ':60F:C261130USD000000010000,00',
    ':61:2612011201C1500,00NTRFNONREF//FT26335AB12C',
    // The reference wrapped across two narrative lines, as banks cut at 65 characters.
    `:86:/ORDP/ACME TRADERS LTD/REMI/INVOICE 12 ${refs.usd.slice(0, 8)}`,
    `${refs.usd.slice(8)} THANK YOU`,
    `:61:2612011201C850,00NTRF${refs.differs}//FT26335AB13D`,
    `:86:/ORDP/KAMAU AND SONS/REMI/${refs.differs}`,
    ':61:2612011201D200,00NCHGNONREF//FT26335CH001',
    ':86:BANK CHARGES NOVEMBER',
    ':61:2612011201RC1500,00NTRFNONREF//FT26335RV001',
    ':86:REVERSAL OF FT26335AB12C',
    ':62F:C261201USD000000010650,00',
    '-}',
    '{1:F01MIZAKENAXXXX0000000000}{2:O9401200261201KCBLKENXAXXX00000000002612011200N}{4:',
    `:20:${tag20}B`,
    ':25:KE98KCBL0000009876543210',
    ':28C:00045/001',
    ':60F:C261130KES000000500000,',
    ':61:2612011201C25000,5NMSCNONREF//FT26335KS001',
    // German-style structured narrative: the reference split between ?21 and ?22.
    `:86:166?00SEPA CREDIT?20EREF+E2E4711?21SVWZ+${refs.kes.slice(0, 6)}`,
    `?22${refs.kes.slice(6)} SCHOOL FEES?32WANJIKU MUTHONI`,
    ':61:2612011201RD100,00NMSCNONREF//FT26335KS002',
    ':86:REVERSAL OF CHARGE FT26335CH009',
    ':62F:C261201KES000000525100,50',
    '-}',
  ].join('\r\n');

const upload = (body: string, as = adminCookie, type = 'application/octet-stream') =>
  s.request('/api/admin/bank/statements', {
    method: 'POST',
    cookie: as,
    headers: { 'content-type': type, 'x-file-name': 'KCB-20261201.sta' },
    body,
  });
const deposit = async (currency: string, expectedAmount: string) =>
  (
    await readJson<{ deposit: { id: string; reference: string } }>(
      s.request('/api/wallet/deposits', {
        method: 'POST',
        cookie: client.cookie,
        json: { currency, method: 'bank_transfer', expectedAmount },
      }),
      201,
    )
  ).deposit;
const balance = async (currency: string) =>
  (
    await queryRows<{ balance: string }>(
      s.database.db,
      sql`select balance::text from ledger_accounts where kind = 'client' and user_id = ${client.id} and currency = ${currency}`,
    )
  )[0]?.balance ?? '0';
const events = async (statementId: string) =>
  queryRows<{ status: string; note: string | null; amount: string; direction: string }>(
    s.database.db,
    sql`select status, note, body->>'amount' as amount, body->>'direction' as direction
        from rail_events where statement_id = ${statementId} order by body->>'lineKey'`,
  );

describe('MT940 statements', () => {
  it('reads amounts as the bank wrote them, marks, reversals and narratives', () => {
    expect(swiftAmount('000000010000,00')).toBe('10000.00');
    expect(swiftAmount('25000,5')).toBe('25000.5');
    expect(swiftAmount('1500,')).toBe('1500');
    expect(swiftAmount('123456789012,34')).toBe('123456789012.34');
    expect(() => swiftAmount('12.50')).toThrow();
    const f = parseMt940(
      file({ usd: 'DEP-AAAAAAAAAA', differs: 'DEP-BBBBBBBBBB', kes: 'DEP-CCCCCCCCCC' }),
    );
    expect(f.statements).toBe(2);
    expect(f.entries.map((e) => [e.amount, e.currency, e.direction, e.reversal])).toEqual([
      ['1500.00', 'USD', 'CRDT', false],
      ['850.00', 'USD', 'CRDT', false],
      ['200.00', 'USD', 'DBIT', false],
      ['1500.00', 'USD', 'DBIT', true],
      ['25000.5', 'KES', 'CRDT', false],
      ['100.00', 'KES', 'CRDT', true],
    ]);
    const [first, , , , kes] = f.entries;
    expect(first!.remittance.join(' ')).toContain('DEP-AAAAAAAAAA');
    expect(first).toMatchObject({
      account: 'KE12KCBL0000001234567890',
      accountServicerRef: 'FT26335AB12C',
      entryRef: null,
      debtorName: 'ACME TRADERS LTD',
      valueDate: '2026-12-01',
    });
    expect(kes!.remittance.join(' ')).toContain('DEP-CCCCCCCCCC');
    expect(kes).toMatchObject({ endToEndId: 'E2E4711', debtorName: 'WANJIKU MUTHONI' });
    // A statement whose lines do not add up, and text that is no MT940, are refused.
    expect(() =>
      parseMt940(
        file({ usd: 'X', differs: 'Y', kes: 'Z' }).replace(
          'C261201USD000000010650,00',
          'C261201USD000000010650,01',
        ),
      ),
    ).toThrow();
    expect(() => parseMt940('Date,Amount\n2026-12-01,1500')).toThrow(/not an MT940/);
  });

  it('refuses a non-admin, a form type and a file that is not MT940', async () => {
    expect((await upload(':20:X', client.cookie)).status).toBe(403);
    expect((await upload(':20:X', adminCookie, 'text/plain')).status).toBe(415);
    const bad = await readJson<{ error: { message: string; fields: Record<string, string> } }>(
      upload('Date,Amount\n2026-12-01,1500'),
      400,
    );
    expect(bad.error.message).toContain('MT940');
    expect(Object.keys(bad.error.fields)).toEqual(['file']);
  });

  it('credits matched lines, holds the rest as exceptions, and refuses the same file twice', async () => {
    const usd = await deposit('USD', '1500.00');
    const differs = await deposit('USD', '800.00');
    const kes = await deposit('KES', '25000.50');
    const usdBefore = await balance('USD');
    const kesBefore = await balance('KES');
    const text = file({ usd: usd.reference, differs: differs.reference, kes: kes.reference });
    const r = (
      await readJson<{
        statement: { statementId: string; format: string; entries: number; newEntries: number };
      }>(upload(text), 201)
    ).statement;
    expect(r).toMatchObject({ format: 'mt940', entries: 6, newEntries: 6 });
    expect(Number(await balance('USD')) - Number(usdBefore)).toBe(1500);
    expect(Number(await balance('KES')) - Number(kesBefore)).toBe(25000.5);

    const byAmount = (await events(r.statementId)).map((e) => [
      e.amount,
      e.direction,
      e.status,
      e.note,
    ]);
    expect(byAmount).toEqual(
      expect.arrayContaining([
        ['1500.00', 'CRDT', 'applied', null],
        ['25000.5', 'CRDT', 'applied', null],
        ['850.00', 'CRDT', 'exception', 'amount 850.00 differs from the 800.00 announced'],
        ['200.00', 'DBIT', 'exception', 'a debit on our account that no payout file explains'],
        ['1500.00', 'DBIT', 'exception', 'a reversal by the bank: check the movement it reverses'],
        ['100.00', 'CRDT', 'exception', 'a reversal by the bank: check the movement it reverses'],
      ]),
    );
    const { exceptions } = await readJson<{
      exceptions: { amount: string; currency: string; reason: string }[];
    }>(s.request('/api/admin/rails/exceptions', { cookie: adminCookie }));
    expect(
      exceptions.filter((x) => x.reason.includes('850.00')).map((x) => [x.amount, x.currency]),
    ).toEqual([['850.0000', 'USD']]);

    // The same file again: refused whole, nothing imported or credited twice.
    const dup = await readJson<{ error: { message: string } }>(upload(text), 409);
    expect(dup.error.message).toContain('already imported');
    // The same statements re-sent under another :20: reference: every line is known already.
    const resent = (
      await readJson<{ statement: { entries: number; newEntries: number } }>(
        upload(
          file(
            { usd: usd.reference, differs: differs.reference, kes: kes.reference },
            'RESEND-0001',
          ),
        ),
        201,
      )
    ).statement;
    expect(resent).toMatchObject({ entries: 6, newEntries: 0 });
    expect(Number(await balance('USD')) - Number(usdBefore)).toBe(1500);
    const list = await readJson<{ statements: { format: string; status: string }[] }>(
      s.request('/api/admin/bank/statements', { cookie: adminCookie }),
    );
    const mt940 = list.statements.filter((x) => x.format === 'mt940');
    expect(mt940.map((x) => x.status)).toEqual(['imported', 'imported', 'failed']);
  });

  it('reads a camt statement sent as octet-stream as camt', async () => {
    const camt = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>OCT-1</MsgId></GrpHdr><Stmt><Id>OCT-1-S</Id><Acct><Id><IBAN>GB29NWBK60161331926819</IBAN></Id></Acct></Stmt></BkToCstmrStmt></Document>`;
    const r = await readJson<{ statement: { format: string } }>(upload(camt), 201);
    expect(r.statement.format).toBe('camt.053');
  });
});
