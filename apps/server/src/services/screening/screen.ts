import { sql } from 'drizzle-orm';
import { blockingKeys, matchScore, nameKey, nameTokens, type ScreeningMatch } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';

// Screening a person against the imported lists (issue 22; docs/compliance.md). Two stages: the
// blocking keys (consonant skeletons of the name's tokens, word order irrelevant) find, through a
// plain index, the listed names that share a key with the client's, most shared first; then the
// shared matcher scores each candidate and keeps those at or above the threshold setting.

/** Candidates scored per screened name, those sharing the most keys first. */
export const CANDIDATES_MAX = 200;

export interface Person {
  name: string;
  dateOfBirth?: string | null;
  nationality?: string | null;
}

export type CandidateRow = {
  entry_id: string;
  matched_name: string;
  name_key: string;
  name: string;
  list_name: string;
  programme: string | null;
  date_of_birth: string | null;
  nationality: string | null;
};

export const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

export const candidateColumns = sql`n.entry_id, n.name as matched_name, n.name_key, e.name, e.list_name, e.programme, e.date_of_birth, e.nationality`;

/** Scores candidates for one person; best match per entry, best first. */
export function scoreCandidates(
  person: Person,
  rows: CandidateRow[],
  threshold: number,
  cleared: ReadonlySet<string> = new Set(),
): ScreeningMatch[] {
  const tokens = nameTokens(person.name);
  const best = new Map<string, ScreeningMatch>();
  for (const r of rows) {
    const entryKey = `${r.list_name}|${nameKey(r.name)}|${r.date_of_birth ?? ''}`;
    if (cleared.has(entryKey)) continue;
    const score = matchScore(
      { tokens, dateOfBirth: person.dateOfBirth, nationality: person.nationality },
      { tokens: r.name_key.split(' '), dateOfBirth: r.date_of_birth, nationality: r.nationality },
    );
    if (score < threshold) continue;
    const prev = best.get(r.entry_id);
    if (!prev || prev.score < score)
      best.set(r.entry_id, {
        entryId: r.entry_id,
        entryKey,
        name: r.name,
        matchedName: r.matched_name,
        score,
        listName: r.list_name,
        programme: r.programme,
        dateOfBirth: r.date_of_birth,
        nationality: r.nationality,
      });
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}

/**
 * The listed entries a person possibly is; `cleared` are entry keys an admin already cleared as
 * false positives for them.
 */
export async function findMatches(
  db: DbOrTx,
  person: Person,
  threshold: number,
  cleared?: ReadonlySet<string>,
): Promise<ScreeningMatch[]> {
  const keys = blockingKeys(nameTokens(person.name));
  if (!keys.length) return [];
  const rows = await queryRows<CandidateRow>(
    db,
    sql`select ${candidateColumns}
          from (select k.name_id, count(*) as shared from screening_keys k
                 where k.key = any(${textArray(keys)})
                 group by k.name_id order by shared desc limit ${CANDIDATES_MAX}) c
          join screening_names n on n.id = c.name_id
          join screening_entries e on e.id = n.entry_id`,
  );
  return scoreCandidates(person, rows, threshold, cleared);
}

/** Entries (by entryKey) cleared as false positives for these users, by user. */
export async function clearedEntries(db: DbOrTx, userIds: string[]) {
  const out = new Map<string, Set<string>>();
  if (!userIds.length) return out;
  const rows = await queryRows<{ user_id: string; entry_id: string }>(
    db,
    sql`select c.user_id, m->>'entryKey' as entry_id
          from screening_cases c, jsonb_array_elements(c.matches) m
         where c.status = 'false_positive' and c.user_id in (${sql.join(
           userIds.map((u) => sql`${u}`),
           sql`, `,
         )})`,
  );
  for (const r of rows) {
    const set = out.get(r.user_id) ?? new Set<string>();
    set.add(r.entry_id);
    out.set(r.user_id, set);
  }
  return out;
}

/**
 * Opens a case for the matches (unless one is already open) and pauses the client's money
 * movements; a frozen client stays frozen. True when a new case was opened.
 */
export async function openCase(
  tx: DbOrTx,
  p: {
    userId: string;
    name: string;
    matches: ScreeningMatch[];
    trigger: 'submission' | 'list_change';
  },
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`insert into screening_cases (user_id, trigger, screened_name, matches)
        values (${p.userId}, ${p.trigger}, ${p.name}, ${JSON.stringify(p.matches)}::jsonb)
        on conflict (user_id) where status = 'open' do nothing returning id`,
  );
  await queryRows(
    tx,
    sql`update kyc_profiles set restriction = 'review', updated_at = now() where user_id = ${p.userId} and restriction = 'clear'`,
  );
  return rows.length > 0;
}
