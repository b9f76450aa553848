import { sql } from 'drizzle-orm';
import type { ScreeningMatch } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { readPlatformSetting } from '../platform-settings.ts';
import {
  candidateColumns,
  candidateThreshold,
  clearedEntries,
  openCase,
  scoreCandidates,
  type CandidateRow,
} from './screen.ts';

// Re-screening every client after a list changes (issue 22). A worker claims each pending import
// (FOR UPDATE SKIP LOCKED, so one instance does it) and screens the clients in chunks: one
// statement per chunk finds every client's candidates through the trigram index.

const CHUNK = 500;

type ClientRow = CandidateRow & {
  user_id: string;
  full_legal_name: string;
  p_dob: string | null;
  p_nationality: string | null;
};

/** Screens every client with verified or submitted details; returns the figures. */
export async function rescreenAllClients(db: Db, threshold?: number) {
  const limit = threshold ?? (await readPlatformSetting(db, 'compliance.screeningThreshold'));
  let after = '';
  let screened = 0;
  let opened = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const users = await queryRows<{ user_id: string }>(
        tx,
        sql`select user_id from kyc_profiles where name_key is not null and restriction <> 'frozen' and user_id > ${after} order by user_id limit ${CHUNK}`,
      );
      if (!users.length) return true;
      after = users[users.length - 1]!.user_id;
      const ids = users.map((u) => u.user_id);
      await candidateThreshold(tx);
      const rows = await queryRows<ClientRow>(
        tx,
        sql`select p.user_id, p.full_legal_name, p.date_of_birth::text as p_dob, p.nationality as p_nationality, c.*
              from kyc_profiles p
              cross join lateral (
                select ${candidateColumns}
                  from screening_names n join screening_entries e on e.id = n.entry_id
                 where n.name_key % p.name_key
                 limit 100) c
             where p.user_id in (${sql.join(
               ids.map((u) => sql`${u}`),
               sql`, `,
             )})`,
      );
      const byUser = new Map<string, ClientRow[]>();
      for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
      const cleared = await clearedEntries(tx, [...byUser.keys()]);
      for (const [userId, list] of byUser) {
        const first = list[0]!;
        const person = {
          name: first.full_legal_name,
          dateOfBirth: first.p_dob,
          nationality: first.p_nationality,
        };
        const matches: ScreeningMatch[] = scoreCandidates(person, list, limit, cleared.get(userId));
        if (
          matches.length &&
          (await openCase(tx, { userId, name: person.name, matches, trigger: 'list_change' }))
        )
          opened++;
      }
      await queryRows(
        tx,
        sql`update kyc_profiles set screened_at = now() where user_id in (${sql.join(
          ids.map((u) => sql`${u}`),
          sql`, `,
        )})`,
      );
      screened += ids.length;
      return false;
    });
    if (done) break;
  }
  return { screened, opened };
}

/** Runs the re-screening of imports still pending; one at a time across instances. */
export async function runPendingRescreens(db: Db) {
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
