import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { iso, m2 } from '../wallet/format.ts';

/** Every movement of the user's wallets, from the ledger plus pending deposits. */
export async function listTransactions(
  db: DbOrTx,
  userId: string,
  q: {
    currency?: string;
    type?: string;
    from?: string;
    to?: string;
    page: number;
    pageSize: number;
    /** Keyset position (the API's cursor pagination): rows after it, page is then 1. */
    before?: { ts: string; id: string } | null;
  },
) {
  const base = sql`
    with moves as (
      select e.id::text as id,
             case when j.type like 'withdrawal%' then 'withdrawal' when j.type = 'seed' then 'deposit'
                  -- A transfer between clients (issue 38): money out for one, in for the other.
                  when j.type = 'transfer' then case when e.amount < 0 then 'withdrawal' else 'deposit' end
                  else j.type end as type,
             e.amount, e.currency,
             case when j.type = 'withdrawal_hold' then coalesce((select w.status from withdrawals w where w.hold_journal_id = j.id), 'pending')
                  when j.type = 'withdrawal_release' then 'released' else 'completed' end as status,
             j.reference, j.created_at
        from ledger_entries e
        join ledger_accounts a on a.id = e.account_id and a.kind = 'client' and a.user_id = ${userId}
        join ledger_journals j on j.id = e.journal_id
      union all
      select d.id::text, 'deposit', coalesce(d.expected_amount, 0), d.currency, d.status, d.reference, d.created_at
        from deposits d where d.user_id = ${userId} and d.status <> 'completed'
    )
    select *, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_ts, count(*) over() as total from moves
     where (${q.currency ?? null}::text is null or currency = ${q.currency ?? null})
       and (${q.type ?? null}::text is null or type = ${q.type ?? null})
       and (${q.from ?? null}::date is null or created_at >= ${q.from ?? null}::date)
       and (${q.to ?? null}::date is null or created_at < ${q.to ?? null}::date + 1)
       and (${q.before?.ts ?? null}::timestamptz is null
            or (created_at, id) < (${q.before?.ts ?? null}::timestamptz, ${q.before?.id ?? null}::text))
     order by created_at desc, id desc
     limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`;
  const rows = await queryRows<{
    id: string;
    type: string;
    amount: string;
    currency: string;
    status: string;
    reference: string;
    created_at: Date;
    cursor_ts: string;
    total: string;
  }>(db, base);
  return {
    items: rows.map((r) => ({
      id: r.id,
      type: r.type,
      amount: m2(r.amount)!,
      currency: r.currency,
      status: r.status,
      reference: r.reference,
      createdAt: iso(r.created_at)!,
    })),
    /** Where the next page starts (exact to the microsecond, unlike createdAt). */
    last: rows.length ? { ts: rows.at(-1)!.cursor_ts, id: rows.at(-1)!.id } : null,
    total: Number(rows[0]?.total ?? 0),
    page: q.page,
    pageSize: q.pageSize,
  };
}
