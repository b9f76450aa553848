import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  ROLE_PERMISSIONS,
  isBusinessRole,
  type AccountChoice,
  type BusinessCreate,
  type BusinessRole,
  type ReceivedInvitation,
} from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { audit } from '../audit.ts';
import { iso } from '../wallet/format.ts';
import { said } from '../i18n/refusals/index.ts';

// Businesses (issue 17, decision 012): an organization row in better-auth's organization shape,
// its holder row (trigger, migration 0017) and the creator as its owner, in one transaction.

/** Said to every member (and every key) of a business an admin has disabled. */

export async function createBusiness(
  db: Db,
  actor: { id: string; email: string },
  b: BusinessCreate,
  ip?: string,
) {
  const id = randomBytes(16).toString('base64url');
  return db.transaction(async (tx) => {
    const [dup] = await queryRows<{ id: string }>(
      tx,
      sql`select id from organization
           where country = ${b.country} and lower(registration_number) = lower(${b.registrationNumber})`,
    );
    if (dup)
      throw new AppError('CONFLICT', said('business.duplicate'), {
        registrationNumber: said('business.duplicate'),
      });
    await tx.execute(sql`
      insert into organization (id, name, slug, registration_number, country, address_line1,
                                address_line2, city, postal_code, created_by)
      values (${id}, ${b.legalName}, ${id}, ${b.registrationNumber}, ${b.country}, ${b.addressLine1},
              ${b.addressLine2 ?? null}, ${b.city}, ${b.postalCode ?? null}, ${actor.id})`);
    await tx.execute(sql`
      insert into member (id, organization_id, user_id, role)
      values (${randomBytes(16).toString('base64url')}, ${id}, ${actor.id}, 'owner')`);
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'business.create',
      targetType: 'business',
      targetId: id,
      after: {
        legalName: b.legalName,
        registrationNumber: b.registrationNumber,
        country: b.country,
      },
      ip,
    });
    return businessDetail(tx, id, 'owner');
  });
}

type BizRow = {
  id: string;
  name: string;
  registration_number: string;
  country: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  postal_code: string | null;
  require_two_factor: boolean;
  created_at: Date;
  disabled_at: Date | null;
  tier: number | null;
};

export async function businessDetail(db: DbOrTx, id: string, role: BusinessRole) {
  const [b] = await queryRows<BizRow>(
    db,
    sql`select o.*, p.tier from organization o left join kyc_profiles p on p.user_id = o.id
         where o.id = ${id}`,
  );
  if (!b) throw notFound('Business');
  return {
    id: b.id,
    legalName: b.name,
    registrationNumber: b.registration_number,
    country: b.country,
    addressLine1: b.address_line1,
    addressLine2: b.address_line2,
    city: b.city,
    postalCode: b.postal_code,
    requireTwoFactor: b.require_two_factor,
    createdAt: iso(b.created_at)!,
    disabledAt: iso(b.disabled_at),
    verified: (b.tier ?? 0) >= 1,
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
  };
}

/** The switcher's list: the personal account first, then each business, and invitations waiting. */
export async function myAccounts(
  db: DbOrTx,
  user: { id: string; name: string; email: string },
): Promise<{ accounts: AccountChoice[]; invitations: ReceivedInvitation[] }> {
  const rows = await queryRows<{
    id: string;
    name: string;
    role: string;
    tier: number | null;
    disabled: boolean;
    require_two_factor: boolean;
  }>(
    db,
    sql`select o.id, o.name, m.role, p.tier, o.disabled_at is not null as disabled, o.require_two_factor
          from member m join organization o on o.id = m.organization_id
          left join kyc_profiles p on p.user_id = o.id
         where m.user_id = ${user.id} order by lower(o.name)`,
  );
  const [personal] = await queryRows<{ tier: number | null }>(
    db,
    sql`select (select tier from kyc_profiles where user_id = ${user.id}) as tier`,
  );
  const accounts: AccountChoice[] = [
    {
      id: user.id,
      kind: 'personal',
      name: user.name,
      role: null,
      permissions: [...ROLE_PERMISSIONS.owner],
      verified: (personal?.tier ?? 0) >= 1,
      disabled: false,
      requireTwoFactor: false,
    },
    ...rows
      .filter((r) => isBusinessRole(r.role))
      .map((r) => ({
        id: r.id,
        kind: 'business' as const,
        name: r.name,
        role: r.role as BusinessRole,
        permissions: [...ROLE_PERMISSIONS[r.role as BusinessRole]],
        verified: (r.tier ?? 0) >= 1,
        disabled: r.disabled,
        requireTwoFactor: r.require_two_factor,
      })),
  ];
  const invites = await queryRows<{
    id: string;
    name: string;
    role: string;
    inviter: string | null;
    expires_at: Date;
  }>(
    db,
    sql`select i.id, o.name, i.role, u.name as inviter, i.expires_at
          from invitation i join organization o on o.id = i.organization_id
          left join "user" u on u.id = i.inviter_id
         where lower(i.email) = lower(${user.email}) and i.status = 'pending'
           and i.expires_at > now() and o.disabled_at is null
         order by i.created_at desc`,
  );
  return {
    accounts,
    invitations: invites.map((i) => ({
      id: i.id,
      businessName: i.name,
      role: (isBusinessRole(i.role) ? i.role : 'viewer') as BusinessRole,
      invitedBy: i.inviter,
      expiresAt: iso(i.expires_at)!,
    })),
  };
}
