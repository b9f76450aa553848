import { sql } from 'drizzle-orm';
import {
  blockingKeys,
  NAME_KEY_VERSION,
  nameKey,
  nameTokens,
  type ScreeningMatch,
} from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { readPlatformSetting } from '../platform-settings.ts';
import {
  CANDIDATES_MAX,
  candidateColumns,
  clearedEntries,
  openCase,
  scoreCandidates,
  textArray,
  type CandidateRow,
} from './screen.ts';

// Re-screening every client after a list changes (issue 22). A worker claims each pending import
// (FOR UPDATE SKIP LOCKED, so one instance does it) and screens the clients in chunks: one
// statement per chunk finds every client's candidates through the blocking-key index.

const CHUNK = 500;

type ProfileRow = {
  user_id: string;
  full_legal_name: string;
  date_of_birth: string | null;
  nationality: string | null;
  name_key: string;
};

/** Screens every client with verified or submitted details; returns the figures. */
export async function rescreenAllClients(db: Db, threshold?: number) {
  const limit = threshold ?? (await readPlatformSetting(db, 'compliance.screeningThreshold'));
  let after = '';
  let screened = 0;
  let opened = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const people = await queryRows<ProfileRow>(
        tx,
        sql`select user_id, full_legal_name, date_of_birth::text as date_of_birth, nationality, name_key
              from kyc_profiles
             where name_key is not null and restriction <> 'frozen' and user_id > ${after}
             order by user_id limit ${CHUNK}`,
      );
      if (!people.length) return true;
      after = people[people.length - 1]!.user_id;
      // Every client's blocking keys in one statement: candidates per client, most shared first.
      const keys = people.flatMap((p) =>
        blockingKeys(p.name_key.split(' ').filter(Boolean)).map((k) => ({ u: p.user_id, k })),
      );
      const rows = keys.length
        ? await queryRows<CandidateRow & { user_id: string }>(
            tx,
            sql`with c as (select * from jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as x(u text, k text)),
                hits as (select c.u, k.name_id, count(*) as shared from c join screening_keys k on k.key = c.k group by c.u, k.name_id),
                ranked as (select *, row_number() over (partition by u order by shared desc) as rn from hits)
                select r.u as user_id, ${candidateColumns}
                  from ranked r
                  join screening_names n on n.id = r.name_id
                  join screening_entries e on e.id = n.entry_id
                 where r.rn <= ${CANDIDATES_MAX}`,
          )
        : [];
      const byUser = new Map<string, CandidateRow[]>();
      for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
      const cleared = await clearedEntries(tx, [...byUser.keys()]);
      for (const p of people) {
        const list = byUser.get(p.user_id);
        if (!list) continue;
        const person = {
          name: p.full_legal_name,
          dateOfBirth: p.date_of_birth,
          nationality: p.nationality,
        };
        const matches: ScreeningMatch[] = scoreCandidates(
          person,
          list,
          limit,
          cleared.get(p.user_id),
        );
        if (
          matches.length &&
          (await openCase(tx, {
            userId: p.user_id,
            name: person.name,
            matches,
            trigger: 'list_change',
          }))
        )
          opened++;
      }
      await queryRows(
        tx,
        sql`update kyc_profiles set screened_at = now() where user_id = any(${textArray(people.map((p) => p.user_id))})`,
      );
      screened += people.length;
      return false;
    });
    if (done) break;
  }
  return { screened, opened };
}

const REKEY_BATCH = 1000;

/**
 * Re-makes the screening keys stored by an older NAME_KEY_VERSION (listed names and clients'
 * profiles) in batches that instances share (SKIP LOCKED), then queues a re-screening of every
 * client, since a new way of reading names can find matches the old one missed (issue 33: look-
 * alike letters). True when this call re-keyed anything.
 */
export async function rekeyStaleNames(db: Db): Promise<boolean> {
  let rekeyed = false;
  for (;;) {
    const names = await db.transaction(async (tx) => {
      const rows = await queryRows<{ id: string; name: string }>(
        tx,
        sql`select id, name from screening_names where key_version < ${NAME_KEY_VERSION}
             order by id limit ${REKEY_BATCH} for update skip locked`,
      );
      if (!rows.length) return 0;
      const made = rows.map((r) => {
        const tokens = nameTokens(r.name);
        return { id: r.id, k: tokens.join(' '), b: blockingKeys(tokens) };
      });
      const json = JSON.stringify(made);
      await queryRows(
        tx,
        sql`update screening_names n set name_key = x.k, key_version = ${NAME_KEY_VERSION}
              from jsonb_to_recordset(${json}::jsonb) as x(id uuid, k text)
             where n.id = x.id`,
      );
      await queryRows(
        tx,
        sql`delete from screening_keys where name_id = any(${textArray(rows.map((r) => r.id))}::uuid[])`,
      );
      await queryRows(
        tx,
        sql`insert into screening_keys (key, name_id)
            select distinct jsonb_array_elements_text(x.b), x.id
              from jsonb_to_recordset(${json}::jsonb) as x(id uuid, b jsonb)`,
      );
      return rows.length;
    });
    const profiles = await db.transaction(async (tx) => {
      const rows = await queryRows<{ user_id: string; full_legal_name: string | null }>(
        tx,
        sql`select user_id, full_legal_name from kyc_profiles
             where name_key_version < ${NAME_KEY_VERSION}
             order by user_id limit ${REKEY_BATCH} for update skip locked`,
      );
      if (!rows.length) return 0;
      const made = rows.map((r) => ({
        u: r.user_id,
        k: r.full_legal_name == null ? null : nameKey(r.full_legal_name),
      }));
      await queryRows(
        tx,
        sql`update kyc_profiles p set name_key = coalesce(x.k, p.name_key), name_key_version = ${NAME_KEY_VERSION}
              from jsonb_to_recordset(${JSON.stringify(made)}::jsonb) as x(u text, k text)
             where p.user_id = x.u`,
      );
      return rows.length;
    });
    if (!names && !profiles) break;
    rekeyed = true;
  }
  if (!rekeyed) return false;
  // Queued once every instance's batches are in (rows another instance still holds read as
  // stale here) and not twice: an import of no list, which the worker below runs as any other.
  await queryRows(
    db,
    sql`insert into screening_imports (list_names, entries)
        select '{}'::text[], 0
         where not exists (select 1 from screening_names where key_version < ${NAME_KEY_VERSION})
           and not exists (select 1 from kyc_profiles where name_key_version < ${NAME_KEY_VERSION})
           and not exists (select 1 from screening_imports where rescreen_status = 'pending')`,
  );
  return true;
}

/** Runs the re-screening of imports still pending; one at a time across instances. */
export async function runPendingRescreens(db: Db) {
  await rekeyStaleNames(db);
  for (;;) {
    const claimed = await db.transaction(async (tx: DbOrTx) => {
      const [row] = await queryRows<{ id: string }>(
        tx,
        // A run left 'running' by an instance that died is taken over after 30 minutes.
        sql`select id from screening_imports
             where rescreen_status = 'pending'
                or (rescreen_status = 'running' and rescreen_started_at < now() - interval '30 minutes')
             order by created_at limit 1 for update skip locked`,
      );
      if (!row) return null;
      await queryRows(
        tx,
        sql`update screening_imports set rescreen_status = 'running', rescreen_started_at = now() where id = ${row.id}`,
      );
      return row.id;
    });
    if (!claimed) return;
    const { screened, opened } = await rescreenAllClients(db);
    await queryRows(
      db,
      sql`update screening_imports set rescreen_status = 'done', rescreen_finished_at = now(), clients_screened = ${screened}, cases_opened = ${opened}
           where id = ${claimed}`,
    );
  }
}
