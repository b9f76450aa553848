import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  REQUEST_TYPES,
  formatAmount,
  type RequestListItem,
  type RequestListQuery,
  type RequestStatus,
  type RequestType,
} from '@mizani/shared';
import { queryRows, type DbOrTx } from '../client.ts';
import {
  auditLog,
  consultationRequests,
  inquiries,
  jobApplications,
  jobs,
  quoteRequests,
  requestNotes,
} from '../schema/index.ts';
import { toIso, type SqlRow } from './sql-row.ts';
import { decodeCursor, encodeCursor, type Cursor } from '../../lib/cursor.ts';
import { containsPattern } from '../../lib/search.ts';

/** The four request tables behind the one admin inbox. */
export const REQUEST_TABLES = {
  consultation: consultationRequests,
  quote: quoteRequests,
  inquiry: inquiries,
  application: jobApplications,
} as const;

// Per type: table name and the SQL expressions that give the inbox's common columns.
// `amount` (quotes only) is the exact numeric as text; toItem puts it, grouped, in front of the
// summary (decimal-safe string formatting, never a float: "250,000.00 USD → KES · …").
const BRANCH: Record<
  RequestType,
  {
    from: SQL;
    name: SQL;
    email: SQL;
    company: SQL;
    summary: SQL;
    amount: SQL;
    alias: SQL;
    /** Exactly the expression of the table's trigram index (migration 0007). */
    search: SQL;
  }
> = {
  consultation: {
    from: sql`consultation_requests r`,
    alias: sql`r`,
    name: sql`r.name`,
    email: sql`r.email`,
    company: sql`r.company`,
    summary: sql`coalesce('Preferred ' || r.preferred_date::text || coalesce(' ' || r.preferred_time, '') || ' — ', '') || coalesce(left(r.message, 140), '')`,
    amount: sql`null::text`,
    search: sql`(coalesce(r.name, '') || ' ' || coalesce(r.email, '') || ' ' || coalesce(r.company, ''))`,
  },
  quote: {
    from: sql`quote_requests r`,
    alias: sql`r`,
    name: sql`r.name`,
    email: sql`r.email`,
    company: sql`r.company`,
    summary: sql`r.currency_from || ' → ' || r.currency_to || ' · ' || r.urgency || ' urgency'`,
    amount: sql`r.amount::text`,
    search: sql`(coalesce(r.name, '') || ' ' || coalesce(r.email, '') || ' ' || coalesce(r.company, ''))`,
  },
  inquiry: {
    from: sql`inquiries r`,
    alias: sql`r`,
    name: sql`r.name`,
    email: sql`r.email`,
    company: sql`r.company`,
    summary: sql`'[' || r.inquiry_type || '] ' || r.subject`,
    amount: sql`null::text`,
    search: sql`(coalesce(r.name, '') || ' ' || coalesce(r.email, '') || ' ' || coalesce(r.company, ''))`,
  },
  application: {
    from: sql`job_applications r left join jobs j on j.id = r.job_id`,
    alias: sql`r`,
    name: sql`r.applicant_name`,
    email: sql`r.applicant_email`,
    company: sql`null::text`,
    summary: sql`coalesce(j.title, 'Open application')`,
    amount: sql`null::text`,
    search: sql`(coalesce(r.applicant_name, '') || ' ' || coalesce(r.applicant_email, ''))`,
  },
};

type Filters = Omit<RequestListQuery, 'limit' | 'cursor'>;

/**
 * Name, email or company contains q (case-insensitive). The first test reads the table's trigram
 * index (migration 0007); the exact test after it keeps the meaning: a match inside one field,
 * never across the space that joins them in the index.
 */
export function searchCondition(type: RequestType, q: string): SQL {
  const b = BRANCH[type];
  const p = containsPattern(q);
  return sql`(${b.search} ilike ${p} and (${b.name} ilike ${p} or ${b.email} ilike ${p} or coalesce(${b.company}, '') ilike ${p}))`;
}

function branchWhere(type: RequestType, f: Filters, adminId: string, cursor: Cursor | null): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.status) parts.push(sql`r.status = ${f.status}`);
  if (f.from) parts.push(sql`r.created_at >= ${`${f.from}T00:00:00Z`}::timestamptz`);
  if (f.to)
    parts.push(sql`r.created_at < (${`${f.to}T00:00:00Z`}::timestamptz + interval '1 day')`);
  if (f.assignee === 'me') parts.push(sql`r.assigned_to = ${adminId}`);
  else if (f.assignee === 'none') parts.push(sql`r.assigned_to is null`);
  else if (f.assignee) parts.push(sql`r.assigned_to = ${f.assignee}`);
  if (f.q) parts.push(searchCondition(type, f.q));
  if (cursor)
    parts.push(sql`(r.created_at, r.id) < (${cursor.ts}::timestamptz, ${cursor.id}::uuid)`);
  return sql.join(parts, sql` and `);
}

function branches(f: Filters, adminId: string, cursor: Cursor | null, limit: number | null): SQL {
  const types = f.type ? [f.type] : [...REQUEST_TYPES];
  const parts = types.map((t) => {
    const b = BRANCH[t];
    // Each branch is ordered and limited on its own created_at index, so the merge reads at
    // most `limit` rows per table however large the tables are.
    return sql`(select ${t}::text as type, r.id, ${b.name} as name, ${b.email} as email, ${b.company} as company,
      ${b.summary} as summary, ${b.amount} as amount, r.status, r.assigned_to, r.created_at
      from ${b.from} where ${branchWhere(t, f, adminId, cursor)}
      order by r.created_at desc, r.id desc ${limit ? sql`limit ${limit}` : sql``})`;
  });
  return sql.join(parts, sql` union all `);
}

/** The inbox's common columns: workflow columns from the schema, the others computed per type. */
type Row = SqlRow<typeof quoteRequests, 'id' | 'assignedTo' | 'createdAt'> & {
  type: RequestType;
  status: RequestStatus;
  name: string;
  email: string;
  company: string | null;
  summary: string | null;
  amount: string | null;
  assignee_name: string | null;
  cursor_ts: string;
};

function toItem(r: Row): RequestListItem {
  return {
    type: r.type,
    id: r.id,
    name: r.name,
    email: r.email,
    company: r.company,
    summary: r.amount == null ? (r.summary ?? '') : `${formatAmount(r.amount)} ${r.summary ?? ''}`,
    status: r.status,
    assignedTo: r.assigned_to,
    assigneeName: r.assignee_name,
    createdAt: toIso(r.created_at),
  };
}

/** One page of the inbox, newest first, keyset-paginated on (created_at, id). */
export async function listRequests(db: DbOrTx, adminId: string, q: RequestListQuery) {
  const cursor = decodeCursor(q.cursor);
  const limit = q.limit;
  // One statement, no planner settings: with the trigram indexes' pending list gone (migration
  // 0029), the planner prices them right and reads them for a search (decision 025).
  const rows = await queryRows<Row>(
    db,
    sql`select i.*, u.name as assignee_name,
      to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_ts
    from (${branches(q, adminId, cursor, limit + 1)}) i
    left join "user" u on u.id = i.assigned_to
    order by i.created_at desc, i.id desc
    limit ${limit + 1}`,
  );
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toItem),
    nextCursor:
      rows.length > limit && last ? encodeCursor({ ts: last.cursor_ts, id: last.id }) : null,
  };
}

/** Every row matching the filters (for CSV export), capped. */
export async function exportRequests(db: DbOrTx, adminId: string, f: Filters, cap: number) {
  const rows = await queryRows<Row>(
    db,
    sql`select i.*, u.name as assignee_name, '' as cursor_ts
    from (${branches(f, adminId, null, cap)}) i
    left join "user" u on u.id = i.assigned_to
    order by i.created_at desc, i.id desc
    limit ${cap}`,
  );
  return rows.map(toItem);
}

/** Any request's row: the workflow columns every type has, the type's own columns by name. */
export type AnyRequestRow = Record<string, unknown> &
  Pick<
    typeof quoteRequests.$inferSelect,
    'id' | 'status' | 'assignedTo' | 'createdAt' | 'updatedAt'
  >;

/** One request by type and id (locked for update when asked), or undefined. */
export async function findRequest(
  db: DbOrTx,
  p: { type: RequestType; id: string; lock?: boolean },
): Promise<AnyRequestRow | undefined> {
  const t = REQUEST_TABLES[p.type];
  const q = db.select().from(t).where(eq(t.id, p.id));
  const rows = (p.lock ? await q.for('update') : await q) as AnyRequestRow[];
  return rows[0];
}

/** Status and/or assignee of a request; updated_at moves with them. */
export async function updateRequest(
  db: DbOrTx,
  p: { type: RequestType; id: string; status?: string; assignedTo?: string | null },
) {
  const { type, id, ...changes } = p;
  const t = REQUEST_TABLES[type];
  await db
    .update(t)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(t.id, id));
}

export async function jobTitle(db: DbOrTx, jobId: string) {
  const [job] = await db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, jobId));
  return job?.title ?? null;
}

/** A request's internal notes, oldest first, with each author's name. */
export function listRequestNotes(db: DbOrTx, p: { type: RequestType; id: string }) {
  return queryRows<
    SqlRow<typeof requestNotes, 'id' | 'body' | 'authorId' | 'createdAt'> & {
      author_name: string | null;
    }
  >(
    db,
    sql`select n.id, n.body, n.author_id, u.name as author_name, n.created_at
        from request_notes n left join "user" u on u.id = n.author_id
        where n.request_type = ${p.type} and n.request_id = ${p.id} order by n.created_at asc, n.id asc`,
  );
}

export async function insertRequestNote(db: DbOrTx, values: typeof requestNotes.$inferInsert) {
  const [n] = await db.insert(requestNotes).values(values).returning();
  return n!;
}

/** The quotes sent in answer to a quote request, from the audit log (subject and recipient). */
export function listQuoteReplies(db: DbOrTx, quoteId: string) {
  return db
    .select({ at: auditLog.createdAt, after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'request.quote_sent'),
        eq(auditLog.targetType, 'quote'),
        eq(auditLog.targetId, quoteId),
      ),
    )
    .orderBy(asc(auditLog.id));
}
