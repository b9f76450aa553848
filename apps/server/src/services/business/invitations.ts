import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  INVITATION_DAYS,
  isBusinessRole,
  type BusinessRole,
  type InvitationCreate,
  type Locale,
} from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { audit } from '../audit.ts';
import { clientMail } from '../mail/client-mail.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { userLanguage, utcDateTimeIn } from '../i18n/language.ts';
import { BUSINESS_TEXTS } from './texts.ts';
import { said } from '../i18n/refusals/index.ts';
import { type Actor, lockBusiness, mayGrant } from './members.ts';

// Invitations to a business (issue 17; docs/business-accounts.md): sent, cancelled, accepted and
// declined; membership itself (roles, removal, the last-owner rule) is in members.ts.

/**
 * The invitation's language: the invitee's own when the address already has an account, else the
 * inviter's (the colleague who works with them), else English (issue 20).
 */
async function invitationLanguage(tx: DbOrTx, email: string, inviterId: string): Promise<Locale> {
  const [invitee] = await queryRows<{ id: string }>(
    tx,
    sql`select id from "user" where lower(email) = ${email} limit 1`,
  );
  return userLanguage(tx, invitee?.id ?? inviterId);
}

/** Queues the invitation mail (link valid 7 days, once) in the invitation's transaction. */
export async function inviteMember(
  db: Db,
  businessId: string,
  actor: Actor,
  input: InvitationCreate,
  appUrl: string,
) {
  if (input.role === 'owner' && actor.role !== 'owner')
    throw forbidden(said('business.ownersOnly'));
  const email = input.email.toLowerCase();
  return db.transaction(async (tx) => {
    await lockBusiness(tx, businessId);
    const [state] = await queryRows<{ name: string; member: boolean; pending: boolean }>(
      tx,
      sql`select o.name,
                 exists (select 1 from member m join "user" u on u.id = m.user_id
                          where m.organization_id = o.id and lower(u.email) = ${email}) as member,
                 exists (select 1 from invitation i where i.organization_id = o.id
                          and lower(i.email) = ${email} and i.status = 'pending'
                          and i.expires_at > now()) as pending
            from organization o where o.id = ${businessId}`,
    );
    if (!state) throw notFound('Business');
    if (state.member)
      throw new AppError('CONFLICT', said('business.alreadyMember'), {
        email: said('business.alreadyMemberField'),
      });
    if (state.pending)
      throw new AppError('CONFLICT', said('business.invitationWaiting'), {
        email: said('business.invitationWaitingField'),
      });
    // The id is the link's secret: 32 random bytes, never guessable from another invitation.
    const id = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
    await tx.execute(sql`
      insert into invitation (id, organization_id, email, role, status, expires_at, inviter_id)
      values (${id}, ${businessId}, ${email}, ${input.role}, 'pending', ${expiresAt.toISOString()}::timestamptz, ${actor.id})`);
    const url = `${appUrl}/dashboard?tab=business&invitation=${id}`;
    const locale = await invitationLanguage(tx, email, actor.id);
    const t = BUSINESS_TEXTS[locale].invitation;
    const role = BUSINESS_TEXTS[locale].role[input.role];
    const mail = clientMail({
      locale,
      subject: t.subject(state.name),
      heading: t.heading(state.name),
      intro: t.intro(actor.email, state.name, role),
      rows: [
        [t.label.business, state.name],
        [t.label.role, role],
        // English keeps the date as it always read ("Tue, 01 Dec 2026 19:05:00 GMT").
        [
          t.label.validUntil,
          locale === 'en' ? expiresAt.toUTCString() : utcDateTimeIn(locale, expiresAt),
        ],
      ],
      next: [t.signIn(email), t.once(INVITATION_DAYS)],
      link: { url, label: t.accept },
    });
    await enqueueMail(tx, { kind: 'business_invitation', to: email, ...mail });
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'business.member.invite',
      targetType: 'business',
      targetId: businessId,
      after: { email, role: input.role },
      ip: actor.ip,
    });
    return { id, email, role: input.role, expiresAt: expiresAt.toISOString() };
  });
}

export async function cancelInvitation(db: Db, businessId: string, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const [inv] = await queryRows<{ email: string; role: string }>(
      tx,
      sql`update invitation set status = 'canceled'
           where id = ${id} and organization_id = ${businessId} and status = 'pending'
           returning email, role`,
    );
    if (!inv) throw notFound('Invitation');
    if (inv.role === 'owner' && actor.role !== 'owner')
      throw forbidden(said('business.ownersOnly'));
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'business.member.invitation_cancel',
      targetType: 'business',
      targetId: businessId,
      before: inv,
    });
  });
}

/** Accepts once, before it expires, only for the address it was sent to. */
export async function acceptInvitation(
  db: Db,
  user: { id: string; email: string },
  id: string,
  ip?: string,
) {
  return db.transaction(async (tx) => {
    const [inv] = await queryRows<{
      organization_id: string;
      email: string;
      role: string;
      status: string;
      expired: boolean;
      disabled: boolean;
      inviter_role: string | null;
    }>(
      tx,
      sql`select i.organization_id, i.email, i.role, i.status, i.expires_at <= now() as expired,
                 o.disabled_at is not null as disabled,
                 (select m.role from member m
                   where m.organization_id = i.organization_id and m.user_id = i.inviter_id) as inviter_role
            from invitation i join organization o on o.id = i.organization_id
           where i.id = ${id} for update of i`,
    );
    if (!inv || inv.disabled) throw notFound('Invitation');
    if (inv.email.toLowerCase() !== user.email.toLowerCase())
      throw forbidden(said('business.invitationOtherEmail'));
    if (inv.status === 'revoked') throw conflict(said('business.invitationRevoked'));
    if (inv.status !== 'pending') throw conflict(said('business.invitationUsed'));
    if (inv.expired) throw new AppError('CONFLICT', said('business.invitationExpired'));
    if (!isBusinessRole(inv.role)) throw notFound('Invitation');
    // The sender must still be a member allowed to grant this role (issue 33); revocation on
    // removal covers the usual path, this covers any other (an older invitation, a direct edit).
    if (!mayGrant(inv.inviter_role, inv.role)) throw conflict(said('business.invitationRevoked'));
    const [added] = await queryRows<{ id: string }>(
      tx,
      sql`insert into member (id, organization_id, user_id, role)
          values (${randomBytes(16).toString('base64url')}, ${inv.organization_id}, ${user.id}, ${inv.role})
          on conflict (organization_id, user_id) do nothing returning id`,
    );
    if (!added) throw conflict(said('business.alreadyMemberSelf'));
    await tx.execute(sql`update invitation set status = 'accepted' where id = ${id}`);
    await audit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'business.member.join',
      targetType: 'business',
      targetId: inv.organization_id,
      after: { role: inv.role },
      ip,
    });
    return { businessId: inv.organization_id, role: inv.role as BusinessRole };
  });
}

/**
 * The invitee says no (issue 34): the invitation is closed (`rejected`, better-auth's word) so
 * the dashboard stops showing it; only the invited address may, and only while it is pending.
 */
export async function declineInvitation(
  db: Db,
  user: { id: string; email: string },
  id: string,
  ip?: string,
) {
  return db.transaction(async (tx) => {
    const [inv] = await queryRows<{ organization_id: string; email: string; status: string }>(
      tx,
      sql`select organization_id, email, status from invitation where id = ${id} for update`,
    );
    if (!inv) throw notFound('Invitation');
    if (inv.email.toLowerCase() !== user.email.toLowerCase())
      throw forbidden(said('business.invitationOtherEmail'));
    if (inv.status !== 'pending') throw conflict(said('business.invitationUsed'));
    await tx.execute(sql`update invitation set status = 'rejected' where id = ${id}`);
    await audit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'business.invitation.decline',
      targetType: 'business',
      targetId: inv.organization_id,
      ip,
    });
    return { declined: true as const };
  });
}
