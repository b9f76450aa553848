import { sql } from 'drizzle-orm';
import type { AdminBusinessQuery, AdminBusinessRow } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { said } from '../i18n/refusals/index.ts';
import { audit } from '../audit.ts';
import { walletAccounts } from '../wallet/accounts.ts';
import { iso } from '../wallet/format.ts';
import { listMembers } from './members.ts';

// The admin side of business accounts (issue 17): list with search, detail (with the KYB state of
// the verification queue, decision 019), disable and enable. Members keep their personal accounts whatever happens here.

export async function adminListBusinesses(db: DbOrTx, q: AdminBusinessQuery) {
  const like = q.q ? `%${q.q.toLowerCase()}%` : null;
  const where = sql`where (${like}::text is null or lower(o.name) like ${like} or lower(o.registration_number) like ${like})
      ${q.status === 'active' ? sql`and o.disabled_at is null` : sql``}
      ${q.status === 'disabled' ? sql`and o.disabled_at is not null` : sql``}
      ${q.status === 'unverified' ? sql`and coalesce(p.tier, 0) = 0` : sql``}`;
  const rows = await queryRows<{
    id: string;
    name: string;
    registration_number: string;
    country: string;
    members: number;
    tier: number | null;
    disabled_at: Date | null;
    created_at: Date;
    total: number;
  }>(
    db,
    sql`select o.id, o.name, o.registration_number, o.country, o.disabled_at, o.created_at, p.tier,
               (select count(*)::int from member m where m.organization_id = o.id) as members,
               count(*) over ()::int as total
          from organization o left join kyc_profiles p on p.user_id = o.id
          ${where}
         order by o.created_at desc
         limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const businesses: AdminBusinessRow[] = rows.map((r) => ({
    id: r.id,
    legalName: r.name,
    registrationNumber: r.registration_number,
    country: r.country,
    members: r.members,
    verified: (r.tier ?? 0) >= 1,
    disabledAt: iso(r.disabled_at),
    createdAt: iso(r.created_at)!,
  }));
  return { businesses, total: rows[0]?.total ?? 0, page: q.page, pageSize: q.pageSize };
}

export async function adminBusinessDetail(db: DbOrTx, id: string) {
  const [o] = await queryRows<{
    id: string;
    name: string;
    registration_number: string;
    country: string;
    address_line1: string;
    address_line2: string | null;
    city: string;
    postal_code: string | null;
    disabled_at: Date | null;
    disabled_reason: string | null;
    created_at: Date;
    tier: number | null;
    kyb_status: string | null;
  }>(
    db,
    sql`select o.*, p.tier, (select s.status from kyc_submissions s where s.user_id = o.id order by s.submitted_at desc limit 1) as kyb_status
          from organization o left join kyc_profiles p on p.user_id = o.id where o.id = ${id}`,
  );
  if (!o) throw notFound('Business');
  const history = await queryRows<{
    action: string;
    actor_email: string | null;
    created_at: Date;
    before: unknown;
    after: unknown;
  }>(
    db,
    sql`select action, actor_email, created_at, before, after from audit_log
         where target_type = 'business' and target_id = ${id} order by created_at desc limit 100`,
  );
  return {
    business: {
      id: o.id,
      legalName: o.name,
      registrationNumber: o.registration_number,
      country: o.country,
      address: [o.address_line1, o.address_line2, o.city, o.postal_code].filter(Boolean).join(', '),
      verified: (o.tier ?? 0) >= 1,
      tier: o.tier ?? 0,
      /** The latest KYB submission's status in the verification queue (decision 019). */
      verificationStatus: o.kyb_status ?? ((o.tier ?? 0) >= 1 ? 'approved' : 'not_started'),
      disabledAt: iso(o.disabled_at),
      disabledReason: o.disabled_reason,
      createdAt: iso(o.created_at)!,
    },
    members: (await listMembers(db, id)).members,
    balances: await walletAccounts(db, id),
    history: history.map((h) => ({ ...h, createdAt: iso(h.created_at)! })),
  };
}

type AdminActor = { id: string; email: string; ip?: string };

export async function setBusinessDisabled(
  db: Db,
  id: string,
  admin: AdminActor,
  reason: string | null,
) {
  await db.transaction(async (tx) => {
    const [o] = await queryRows<{ disabled: boolean }>(
      tx,
      sql`select disabled_at is not null as disabled from organization where id = ${id} for update`,
    );
    if (!o) throw notFound('Business');
    if (o.disabled === Boolean(reason))
      throw conflict(said(reason ? 'admin.businessAlreadyDisabled' : 'admin.businessNotDisabled'));
    await tx.execute(sql`update organization set disabled_at = ${reason ? sql`now()` : sql`null`},
                         disabled_reason = ${reason} where id = ${id}`);
    await audit(tx, {
      actorId: admin.id,
      actorEmail: admin.email,
      action: reason ? 'business.disable' : 'business.enable',
      targetType: 'business',
      targetId: id,
      after: { reason },
      ip: admin.ip,
    });
  });
  return adminBusinessDetail(db, id);
}
