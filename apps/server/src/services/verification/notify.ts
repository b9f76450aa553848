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
  const [u] = await queryRows<{ email: string }>(
    tx,
    sql`select email from "user" where id = ${p.userId}`,
  );
  const label = VERIFICATION_STATUS_LABELS[p.status];
  const title = `Verification (tier ${p.tier}): ${label}`;
  const body = [WHAT[p.status], p.message ? `Reviewer's message: ${p.message}` : '']
    .filter(Boolean)
    .join(' ');
  const link = '/dashboard?tab=verification';
  await queryRows(
    tx,
    sql`insert into notifications (user_id, kind, title, body, link) values (${p.userId}, 'verification', ${title}, ${body}, ${link})`,
  );
  await emitWebhookEvent(tx, p.userId, 'verification.updated', {
    verification: { tier: p.tier, status: p.status },
  });
  if (!u) return;
  const url = `${p.baseUrl}${link}`;
  await enqueueMail(tx, {
    kind: 'verification_status',
    to: u.email,
    subject: `Your Mizani verification: ${label}`,
    text: [
      title,
      '',
      WHAT[p.status],
      ...(p.message ? ['', "Reviewer's message:", p.message] : []),
      '',
      `Open your Verification section: ${url}`,
    ].join('\n'),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a">
<h2 style="margin:0 0 12px">${escapeHtml(title)}</h2>
<p>${escapeHtml(WHAT[p.status])}</p>
${p.message ? `<h3>Reviewer's message</h3><p style="white-space:pre-wrap">${escapeHtml(p.message)}</p>` : ''}
<p><a href="${escapeHtml(url)}">Open your Verification section</a></p>
</body></html>`,
  });
}
