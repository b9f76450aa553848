import { sql } from 'drizzle-orm';
import { D, type InterestRate, type InterestRateInput } from '@mizani/shared';
import { queryRows, type Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { audit } from '../audit.ts';
import { said } from '../i18n/refusals/index.ts';
import { lockUser } from '../ledger/ledger.ts';
import { forwardJson, type ForwardRow } from './forwards.ts';
import { closeUnopened, openApproved } from './forward-close.ts';

// The admin side of forward contracts (issue 41 item 3): the interest rate of each currency (the
// forward rate's carry) and the four-eyes review of a person's contract above the setting.

export async function listInterestRates(db: Db): Promise<InterestRate[]> {
  const rows = await queryRows<{
    currency: string;
    rate_pct: string;
    day_count: number;
    updated_at: Date | string;
    email: string | null;
  }>(
    db,
    sql`select r.currency, r.rate_pct::text, r.day_count, r.updated_at, u.email
          from treasury_interest_rates r left join "user" u on u.id = r.updated_by
         order by r.currency`,
  );
  return rows.map((r) => ({
    currency: r.currency,
    ratePct: new D(r.rate_pct).toFixed(),
    dayCount: Number(r.day_count) === 360 ? 360 : 365,
    updatedAt: new Date(r.updated_at).toISOString(),
    updatedBy: r.email,
  }));
}

/** Sets one currency's rate (audited, before and after). */
export async function setInterestRate(
  db: Db,
  admin: { id: string; email: string; ip?: string },
  body: InterestRateInput,
) {
  return db.transaction(async (tx) => {
    const [before] = await queryRows<{ rate_pct: string; day_count: number }>(
      tx,
      sql`select rate_pct::text, day_count from treasury_interest_rates where currency = ${body.currency} for update`,
    );
    await tx.execute(sql`
      insert into treasury_interest_rates (currency, rate_pct, day_count, updated_by, updated_at)
      values (${body.currency}, ${body.ratePct}, ${body.dayCount}, ${admin.id}, now())
      on conflict (currency) do update set rate_pct = excluded.rate_pct,
        day_count = excluded.day_count, updated_by = excluded.updated_by, updated_at = now()`);
    await audit(tx, {
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'treasury.interest_rate.set',
      targetType: 'interest_rate',
      targetId: body.currency,
      before: before ? { ratePct: before.rate_pct, dayCount: before.day_count } : null,
      after: { ratePct: body.ratePct, dayCount: body.dayCount },
      ip: admin.ip,
    });
    return (await listInterestRates(tx as unknown as Db)).find(
      (r) => r.currency === body.currency,
    )!;
  });
}

/** People's contracts waiting for an admin's second look, oldest first. */
export async function forwardsToReview(db: Db) {
  const rows = await queryRows<ForwardRow & { holder_email: string | null }>(
    db,
    sql`select f.*, u.email as holder_email from treasury_forwards f
          left join "user" u on u.id = f.holder_id
         where f.admin_review = 'waiting' and f.status = 'pending_approval'
         order by f.created_at limit 100`,
  );
  return Promise.all(
    rows.map(async (r) => ({
      ...(await forwardJson(db, r)),
      holderEmail: r.holder_email,
      amountUsd: new D(r.amount_usd).toFixed(2),
    })),
  );
}

/** An admin approves (the contract opens) or rejects (margin back) a waiting contract. */
export async function reviewForward(
  db: Db,
  admin: { id: string; email: string; ip?: string },
  id: string,
  decision: 'approve' | 'reject',
  comment: string | null,
) {
  const [f] = await queryRows<{ holder_id: string }>(
    db,
    sql`select holder_id from treasury_forwards where id = ${id}`,
  );
  if (!f) throw notFound('Forward contract');
  return db.transaction(async (tx) => {
    await lockUser(tx, f.holder_id);
    const [row] = await queryRows<ForwardRow>(
      tx,
      sql`select * from treasury_forwards where id = ${id} for update`,
    );
    if (!row || row.admin_review !== 'waiting' || row.status !== 'pending_approval')
      throw conflict(said('forwards.notWaiting'));
    // Four eyes: whoever booked it cannot be its second pair of eyes.
    if (row.created_by === admin.id) throw conflict(said('forwards.notWaiting'));
    const forward =
      decision === 'approve'
        ? await openApproved(tx, row, admin.id)
        : await closeUnopened(tx, row, 'rejected', comment, admin.id);
    await audit(tx, {
      actorId: admin.id,
      actorEmail: admin.email,
      action: `treasury.forward.${decision}`,
      targetType: 'forward',
      targetId: id,
      after: { comment },
      ip: admin.ip,
    });
    return forward;
  });
}
