// Sanctions screening at scale (issue 22): 100,000 list entries (with aliases), then
// (1) screening one name, timed 200 times (goal: p99 under 50 ms), and (2) re-screening 10,000
// clients after a list import (goal: under 60 s). PostgreSQL when the runner passes { pgUrl },
// else the embedded database. Alone: node --import tsx bench/screening.ts [postgres://...]
import { sql } from 'drizzle-orm';
import { nameKey } from '@mizani/shared';
import { queryRows } from '../apps/server/src/db/client.ts';
import { replaceLists, type ListRow } from '../apps/server/src/services/screening/lists.ts';
import { rescreenAllClients } from '../apps/server/src/services/screening/rescreen.ts';
import { findMatches } from '../apps/server/src/services/screening/screen.ts';
import { createTestServer } from '../apps/server/test/helpers.ts';
import { median, percentile } from './lib.ts';

const ENTRIES = 100_000;
const CLIENTS = 10_000;
const QUERIES = 200;
const THRESHOLD = 0.88;

// Names from about 200 syllables, two or three of them a word, two to four words a name: varied
// enough that 100,000 entries are mostly distinct, as in real consolidated lists.
const ONSETS = [
  'b',
  'd',
  'f',
  'g',
  'h',
  'j',
  'k',
  'l',
  'm',
  'n',
  'p',
  'r',
  's',
  't',
  'v',
  'w',
  'y',
  'z',
  'sh',
  'ch',
  'th',
  'kh',
  'ng',
  'dr',
  'tr',
  'br',
  'gr',
  'st',
];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ou'];
const SYL = ONSETS.flatMap((o) => VOWELS.map((v) => o + v));
let seed = 42;
const rnd = (n: number) => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed % n;
};
const word = () => {
  const n = 2 + rnd(2);
  let w = '';
  for (let i = 0; i < n; i++) w += SYL[rnd(SYL.length)];
  if (rnd(3) === 0) w += ['n', 'r', 's', 'm', 'd'][rnd(5)];
  return w[0]!.toUpperCase() + w.slice(1);
};
const fullName = () => Array.from({ length: 2 + rnd(3) }, word).join(' ');

function listRows(n: number, listName: string): ListRow[] {
  return Array.from({ length: n }, () => ({
    name: fullName(),
    aliases: rnd(3) === 0 ? [fullName()] : [],
    dateOfBirth: rnd(2) ? `19${40 + rnd(60)}` : null,
    nationality: null,
    programme: 'BENCH',
    listName,
  }));
}
const ms = (t: number) => Math.round((performance.now() - t) * 10) / 10;

async function measure(label: string, pgUrl?: string) {
  const saved = process.env.DATABASE_URL;
  if (pgUrl) process.env.DATABASE_URL = pgUrl;
  else delete process.env.DATABASE_URL;
  const s = await createTestServer();
  if (saved === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = saved;
  const db = s.database.db;
  try {
    const rows = listRows(ENTRIES, 'Bench list');
    let t = performance.now();
    await db.transaction((tx) => replaceLists(tx, rows, null));
    await db.execute(sql`analyze`);
    const importMs = ms(t);

    // (1) One name at a time: half are listed names respelt (word order swapped), half unknown.
    const times: number[] = [];
    let matched = 0;
    for (let i = 0; i < QUERIES; i++) {
      const listed = rows[rnd(rows.length)]!.name.split(' ').reverse().join(' ');
      const name = i % 2 ? listed : fullName();
      t = performance.now();
      const found = await db.transaction((tx) =>
        findMatches(tx, { name, dateOfBirth: '1980-01-01', nationality: 'Kenya' }, THRESHOLD),
      );
      times.push(performance.now() - t);
      if (found.length) matched++;
    }

    // (2) 10,000 clients with verified names, then a new list edition and the full re-screen.
    await db.execute(sql`insert into "user" (id, email, name, email_verified, role)
      select 'bench-' || g, 'bench' || g || '@example.com', 'Bench ' || g, true, 'client'
        from generate_series(1, ${CLIENTS}) g`);
    const clients = Array.from({ length: CLIENTS }, (_, i) => {
      const name = i % 100 === 0 ? rows[i]!.name : fullName(); // 1% are listed people
      return { id: `bench-${i + 1}`, name, key: nameKey(name) };
    });
    for (let i = 0; i < clients.length; i += 2000) {
      const batch = clients.slice(i, i + 2000);
      await db.execute(sql`insert into kyc_profiles (user_id, tier, full_legal_name, date_of_birth, nationality, country, name_key)
        select id, 1, name, '1980-01-01', 'Kenya', 'Kenya', key
          from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as x(id text, name text, key text)`);
    }
    await db.execute(sql`analyze`);
    await db.transaction((tx) => replaceLists(tx, listRows(1000, 'Bench update'), null));
    t = performance.now();
    const rescreen = await rescreenAllClients(db, THRESHOLD);
    const rescreenMs = ms(t);
    const [names] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from screening_names`,
    );
    return {
      database: label,
      listEntries: ENTRIES,
      listNames: Number(names!.n),
      importMs,
      oneName: {
        runs: QUERIES,
        p50Ms: Math.round(median(times) * 10) / 10,
        p95Ms: Math.round(percentile(times, 95) * 10) / 10,
        p99Ms: Math.round(percentile(times, 99) * 10) / 10,
        withMatches: matched,
      },
      rescreen: {
        clients: rescreen.screened,
        casesOpened: rescreen.opened,
        seconds: Math.round(rescreenMs / 100) / 10,
      },
    };
  } finally {
    await s.close();
  }
}

export async function screeningBench(ctx: { pgUrl?: string; quick?: boolean } = {}) {
  return ctx.pgUrl
    ? [await measure('PostgreSQL', ctx.pgUrl)]
    : [await measure('embedded (PGlite)')];
}
export default screeningBench;

if (import.meta.url === `file://${process.argv[1]}`) {
  screeningBench({ pgUrl: process.argv[2] })
    .then((r) => console.log(JSON.stringify(r, null, 2)))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
