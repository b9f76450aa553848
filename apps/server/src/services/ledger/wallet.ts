import { sql } from 'drizzle-orm';
import { D, type BeneficiaryCreate, type WithdrawalRequest } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { audit } from '../audit.ts';
import { lockUser, neg, newReference, postJournal } from './ledger.ts';
import { requestHash } from '../trading/trading.ts';

const iso = (v: Date | string | null) => (v == null ? null : new Date(v).toISOString());
const m2 = (v: string | null) => (v == null ? null : new D(v).toFixed(2));

export async function walletAccounts(db: DbOrTx, userId: string) {
  const rows = await queryRows<{ currency: string; balance: string; pending: string }>(
    db,
    sql`select a.currency, a.balance::text as balance,
               coalesce((select sum(w.amount) from withdrawals w where w.user_id = a.user_id and w.currency = a.currency and w.status = 'pending'), 0)::text as pending
          from ledger_accounts a where a.kind = 'client' and a.user_id = ${userId} order by a.currency`,
  );
  return rows.map((r) => ({
    currency: r.currency,
    balance: m2(r.balance)!,
    pending: m2(r.pending)!,
  }));
}

type DepositRow = {
  id: string;
  user_id: string;
  currency: string;
  method: string;
  reference: string;
  expected_amount: string | null;
  received_amount: string | null;
  status: string;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
  email?: string;
};
export const depositJson = (d: DepositRow) => ({
  id: d.id,
  currency: d.currency,
  method: d.method,
  reference: d.reference,
  expectedAmount: m2(d.expected_amount),
  receivedAmount: m2(d.received_amount),
  status: d.status,
  reason: d.reason,
  createdAt: iso(d.created_at),
  decidedAt: iso(d.decided_at),
  ...(d.email ? { email: d.email } : {}),
});

/** Deposit instructions: where to pay, with a unique reference the payer must quote. */
export function depositInstructions(currency: string, method: string, reference: string) {
  if (method === 'mobile_money')
    return {
      method,
      lines: [
        `Paybill / merchant: 880 123 (Mizani ${currency})`,
        `Account / reference: ${reference}`,
        'Send from a number registered in your name.',
      ],
    };
  return {
    method,
    lines: [
      `Account name: Mizani FX Ltd — client funds (${currency})`,
      'Bank: Pan-African Settlement Bank',
      `Account number: 0100 ${currency} 2026 01`,
      `Payment reference: ${reference}`,
    ],
  };
}

export async function createDeposit(
  db: Db,
  userId: string,
  body: { currency: string; method: string; expectedAmount?: string },
) {
  const reference = newReference('DEP');
  const [row] = await queryRows<DepositRow>(
    db,
    sql`insert into deposits (user_id, currency, method, reference, expected_amount) values (${userId}, ${body.currency}, ${body.method}, ${reference}, ${body.expectedAmount ?? null}) returning *`,
  );
  return {
    ...depositJson(row!),
    instructions: depositInstructions(body.currency, body.method, reference),
  };
}

export async function listDeposits(db: DbOrTx, userId: string) {
  const rows = await queryRows<DepositRow>(
    db,
    sql`select * from deposits where user_id = ${userId} order by created_at desc limit 50`,
  );
  return rows.map((d) => ({
    ...depositJson(d),
    instructions: depositInstructions(d.currency, d.method, d.reference),
  }));
}

type BenRow = {
  id: string;
  kind: string;
  name: string;
  country: string;
  currency: string;
  details: Record<string, string>;
  created_at: Date;
};
const benJson = (b: BenRow) => ({
  id: b.id,
  kind: b.kind,
  name: b.name,
  country: b.country,
  currency: b.currency,
  ...b.details,
  createdAt: iso(b.created_at),
});

export async function listBeneficiaries(db: DbOrTx, userId: string) {
  return (
    await queryRows<BenRow>(
      db,
      sql`select * from beneficiaries where user_id = ${userId} and deleted_at is null order by created_at desc`,
    )
  ).map(benJson);
}
export async function createBeneficiary(db: Db, userId: string, b: BeneficiaryCreate) {
  const details =
    b.kind === 'bank_account'
      ? { bankName: b.bankName!, accountNumber: b.accountNumber! }
      : { phone: b.phone! };
  const [row] = await queryRows<BenRow>(
    db,
    sql`insert into beneficiaries (user_id, kind, name, country, currency, details) values (${userId}, ${b.kind}, ${b.name}, ${b.country}, ${b.currency}, ${JSON.stringify(details)}::jsonb) returning *`,
  );
  return benJson(row!);
}
export async function deleteBeneficiary(db: Db, userId: string, id: string) {
  const rows = await queryRows(
    db,
    sql`update beneficiaries set deleted_at = now() where id = ${id} and user_id = ${userId} and deleted_at is null returning id`,
  );
  if (!rows.length) throw new AppError('NOT_FOUND', 'Beneficiary not found');
}

type WdRow = {
  id: string;
  user_id: string;
  beneficiary_id: string;
  currency: string;
  amount: string;
  reference: string;
  status: string;
  reason: string | null;
  created_at: Date;
  decided_at: Date | null;
  request_hash: string | null;
  email?: string;
  beneficiary_name?: string;
};
export const withdrawalJson = (w: WdRow) => ({
  id: w.id,
  beneficiaryId: w.beneficiary_id,
  currency: w.currency,
  amount: m2(w.amount),
  reference: w.reference,
  status: w.status,
  reason: w.reason,
  createdAt: iso(w.created_at),
  decidedAt: iso(w.decided_at),
  ...(w.email ? { email: w.email } : {}),
  ...(w.beneficiary_name ? { beneficiaryName: w.beneficiary_name } : {}),
});

/** Holds the amount at request time: client → pending account, in one journal. */
export async function requestWithdrawal(db: Db, userId: string, body: WithdrawalRequest) {
  const hash = requestHash({
    b: body.beneficiaryId,
    c: body.currency,
    a: new D(body.amount).toFixed(2),
  });
  const key = body.idempotencyKey ?? null;
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    // One read under the user lock: the key's earlier withdrawal, the beneficiary, the balance.
    const [state] = await queryRows<{
      existing: string | null;
      ben_id: string | null;
      ben_currency: string | null;
      balance: string | null;
    }>(
      tx,
      sql`select (select w.id::text from withdrawals w where w.user_id = ${userId} and w.idempotency_key = ${key}) as existing,
                 b.id as ben_id, b.currency as ben_currency,
                 (select a.balance::text from ledger_accounts a
                   where a.kind = 'client' and a.user_id = ${userId} and a.currency = ${body.currency}) as balance
            from (select 1) one
            left join beneficiaries b on b.id = ${body.beneficiaryId} and b.user_id = ${userId} and b.deleted_at is null`,
    );
    if (state!.existing) {
      const [ex] = await queryRows<WdRow>(
        tx,
        sql`select * from withdrawals where id = ${state!.existing}`,
      );
      if (ex!.request_hash !== hash)
        throw new AppError(
          'CONFLICT',
          'This idempotency key was already used with a different request.',
        );
      return { withdrawal: withdrawalJson(ex!), replayed: true };
    }
    if (!state!.ben_id) throw new AppError('NOT_FOUND', 'Beneficiary not found');
    const ben = { id: state!.ben_id, currency: state!.ben_currency! };
    if (ben.currency !== body.currency)
      throw new AppError('VALIDATION', `This beneficiary is paid in ${ben.currency}`, {
        currency: `This beneficiary is paid in ${ben.currency}`,
      });
    const amount = new D(body.amount).toFixed(2);
    if (new D(state!.balance ?? 0).lt(amount))
      throw new AppError('UNPROCESSABLE', 'Insufficient balance', {
        amount: 'Insufficient balance',
      });
    const reference = newReference('WDR');
    const journalId = await postJournal(tx, { type: 'withdrawal_hold', userId, reference }, [
      { kind: 'client', userId, currency: body.currency, amount: neg(amount) },
      { kind: 'pending', currency: body.currency, amount },
    ]);
    const [w] = await queryRows<WdRow>(
      tx,
      sql`insert into withdrawals (user_id, beneficiary_id, currency, amount, reference, idempotency_key, request_hash, hold_journal_id)
          values (${userId}, ${ben.id}, ${body.currency}, ${amount}, ${reference}, ${key}, ${hash}, ${journalId}) returning *`,
    );
    return { withdrawal: withdrawalJson(w!), replayed: false };
  });
}

export async function listWithdrawals(db: DbOrTx, userId: string) {
  const rows = await queryRows<WdRow>(
    db,
    sql`select w.*, b.name as beneficiary_name from withdrawals w join beneficiaries b on b.id = w.beneficiary_id where w.user_id = ${userId} order by w.created_at desc limit 50`,
  );
  return rows.map(withdrawalJson);
}

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
  },
) {
  const base = sql`
    with moves as (
      select e.id::text as id,
             case when j.type like 'withdrawal%' then 'withdrawal' when j.type = 'seed' then 'deposit' else j.type end as type,
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
    select *, count(*) over() as total from moves
     where (${q.currency ?? null}::text is null or currency = ${q.currency ?? null})
       and (${q.type ?? null}::text is null or type = ${q.type ?? null})
       and (${q.from ?? null}::date is null or created_at >= ${q.from ?? null}::date)
       and (${q.to ?? null}::date is null or created_at < ${q.to ?? null}::date + 1)
     order by created_at desc, id
     limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`;
  const rows = await queryRows<{
    id: string;
    type: string;
    amount: string;
    currency: string;
    status: string;
    reference: string;
    created_at: Date;
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
    total: Number(rows[0]?.total ?? 0),
    page: q.page,
    pageSize: q.pageSize,
  };
}

// ---- admin decisions (final; audited) ----

export async function listPendingFunding(db: DbOrTx) {
  const deps = await queryRows<DepositRow>(
    db,
    sql`select d.*, u.email from deposits d join "user" u on u.id = d.user_id where d.status = 'pending' order by d.created_at limit 200`,
  );
  const wds = await queryRows<WdRow>(
    db,
    sql`select w.*, u.email, b.name as beneficiary_name from withdrawals w join "user" u on u.id = w.user_id join beneficiaries b on b.id = w.beneficiary_id where w.status = 'pending' order by w.created_at limit 200`,
  );
  return { deposits: deps.map(depositJson), withdrawals: wds.map(withdrawalJson) };
}

type Actor = { id: string; email: string; ip?: string };

export async function confirmDeposit(db: Db, actor: Actor, id: string, receivedAmount: string) {
  return db.transaction(async (tx) => {
    const [pre] = await queryRows<DepositRow>(tx, sql`select * from deposits where id = ${id}`);
    if (!pre) throw new AppError('NOT_FOUND', 'Deposit not found');
    await lockUser(tx, pre.user_id);
    const [d] = await queryRows<DepositRow>(
      tx,
      sql`select * from deposits where id = ${id} for update`,
    );
    if (d!.status !== 'pending')
      throw new AppError('CONFLICT', `This deposit is already ${d!.status}.`);
    const amount = new D(receivedAmount).toFixed(2);
    const journalId = await postJournal(
      tx,
      { type: 'deposit', userId: d!.user_id, reference: d!.reference, memo: d!.method },
      [
        { kind: 'external', currency: d!.currency, amount: neg(amount) },
        { kind: 'client', userId: d!.user_id, currency: d!.currency, amount },
      ],
    );
    const [after] = await queryRows<DepositRow>(
      tx,
      sql`update deposits set status = 'completed', received_amount = ${amount}, journal_id = ${journalId}, decided_by = ${actor.id}, decided_at = now() where id = ${id} returning *`,
    );
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'deposit.confirm',
      targetType: 'deposit',
      targetId: id,
      before: depositJson(d!),
      after: depositJson(after!),
      ip: actor.ip,
    });
    return depositJson(after!);
  });
}

export async function rejectDeposit(db: Db, actor: Actor, id: string, reason: string) {
  return db.transaction(async (tx) => {
    const [d] = await queryRows<DepositRow>(
      tx,
      sql`select * from deposits where id = ${id} for update`,
    );
    if (!d) throw new AppError('NOT_FOUND', 'Deposit not found');
    if (d.status !== 'pending')
      throw new AppError('CONFLICT', `This deposit is already ${d.status}.`);
    const [after] = await queryRows<DepositRow>(
      tx,
      sql`update deposits set status = 'rejected', reason = ${reason}, decided_by = ${actor.id}, decided_at = now() where id = ${id} returning *`,
    );
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'deposit.reject',
      targetType: 'deposit',
      targetId: id,
      before: depositJson(d),
      after: depositJson(after!),
      ip: actor.ip,
    });
    return depositJson(after!);
  });
}

export async function decideWithdrawal(
  db: Db,
  actor: Actor,
  id: string,
  decision: 'approve' | 'reject',
  reason?: string,
) {
  return db.transaction(async (tx) => {
    const [pre] = await queryRows<WdRow>(tx, sql`select * from withdrawals where id = ${id}`);
    if (!pre) throw new AppError('NOT_FOUND', 'Withdrawal not found');
    await lockUser(tx, pre.user_id);
    const [w] = await queryRows<WdRow>(
      tx,
      sql`select * from withdrawals where id = ${id} for update`,
    );
    if (w!.status !== 'pending')
      throw new AppError('CONFLICT', `This withdrawal is already ${w!.status}.`);
    const amount = new D(w!.amount).toFixed(2);
    const journalId =
      decision === 'approve'
        ? await postJournal(
            tx,
            { type: 'withdrawal_paid', userId: w!.user_id, reference: w!.reference },
            [
              { kind: 'pending', currency: w!.currency, amount: neg(amount) },
              { kind: 'external', currency: w!.currency, amount },
            ],
          )
        : await postJournal(
            tx,
            { type: 'withdrawal_release', userId: w!.user_id, reference: w!.reference },
            [
              { kind: 'pending', currency: w!.currency, amount: neg(amount) },
              { kind: 'client', userId: w!.user_id, currency: w!.currency, amount },
            ],
          );
    const status = decision === 'approve' ? 'completed' : 'rejected';
    const [after] = await queryRows<WdRow>(
      tx,
      sql`update withdrawals set status = ${status}, reason = ${reason ?? null}, final_journal_id = ${journalId}, decided_by = ${actor.id}, decided_at = now() where id = ${id} returning *`,
    );
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: `withdrawal.${decision}`,
      targetType: 'withdrawal',
      targetId: id,
      before: withdrawalJson(w!),
      after: withdrawalJson(after!),
      ip: actor.ip,
    });
    return withdrawalJson(after!);
  });
}
