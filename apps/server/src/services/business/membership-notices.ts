import { sql } from 'drizzle-orm';
import type { BusinessRole } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { userLanguage } from '../i18n/language.ts';
import { clientMail } from '../mail/client-mail.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { BUSINESS_TEXTS } from './texts.ts';

// A member whose role changed or who was removed is told, in the bell and by mail, in their
// language (issue 20): it changes what they can reach, so the mail is always sent, like the
// security mails (no preference turns it off). Written in the change's transaction.

export type MembershipChange =
  { kind: 'role'; from: BusinessRole; to: BusinessRole } | { kind: 'removed'; role: BusinessRole };

export async function notifyMembershipChange(
  tx: DbOrTx,
  p: {
    businessId: string;
    userId: string;
    actorEmail: string;
    change: MembershipChange;
    appUrl?: string;
  },
) {
  const [row] = await queryRows<{ business: string; email: string }>(
    tx,
    sql`select o.name as business, u.email from organization o, "user" u
         where o.id = ${p.businessId} and u.id = ${p.userId}`,
  );
  if (!row) return;
  const locale = await userLanguage(tx, p.userId);
  const all = BUSINESS_TEXTS[locale];
  const t = all.membership;
  const { business } = row;
  const c = p.change;
  const n =
    c.kind === 'role'
      ? {
          kind: 'business_role_changed',
          title: t.roleTitle(business, all.role[c.to]),
          body: t.roleBody(p.actorEmail, business, all.role[c.from], all.role[c.to]),
          heading: t.roleHeading,
          rows: [
            [t.label.business, business],
            [t.label.previous, all.role[c.from]],
            [t.label.role, all.role[c.to]],
            [t.label.by, p.actorEmail],
          ] as [string, string][],
          next: [t.roleNext, t.unexpected],
          link: '/dashboard?tab=business',
          open: t.openBusiness,
        }
      : {
          kind: 'business_member_removed',
          title: t.removedTitle(business),
          body: t.removedBody(p.actorEmail, business),
          heading: t.removedHeading,
          rows: [
            [t.label.business, business],
            [t.label.previous, all.role[c.role]],
            [t.label.by, p.actorEmail],
          ] as [string, string][],
          next: [t.removedNext, t.unexpected],
          link: '/dashboard',
          open: t.openDashboard,
        };
  await tx.execute(sql`
    insert into notifications (user_id, kind, title, body, link)
    values (${p.userId}, ${n.kind}, ${n.title.slice(0, 300)}, ${n.body}, ${n.link})`);
  const mail = clientMail({
    locale,
    subject: n.title,
    heading: n.heading,
    intro: n.body,
    rows: n.rows,
    next: n.next,
    link: { url: `${p.appUrl ?? ''}${n.link}`, label: n.open },
  });
  await enqueueMail(tx, { kind: n.kind, to: row.email, ...mail });
}
