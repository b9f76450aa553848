import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  blockingKeys,
  nameTokens,
  SCREENING_ALIAS_SEPARATOR,
  SCREENING_CSV_COLUMNS,
  isCleanText,
  nameKey,
} from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { parseCsv } from '../../lib/csv-parse.ts';

// Sanctions and PEP lists an admin imports as CSV in the consolidated-list shape (issue 22). An
// import replaces every entry of the list names it contains (a list's new edition) and queues a
// re-screening of every client (rescreen.ts), since a change can create or remove matches.

export interface ListRow {
  name: string;
  aliases: string[];
  dateOfBirth: string | null;
  nationality: string | null;
  programme: string | null;
  listName: string;
}

const DOB = /^\d{4}(-\d{2}(-\d{2})?)?$/;
const MAX_ROWS = 200_000;

/** Rows of the file, or every problem with its line number (nothing is applied then). */
export function parseListCsv(text: string) {
  const rows = parseCsv(text);
  const errors: { line: number; message: string }[] = [];
  const header = rows.shift();
  const cols = header?.cells.map((c) => c.trim().toLowerCase()) ?? [];
  const missing = SCREENING_CSV_COLUMNS.filter((c) => !cols.includes(c));
  if (!header || missing.length)
    return {
      rows: [],
      errors: [
        {
          line: 1,
          message: `The header row must name the columns ${SCREENING_CSV_COLUMNS.join(', ')}${missing.length ? ` (missing: ${missing.join(', ')})` : ''}`,
        },
      ],
    };
  if (rows.length > MAX_ROWS)
    return { rows: [], errors: [{ line: 1, message: `At most ${MAX_ROWS} entries per file` }] };
  const at = Object.fromEntries(SCREENING_CSV_COLUMNS.map((c) => [c, cols.indexOf(c)])) as Record<
    (typeof SCREENING_CSV_COLUMNS)[number],
    number
  >;
  const out: ListRow[] = [];
  for (const { line, cells } of rows) {
    const cell = (c: keyof typeof at) => (cells[at[c]] ?? '').replace(/\s+/g, ' ').trim();
    const name = cell('name');
    const listName = cell('list_name');
    const dob = cell('date_of_birth');
    const problem = !name
      ? 'The name is empty'
      : !nameKey(name)
        ? 'The name has no letters'
        : !listName
          ? 'The list name is empty'
          : dob && !DOB.test(dob)
            ? 'Date of birth must be YYYY, YYYY-MM or YYYY-MM-DD'
            : cells.some((c) => c.length > 500 || !isCleanText(c, { multiLine: true }))
              ? 'A cell is too long or holds control characters'
              : null;
    if (problem) {
      if (errors.length < 50) errors.push({ line, message: problem });
      continue;
    }
    out.push({
      name,
      aliases: cell('aliases')
        .split(SCREENING_ALIAS_SEPARATOR)
        .map((a) => a.trim())
        .filter((a) => a && nameKey(a)),
      dateOfBirth: dob || null,
      nationality: cell('nationality') || null,
      programme: cell('programme') || null,
      listName,
    });
  }
  if (!out.length && !errors.length) errors.push({ line: 2, message: 'The file has no entries' });
  return { rows: out, errors };
}

/** Replaces the lists named in `rows` and records the import (re-screening pending). */
export async function replaceLists(
  tx: DbOrTx,
  rows: ListRow[],
  importedBy: string | null,
): Promise<{ importId: string; listNames: string[]; entries: number }> {
  const listNames = [...new Set(rows.map((r) => r.listName))].sort();
  const [imp] = await queryRows<{ id: string }>(
    tx,
    sql`insert into screening_imports (list_names, entries, imported_by)
        values (${sql`array[${sql.join(
          listNames.map((l) => sql`${l}`),
          sql`, `,
        )}]::text[]`}, ${rows.length}, ${importedBy}) returning id`,
  );
  const importId = imp!.id;
  await queryRows(
    tx,
    sql`delete from screening_entries where list_name = any(${sql`array[${sql.join(
      listNames.map((l) => sql`${l}`),
      sql`, `,
    )}]::text[]`})`,
  );
  // Ids are made here so the names can point at their entry in the same statement; batches keep
  // each statement's size reasonable.
  for (let i = 0; i < rows.length; i += 2000) {
    const batch = rows.slice(i, i + 2000).map((r) => ({ id: randomUUID(), ...r }));
    const entries = batch.map((r) => ({
      id: r.id,
      name: r.name,
      aliases: r.aliases,
      dob: r.dateOfBirth,
      nat: r.nationality,
      prog: r.programme,
      list: r.listName,
    }));
    const names = batch.flatMap((r) =>
      [...new Set([r.name, ...r.aliases])].map((n) => {
        const tokens = nameTokens(n);
        return { id: randomUUID(), e: r.id, n, k: tokens.join(' '), b: blockingKeys(tokens) };
      }),
    );
    await queryRows(
      tx,
      sql`with entries as (
            insert into screening_entries (id, list_name, name, aliases, date_of_birth, nationality, programme, import_id)
            select id, list, name, array(select jsonb_array_elements_text(aliases)), dob, nat, prog, ${importId}::uuid
              from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb)
                   as x(id uuid, name text, aliases jsonb, dob text, nat text, prog text, list text)
            returning id
          ), names as (
            insert into screening_names (id, entry_id, name, name_key)
            select id, e, n, k from jsonb_to_recordset(${JSON.stringify(names)}::jsonb) as y(id uuid, e uuid, n text, k text, b jsonb)
             where exists (select 1 from entries)
            returning id
          )
          insert into screening_keys (key, name_id)
          select distinct jsonb_array_elements_text(y.b), y.id
            from jsonb_to_recordset(${JSON.stringify(names)}::jsonb) as y(id uuid, b jsonb)
           where exists (select 1 from names)`,
    );
  }
  return { importId, listNames, entries: rows.length };
}

export async function listSummaries(db: DbOrTx) {
  return queryRows<{ list_name: string; entries: number; imported_at: string | Date }>(
    db,
    sql`select list_name, count(*)::int as entries, max(created_at) as imported_at from screening_entries group by list_name order by list_name`,
  );
}
