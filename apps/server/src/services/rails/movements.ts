import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

// Reconciliation's other direction (docs/payments.md): every ledger movement on the settlement
// (external) account must go back to a rail event. A deposit journal is explained by the rail
// event that credited it (a bank entry applied to it, a collection the rail confirmed, an
// exception credited from a statement, a chain deposit); a payout journal by the rail operation
// that paid it, or the bank's debit that booked a payout paid by hand. A journal with none (the admin's manual credit or payout, or anything else that
// moved money outside a rail) is a report line and an exception, kept in the queue until a
// person resolves it (write-off with four eyes: "explained outside the rails").

/** The journals on the external account of [from, to) no rail event explains. */
function unexplained(from: SQL, to: SQL) {
  return sql`
    select j.id, j.type, j.reference, j.created_at, le.currency,
           abs(le.amount)::text as amount,
           case when le.amount < 0 then 'in' else 'out' end as direction
    from ledger_entries le
    join ledger_accounts a on a.id = le.account_id and a.kind = 'external'
    join ledger_journals j on j.id = le.journal_id
    where le.created_at >= ${from} and le.created_at < ${to} and j.type <> 'seed'
      and not exists (
        select 1 from deposits d where d.journal_id = j.id and (
          exists (select 1 from rail_events ev where ev.deposit_id = d.id and ev.status = 'applied')
          or exists (select 1 from rail_operations o where o.deposit_id = d.id and o.status = 'succeeded')
          or exists (select 1 from rail_exceptions x where x.deposit_id = d.id and x.state = 'credited')
          or exists (select 1 from chain_deposits cd where cd.deposit_id = d.id)))
      and not exists (
        select 1 from withdrawals w where w.final_journal_id = j.id and (
          exists (select 1 from rail_operations o where o.withdrawal_id = w.id and o.status = 'succeeded')
          or exists (select 1 from rail_events ev where ev.withdrawal_id = w.id and ev.status = 'applied')))`;
}

export type MovementLine = {
  currency: string;
  direction: 'in' | 'out';
  explained: 'rail' | 'none';
  count: number;
  total: string;
};

/** The day's movements on the external account by currency and direction, explained or not. */
export async function movementLines(db: Db, from: SQL, to: SQL) {
  return queryRows<MovementLine>(
    db,
    sql`with m as (
          select le.journal_id, le.currency, le.amount from ledger_entries le
          join ledger_accounts a on a.id = le.account_id and a.kind = 'external'
          join ledger_journals j on j.id = le.journal_id
          where le.created_at >= ${from} and le.created_at < ${to} and j.type <> 'seed'),
        u as (select id from (${unexplained(from, to)}) x)
        select m.currency, case when m.amount < 0 then 'in' else 'out' end as direction,
               case when m.journal_id in (select id from u) then 'none' else 'rail' end as explained,
               count(*)::int as count, sum(abs(m.amount))::text as total
        from m group by 1, 2, 3 order by 1, 2, 3`,
  );
}

/**
 * Opens an exception for each unexplained journal of the last `days` days (once: the event's
 * key is the journal). Called by the queue and the report, so neither shows a stale picture.
 */
export async function openMovementExceptions(db: Db, days = 35) {
  const rows = await queryRows<{
    id: string;
    type: string;
    reference: string;
    currency: string;
    amount: string;
    direction: string;
  }>(db, unexplained(sql`now() - make_interval(days => ${days})`, sql`now() + interval '1 day'`));
  if (!rows.length) return 0;
  const values = rows.map((r) => {
    const body = { ...r, kind: 'ledger_journal' };
    return sql`('ledger', 'ledger_journal', ${JSON.stringify(body)}, ${JSON.stringify(body)}::jsonb, ${`journal:${r.id}`}, 'exception', ${reason(r)})`;
  });
  const opened = await queryRows<{ id: string }>(
    db,
    sql`with e as (
          insert into rail_events (rail, kind, raw, body, dedupe_key, status, note)
          values ${sql.join(values, sql`, `)}
          on conflict (rail, dedupe_key) do nothing returning id, note, body)
        insert into rail_exceptions (event_id, rail, reason, amount, currency)
        select id, 'ledger', note, (body->>'amount')::numeric, body->>'currency' from e
        on conflict (event_id) do nothing returning id`,
  );
  return opened.length;
}

const reason = (r: { type: string; reference: string; direction: string }) =>
  r.direction === 'in'
    ? `${r.reference} was credited (${r.type}) with no rail event: no statement entry or rail answer shows the money arrived`
    : `${r.reference} was paid out (${r.type}) with no rail event: no rail answer shows the money left`;
