import { sql } from 'drizzle-orm';
import { isBusinessRole, roleMay, type BusinessRole } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { audit } from '../audit.ts';
import { notifyMembershipChange } from './membership-notices.ts';
import { iso } from '../wallet/format.ts';
import { said } from '../i18n/refusals/index.ts';

// Members of a business (issue 17; docs/business-accounts.md; invitations in invitations.ts). Only owners touch
// owners; the last owner can neither leave nor be demoted. Every change is audited. Membership
// changes lock the organization row, so two concurrent demotions cannot remove both owners.

export interface Actor {
  id: string;
  email: string;
  role: BusinessRole;
  ip?: string;
}

export const lockBusiness = (tx: DbOrTx, businessId: string) =>
  tx.execute(sql`select 1 from organization where id = ${businessId} for update`);

export async function listMembers(db: DbOrTx, businessId: string) {
  const members = await queryRows<{
    id: string;
    user_id: string;
    email: string;
    name: string;
    role: string;
    two_factor_enabled: boolean | null;
    created_at: Date;
  }>(
    db,
    sql`select m.id, m.user_id, u.email, u.name, m.role, u.two_factor_enabled, m.created_at
          from member m join "user" u on u.id = m.user_id
         where m.organization_id = ${businessId} order by m.created_at`,
  );
  const invitations = await queryRows<{
    id: string;
    email: string;
    role: string;
    status: string;
    expires_at: Date;
    created_at: Date;
    inviter: string | null;
  }>(
    db,
    sql`select i.id, i.email, i.role, i.status, i.expires_at, i.created_at, u.name as inviter
          from invitation i left join "user" u on u.id = i.inviter_id
         where i.organization_id = ${businessId} and i.status = 'pending'
         order by i.created_at desc`,
  );
  return {
    members: members.map((m) => ({
      id: m.id,
      userId: m.user_id,
      email: m.email,
      name: m.name,
      role: m.role as BusinessRole,
      twoFactorEnabled: Boolean(m.two_factor_enabled),
      joinedAt: iso(m.created_at)!,
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role as BusinessRole,
      status: i.status,
      expiresAt: iso(i.expires_at)!,
      expired: new Date(i.expires_at) <= new Date(),
      createdAt: iso(i.created_at)!,
      invitedBy: i.inviter,
    })),
  };
}

/** Whether a member of this role may send (and so stand behind) an invitation to that role. */
export const mayGrant = (inviterRole: unknown, role: string) =>
  isBusinessRole(inviterRole) &&
  roleMay(inviterRole, 'members') &&
  (role !== 'owner' || inviterRole === 'owner');

/**
 * Issue 33: an invitation lives only as long as its sender's right to grant it. When a member is
 * removed or their new role can no longer grant the invited role, their pending invitations are
 * revoked (status `revoked`, which the invitation page words), in the change's transaction.
 */
async function revokeInvitationsOf(
  tx: DbOrTx,
  businessId: string,
  inviterId: string,
  newRole: BusinessRole | null,
) {
  const rows = await queryRows<{ id: string; email: string; role: string }>(
    tx,
    sql`select id, email, role from invitation
         where organization_id = ${businessId} and inviter_id = ${inviterId} and status = 'pending'
         for update`,
  );
  const stale = rows.filter((i) => !mayGrant(newRole, i.role ?? ''));
  if (!stale.length) return [];
  await tx.execute(
    sql`update invitation set status = 'revoked'
         where id in (${sql.join(
           stale.map((i) => sql`${i.id}`),
           sql`, `,
         )})`,
  );
  return stale.map((i) => ({ email: i.email, role: i.role }));
}

type MemberRow = { id: string; user_id: string; role: string; owners: number };

async function memberForChange(tx: DbOrTx, businessId: string, memberId: string) {
  await lockBusiness(tx, businessId);
  const [m] = await queryRows<MemberRow>(
    tx,
    sql`select m.id, m.user_id, m.role,
               (select count(*)::int from member o where o.organization_id = m.organization_id and o.role = 'owner') as owners
          from member m where m.id = ${memberId} and m.organization_id = ${businessId}`,
  );
  if (!m) throw notFound('Member');
  return m;
}

export async function changeRole(
  db: Db,
  businessId: string,
  actor: Actor,
  memberId: string,
  role: BusinessRole,
  appUrl?: string,
) {
  return db.transaction(async (tx) => {
    const m = await memberForChange(tx, businessId, memberId);
    if ((m.role === 'owner' || role === 'owner') && actor.role !== 'owner')
      throw forbidden(said('business.ownersOnly'));
    if (m.role === 'owner' && role !== 'owner' && m.owners <= 1)
      throw new AppError('CONFLICT', said('business.lastOwner'), {
        role: said('business.lastOwner'),
      });
    await tx.execute(sql`update member set role = ${role} where id = ${memberId}`);
    const revoked = await revokeInvitationsOf(tx, businessId, m.user_id, role);
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'business.member.role',
      targetType: 'business',
      targetId: businessId,
      before: { userId: m.user_id, role: m.role },
      after: {
        userId: m.user_id,
        role,
        ...(revoked.length ? { invitationsRevoked: revoked } : {}),
      },
      ip: actor.ip,
    });
    if (m.role !== role && m.user_id !== actor.id && isBusinessRole(m.role))
      await notifyMembershipChange(tx, {
        businessId,
        userId: m.user_id,
        actorEmail: actor.email,
        change: { kind: 'role', from: m.role, to: role },
        appUrl,
      });
    return { id: memberId, role };
  });
}

/** Removes a member (or the actor leaving). Access ends at once: every request re-reads membership. */
export async function removeMember(
  db: Db,
  businessId: string,
  actor: Actor,
  memberId: string,
  appUrl?: string,
) {
  await db.transaction(async (tx) => {
    const m = await memberForChange(tx, businessId, memberId);
    const self = m.user_id === actor.id;
    if (!self && actor.role !== 'owner' && actor.role !== 'admin')
      throw forbidden(said('business.roleNotAllowed'));
    if (!self && m.role === 'owner' && actor.role !== 'owner')
      throw forbidden(said('business.ownersOnly'));
    if (m.role === 'owner' && m.owners <= 1)
      throw new AppError('CONFLICT', said('business.lastOwner'));
    await tx.execute(sql`delete from member where id = ${memberId}`);
    const revoked = await revokeInvitationsOf(tx, businessId, m.user_id, null);
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: self ? 'business.member.leave' : 'business.member.remove',
      targetType: 'business',
      targetId: businessId,
      before: { userId: m.user_id, role: m.role },
      ...(revoked.length ? { after: { invitationsRevoked: revoked } } : {}),
      ip: actor.ip,
    });
    // Someone else removed them: they are told (leaving needs no notice).
    if (!self && isBusinessRole(m.role))
      await notifyMembershipChange(tx, {
        businessId,
        userId: m.user_id,
        actorEmail: actor.email,
        change: { kind: 'removed', role: m.role },
        appUrl,
      });
  });
}
