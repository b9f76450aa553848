import { sql } from 'drizzle-orm';
import { VERIFICATION_STATUS_LABELS, type VerificationStatus } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { escapeHtml } from '../mail/escape.ts';
import { emitWebhookEvent } from '../developer/webhooks.ts';

// Every status change of a submission tells the client in the bell and by mail (through the
// outbox, in the transaction of the change), as the issue asks.

const WHAT: Record<Exclude<VerificationStatus, 'not_started'>, string> = {
  submitted: 'We have received your documents. Review takes 24-48 hours, up to 5 business days.',
  in_review: 'A compliance officer is reviewing your documents now.',
  more_info: 'We need more information to finish the review.',
  approved: 'You are verified. Your new limits apply from now on.',
  rejected: 'We could not verify your identity with these documents.',
};

const BUSINESS_WHAT: Record<Exclude<VerificationStatus, 'not_started'>, string> = {
  submitted:
    'We have received the business verification. Review takes 24-48 hours, up to 5 business days.',
  in_review: 'A compliance officer is reviewing the business verification now.',
  more_info: 'We need more information to finish the business verification.',
  approved: 'The business is verified. Its members can now move its money within its limits.',
  rejected: 'We could not verify the business with these documents.',
};

/**
 * Tells the holder: a person in their bell and by mail; a business (KYB, decision 019) through
 * its owners and admins (mizani_holder_recipients), each in their bell and by mail.
 */
export async function notifyVerification(
  tx: DbOrTx,
  p: {
    userId: string;
    tier: number;
    status: Exclude<VerificationStatus, 'not_started'>;
    message?: string | null;
    baseUrl: string;
  },
) {
  const [biz] = await queryRows<{ name: string }>(
    tx,
    sql`select name from organization where id = ${p.userId}`,
  );
  const recipients = await queryRows<{ id: string; email: string }>(
    tx,
    sql`select u.id, u.email from mizani_holder_recipients(${p.userId}) r join "user" u on u.id = r.user_id`,
  );
  const label = VERIFICATION_STATUS_LABELS[p.status];
  const what = (biz ? BUSINESS_WHAT : WHAT)[p.status];
  const title = biz
    ? `Business verification of ${biz.name}: ${label}`
    : `Verification (tier ${p.tier}): ${label}`;
  const body = [what, p.message ? `Reviewer's message: ${p.message}` : '']
    .filter(Boolean)
    .join(' ');
  const link = biz ? '/dashboard?tab=business' : '/dashboard?tab=verification';
  const section = biz ? 'the Business section' : 'your Verification section';
  for (const r of recipients)
    await queryRows(
      tx,
      sql`insert into notifications (user_id, kind, title, body, link) values (${r.id}, 'verification', ${title}, ${body}, ${link})`,
    );
  await emitWebhookEvent(tx, p.userId, 'verification.updated', {
    verification: { tier: p.tier, status: p.status },
  });
  const url = `${p.baseUrl}${link}`;
  for (const r of recipients)
    await enqueueMail(tx, {
      kind: 'verification_status',
      to: r.email,
      subject: biz ? `${biz.name} verification: ${label}` : `Your Mizani verification: ${label}`,
      text: [
        title,
        '',
        what,
        ...(p.message ? ['', "Reviewer's message:", p.message] : []),
        '',
        `Open ${section}: ${url}`,
      ].join('\n'),
      html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a">
<h2 style="margin:0 0 12px">${escapeHtml(title)}</h2>
<p>${escapeHtml(what)}</p>
${p.message ? `<h3>Reviewer's message</h3><p style="white-space:pre-wrap">${escapeHtml(p.message)}</p>` : ''}
<p><a href="${escapeHtml(url)}">Open ${escapeHtml(section)}</a></p>
</body></html>`,
    });
}
