import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FirmQuote, ScreeningCase, VerificationOverview } from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import { runPendingRescreens } from '../src/services/screening/rescreen.ts';
import {
  auditRows,
  createTestServerWithUsers,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { fundWallet } from './wallet-helpers.ts';
import { ALL_CHECKS, importList, submitTier1 } from './verification-helpers.ts';

// Issue 22: sanctions and PEP screening against lists an admin imports (this test brings its
// own), at submission and after every list change; a possible match pauses money until an
// admin clears it, a confirmed one freezes the account.
let s: TestServer;
let admin: TestUser;

const HEADER = 'name,aliases,date_of_birth,nationality,programme,list_name';
const LIST_A = [
  HEADER,
  '"Al-Bashir, Omar Hassan Ahmed",Omar Bashir;Omar al Bashir,1944,Sudan,TEST-SANCTIONS,Test list A',
  'Yevgeny Viktorovich Prigozhin,Evgeniy Prigojin,1961-06-01,Russia,TEST-SANCTIONS,Test list A',
  'Ngozi Okafor-Eze,,1975,Nigeria,TEST-PEP,Test list A',
].join('\n');

beforeAll(async () => {
  const made = await createTestServerWithUsers({ seedContent: true, clients: 0 });
  s = made.server;
  admin = made.admin;
  expect((await importList(s, admin, LIST_A)).status).toBe(201);
  await runPendingRescreens(s.database.db);
}, 60_000);
afterAll(async () => {
  await s?.close();
});

const cases = async (status = 'open') =>
  (
    await readJson<{ cases: ScreeningCase[] }>(
      s.request(`/api/admin/screening/cases?status=${status}`, { cookie: admin.cookie }),
    )
  ).cases;
const caseOf = async (userId: string) => (await cases('all')).filter((c) => c.userId === userId);
const decideCase = (id: string, decision: string) =>
  s.request(`/api/admin/screening/cases/${id}/decision`, {
    method: 'POST',
    cookie: admin.cookie,
    json: { decision, note: 'Checked the date of birth and nationality against the list.' },
  });
const errorOf = async (res: Response | Promise<Response>) => {
  const r = await res;
  return {
    status: r.status,
    ...((await r.json()) as { error: { code: string; message: string } }).error,
  };
};
const money = (u: TestUser) => ({
  deposit: () =>
    s.request('/api/wallet/deposits', {
      method: 'POST',
      cookie: u.cookie,
      json: { currency: 'USD', method: 'bank_transfer' },
    }),
  quote: () =>
    s.request('/api/orders/quotes', {
      method: 'POST',
      cookie: u.cookie,
      json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '150.00' },
    }),
});

describe('list import', () => {
  it('refuses a file without the consolidated-list header or with bad rows, applying nothing', async () => {
    const before = await queryRows(s.database.db, sql`select id from screening_entries`);
    const noHeader = await importList(s, admin, 'name,list_name\nSomeone,List');
    expect(noHeader.status).toBe(400);
    expect(((await noHeader.json()) as { error: { message: string } }).error.message).toMatch(
      /line 1: The header row must name the columns name, aliases, date_of_birth/,
    );
    const badDob = await importList(
      s,
      admin,
      `${HEADER}\nGood Name,,1970,Kenya,P,L\nBad Date,,12/01/1970,Kenya,P,L`,
    );
    expect(badDob.status).toBe(400);
    expect(
      ((await badDob.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toEqual({
      'line 3': 'Date of birth must be YYYY, YYYY-MM or YYYY-MM-DD',
    });
    expect(await queryRows(s.database.db, sql`select id from screening_entries`)).toEqual(before);
    const { lists } = await readJson<{ lists: { listName: string; entries: number }[] }>(
      s.request('/api/admin/screening/lists', { cookie: admin.cookie }),
    );
    expect(lists).toEqual([expect.objectContaining({ listName: 'Test list A', entries: 3 })]);
    expect((await auditRows(s, 'screening.import')).length).toBe(1);
  });
});

describe('screening at submission', () => {
  it('a transliterated, reordered listed name pauses money until an admin clears it', async () => {
    const c = await s.createUser({ tier: 0 });
    const sub = await submitTier1(s, c, 'Muhammad Omar Bashir', '1944-01-01');
    const [found] = await caseOf(c.id);
    expect(found).toMatchObject({
      status: 'open',
      trigger: 'submission',
      fullLegalName: 'Muhammad Omar Bashir',
    });
    expect(found!.matches[0]).toMatchObject({
      name: 'Al-Bashir, Omar Hassan Ahmed',
      listName: 'Test list A',
    });
    expect(found!.matches[0]!.score).toBeGreaterThanOrEqual(0.88);
    // The submission cannot be approved while the case is open.
    const approve = () =>
      s.request(`/api/admin/verification/${sub}/decision`, {
        method: 'POST',
        cookie: admin.cookie,
        json: { decision: 'approve', checks: ALL_CHECKS },
      });
    expect((await errorOf(approve())).message).toBe(
      'Decide the open screening case for this client first',
    );
    expect(
      (await readJson<VerificationOverview>(s.request('/api/verification', { cookie: c.cookie })))
        .restriction,
    ).toBe('review');

    expect((await decideCase(found!.id, 'false_positive')).status).toBe(200);
    expect((await decideCase(found!.id, 'confirmed')).status).toBe(409);
    expect((await approve()).status).toBe(200);
    expect((await money(c).deposit()).status).toBe(201);
    expect((await auditRows(s, 'screening.clear')).some((r) => r.target_id === found!.id)).toBe(
      true,
    );
  });

  it('unrelated names open no case', async () => {
    const c = await s.createUser({ tier: 0 });
    await submitTier1(s, c, 'Amina Wanjiru Odhiambo');
    expect(await caseOf(c.id)).toEqual([]);
  });
});

describe('re-screening on a list change', () => {
  it('a verified client newly listed is paused on every money route; cleared, money moves; confirmed, frozen', async () => {
    const c = await s.createUser({ firstName: 'Kwabena' }); // verified as "Kwabena User"
    await fundWallet(s, admin, c, 'USD', '1000.00');
    // A quote taken before the list changes: the order made with it is refused too.
    const early = (await readJson<{ quote: FirmQuote }>(money(c).quote(), 201)).quote;
    const { beneficiary } = await readJson<{ beneficiary: { id: string } }>(
      s.request('/api/wallet/beneficiaries', {
        method: 'POST',
        cookie: c.cookie,
        json: {
          kind: 'mobile_money',
          name: 'Kwabena User',
          country: 'KE',
          currency: 'KES',
          phone: '+254712000333',
          network: 'mpesa',
        },
      }),
      201,
    );
    expect(await caseOf(c.id)).toEqual([]);

    // A new edition of list B names him (word order swapped, a diacritic).
    const listB = `${HEADER}\nUsér Kwabena,,1990,Kenya,TEST-PEP,Test list B`;
    expect((await importList(s, admin, listB)).status).toBe(201);
    await runPendingRescreens(s.database.db);
    const [found] = await caseOf(c.id);
    expect(found).toMatchObject({ status: 'open', trigger: 'list_change' });
    const { imports } = await readJson<{
      imports: { rescreenStatus: string; casesOpened: number }[];
    }>(s.request('/api/admin/screening/lists', { cookie: admin.cookie }));
    expect(imports[0]).toMatchObject({ rescreenStatus: 'done', casesOpened: 1 });

    const paused = {
      status: 403,
      code: 'ACCOUNT_RESTRICTED',
      message:
        'Your account is under a compliance review, so money movements are paused. We will notify you when it is complete.',
    };
    expect(await errorOf(money(c).deposit())).toMatchObject(paused);
    expect(await errorOf(money(c).quote())).toMatchObject(paused);
    expect(
      await errorOf(
        s.request('/api/orders', {
          method: 'POST',
          cookie: c.cookie,
          json: { quoteId: early.id, idempotencyKey: 'screened-1' },
        }),
      ),
    ).toMatchObject(paused);
    expect(
      await errorOf(
        s.request('/api/wallet/withdrawals', {
          method: 'POST',
          cookie: c.cookie,
          json: { beneficiaryId: beneficiary.id, currency: 'KES', amount: '20000.00' },
        }),
      ),
    ).toMatchObject(paused);

    // Cleared: money moves again, and the same listed entry is not raised again on the next change.
    expect((await decideCase(found!.id, 'false_positive')).status).toBe(200);
    expect((await money(c).quote()).status).toBe(201);
    expect(
      (await importList(s, admin, `${listB}\nSomeone Else Entirely,,1950,Chad,TEST,Test list B`))
        .status,
    ).toBe(201);
    await runPendingRescreens(s.database.db);
    expect((await caseOf(c.id)).filter((x) => x.status === 'open')).toEqual([]);

    // A different listed entry for him, confirmed: the account is frozen.
    expect(
      (await importList(s, admin, `${HEADER}\nKwabena User,,,,TEST-FRAUD,Test list C`)).status,
    ).toBe(201);
    await runPendingRescreens(s.database.db);
    const open = (await caseOf(c.id)).find((x) => x.status === 'open')!;
    expect((await decideCase(open.id, 'confirmed')).status).toBe(200);
    expect(await errorOf(money(c).quote())).toMatchObject({
      status: 403,
      code: 'ACCOUNT_RESTRICTED',
      message: 'Your account is restricted. Please contact support at compliance@mizani.example.',
    });
    expect((await auditRows(s, 'screening.confirm')).some((r) => r.target_id === open.id)).toBe(
      true,
    );
    // The client is never told about the list (no tipping off): no notification mentions it.
    const notes = await queryRows<{ body: string }>(
      s.database.db,
      sql`select title || ' ' || body as body from notifications where user_id = ${c.id}`,
    );
    expect(notes.filter((n) => /sanction|list|screen/i.test(n.body))).toEqual([]);
  });

  it('the dashboard counts open cases', async () => {
    const c = await s.createUser({ tier: 0 });
    await submitTier1(s, c, 'Evgeniy Prigozhin');
    const figures = await readJson<{ openScreeningCases: number }>(
      s.request('/api/admin/verification/figures', { cookie: admin.cookie }),
    );
    expect(figures.openScreeningCases).toBe((await cases('open')).length);
    expect(figures.openScreeningCases).toBeGreaterThanOrEqual(1);
  });
});

describe('demo seed', () => {
  it('keeps the demo client verified, adds an unverified one, and loads a fictional list that matches neither', async () => {
    const { freshDatabase } = await import('./helpers.ts');
    const { seedDemo } = await import('../src/db/seed/index.ts');
    const { DEMO_USERS } = await import('../src/db/seed/demo-users.ts');
    const { findMatches } = await import('../src/services/screening/screen.ts');
    const database = await freshDatabase();
    try {
      await seedDemo(database.db);
      const tiers = await queryRows<{ email: string; tier: number | null }>(
        database.db,
        sql`select u.email, k.tier from "user" u left join kyc_profiles k on k.user_id = u.id order by u.email`,
      );
      expect(
        Object.fromEntries(tiers.map((t) => [t.email, t.tier === null ? 0 : Number(t.tier)])),
      ).toEqual({
        [DEMO_USERS.admin.email]: 0,
        [DEMO_USERS.client.email]: 1,
        [DEMO_USERS.unverified.email]: 0,
      });
      const listed = await findMatches(database.db, { name: 'Wiktor Drozdow' }, 0.88);
      expect(listed.map((m) => m.listName)).toEqual(['Mizani demo list']);
      for (const u of [DEMO_USERS.client, DEMO_USERS.unverified])
        expect(
          await findMatches(database.db, { name: `${u.firstName} ${u.lastName}` }, 0.88),
        ).toEqual([]);
    } finally {
      await database.close();
      await database.drop();
    }
  });
});

// Issue 33: look-alike letters of other scripts and invisible characters no longer hide a listed
// name, on either side; name fields refuse invisible and text-direction characters.
describe('look-alike letters and invisible characters', () => {
  const LIST_D = [
    HEADER,
    'Viktor Stepanovich Drozdov,Wiktor Drozdow,1961-03-14,Russia,TEST-SANCTIONS,Test list D',
    'Kassim Abdulrahman Yusuf,Qasim Abd al-Rahman Yousef,,Somalia,TEST-SANCTIONS,Test list D',
  ].join('\n');
  const listD = async () => {
    const { findMatches } = await import('../src/services/screening/screen.ts');
    return async (name: string) =>
      (await findMatches(s.database.db, { name }, 0.88))
        .filter((m) => m.listName === 'Test list D')
        .map((m) => m.name);
  };

  beforeAll(async () => {
    expect((await importList(s, admin, LIST_D)).status).toBe(201);
    await runPendingRescreens(s.database.db);
  });

  it.each([
    ['Greek omicron', 'Viktοr Drοzdοv', 'Viktor Stepanovich Drozdov'],
    ['Cyrillic dze', 'Kasѕim Yuѕuf', 'Kassim Abdulrahman Yusuf'],
    ['Cyrillic o and e', 'Drоzdоv Viktоr', 'Viktor Stepanovich Drozdov'],
    ['Armenian oh and seh', 'Viktօr Drօzdօv', 'Viktor Stepanovich Drozdov'],
    ['full-width forms', 'Ｖｉｋｔｏｒ Ｄｒｏｚｄｏｖ', 'Viktor Stepanovich Drozdov'],
    ['combining marks', 'V\u0308i\u0301ktor Dro\u0336zdo\u20d7v', 'Viktor Stepanovich Drozdov'],
    ['mathematical letters', '𝐊𝐚𝐬𝐬𝐢𝐦 𝐘𝐮𝐬𝐮𝐟', 'Kassim Abdulrahman Yusuf'],
  ])('a tier-1 submission written with %s opens a case', async (_what, name, listed) => {
    const c = await s.createUser({ tier: 0 });
    await submitTier1(s, c, name);
    const [found] = await caseOf(c.id);
    expect(found).toMatchObject({ status: 'open', trigger: 'submission', fullLegalName: name });
    expect(found!.matches.map((m) => m.name)).toContain(listed);
  });

  it('unrelated names written with look-alikes open no case', async () => {
    const c = await s.createUser({ tier: 0 });
    await submitTier1(s, c, 'Grасе Wаnjiru Kаmаu'); // Cyrillic а, с and е
    expect(await caseOf(c.id)).toEqual([]);
  });

  it('a legal name with invisible or text-direction characters is refused with a field error', async () => {
    const { uploaded, tier1Body } = await import('./verification-helpers.ts');
    const c = await s.createUser({ tier: 0 });
    const id = await uploaded(s, c, 'id_document');
    const proof = await uploaded(s, c, 'proof_of_address');
    for (const name of [
      'Vik\u00adtor Droz\u00addov', // soft hyphen
      'Vik\u200btor Droz\u200bdov', // zero-width space
      'Viktor \u202evodzorD', // right-to-left override
      'Vik\u200dtor Drozdov', // a joiner no Latin word needs
    ]) {
      const res = await s.request('/api/verification/tier1', {
        method: 'POST',
        cookie: c.cookie,
        json: tier1Body({ id: id.id, proof: proof.id }, name),
      });
      const body = (await res.json()) as {
        error: { code: string; fields: Record<string, string> };
      };
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(body.error.code).toBe('VALIDATION');
      expect(Object.values(body.error.fields)).toEqual([
        'Remove the invisible or text-direction characters from this field (names are written with visible letters only).',
      ]);
    }
    expect(await caseOf(c.id)).toEqual([]);
  });

  it('the screening itself drops invisible characters before matching', async () => {
    const match = await listD();
    for (const name of [
      'Vik\u00adtor Droz\u00addov',
      'Vik\u200btor Droz\u200bdov',
      '\u2067Viktor\u2069 \u200eDrozdov\u200f',
      'Kas\u2060sim Yu\ufe0fsuf',
    ])
      expect(await match(name), JSON.stringify(name)).not.toEqual([]);
    expect(await match('Amina Wanjiru Odhiambo')).toEqual([]);
  });

  it('re-screening finds a client when the list writes the name with look-alikes and invisible characters', async () => {
    const c = await s.createUser({ firstName: 'Gabriel' }); // verified as "Gabriel User"
    expect(await caseOf(c.id)).toEqual([]);
    const listE = `${HEADER}\nGa\u00adbriеl Uѕ\u200ber,,,,TEST-PEP,Test list E`; // Cyrillic е and ѕ
    expect((await importList(s, admin, listE)).status).toBe(201);
    await runPendingRescreens(s.database.db);
    const [found] = await caseOf(c.id);
    expect(found).toMatchObject({ status: 'open', trigger: 'list_change' });
    expect(found!.matches[0]).toMatchObject({ listName: 'Test list E' });
  });

  it('keys stored the old way are re-made and every client re-screened', async () => {
    const { NAME_KEY_VERSION } = await import('@mizani/shared');
    const match = await listD();
    const stale = await queryRows<{ id: string }>(
      s.database.db,
      sql`update screening_names set key_version = 1, name_key = 'stale'
           where entry_id in (select id from screening_entries where list_name = 'Test list D')
          returning id`,
    );
    await queryRows(
      s.database.db,
      sql`delete from screening_keys where name_id in (${sql.join(
        stale.map((r) => sql`${r.id}::uuid`),
        sql`, `,
      )})`,
    );
    await queryRows(
      s.database.db,
      sql`update kyc_profiles set name_key_version = 1, name_key = 'stale' where name_key is not null`,
    );
    expect(await match('Viktοr Drοzdοv')).toEqual([]);

    await runPendingRescreens(s.database.db);
    expect(await match('Viktοr Drοzdοv')).toEqual(['Viktor Stepanovich Drozdov']);
    const left = await queryRows<{ n: number }>(
      s.database.db,
      sql`select (select count(*) from screening_names where key_version <> ${NAME_KEY_VERSION})::int
               + (select count(*) from kyc_profiles where name_key_version <> ${NAME_KEY_VERSION} or name_key = 'stale')::int as n`,
    );
    expect(left[0]!.n).toBe(0);
    const [rekey] = await queryRows<{ list_names: string[]; rescreen_status: string }>(
      s.database.db,
      sql`select list_names, rescreen_status from screening_imports order by created_at desc limit 1`,
    );
    expect(rekey).toMatchObject({ list_names: [], rescreen_status: 'done' });
  });
});
