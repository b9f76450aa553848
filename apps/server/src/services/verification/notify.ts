import { sql } from 'drizzle-orm';
import { isLocale, type Locale, type VerificationStatus } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { escapeHtml } from '../mail/escape.ts';
import { emitWebhookEvent } from '../developer/webhooks.ts';
import { VERIFICATION_TEXTS } from './notify-texts.ts';

// Every status change of a submission tells the client in the bell and by mail (through the
// outbox, in the transaction of the change), as the issue asks; each recipient in their language
// (user.language, issue 20; the words are in notify-texts.ts).

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
  const recipients = await queryRows<{ id: string; email: string; language: string }>(
    tx,
    sql`select u.id, u.email, u.language from mizani_holder_recipients(${p.userId}) r join "user" u on u.id = r.user_id`,
  );
  const link = biz ? '/dashboard?tab=business' : '/dashboard?tab=verification';
  const url = `${p.baseUrl}${link}`;
  const render = (locale: Locale) => {
    const t = VERIFICATION_TEXTS[locale];
    const label = t.label[p.status];
    const what = (biz ? t.businessWhat : t.what)[p.status];
    const title = biz ? t.businessTitle(biz.name, label) : t.title(p.tier, label);
    const body = [what, p.message ? `${t.reviewer}${t.colon} ${p.message}` : '']
      .filter(Boolean)
      .join(' ');
    const open = biz ? t.businessOpen : t.open;
    const subject = biz ? t.businessSubject(biz.name, label) : t.subject(label);
    const text = [
      title,
      '',
      what,
      ...(p.message ? ['', `${t.reviewer}${t.colon}`, p.message] : []),
      '',
      `${open}${t.colon} ${url}`,
    ].join('\n');
    // t.reviewer is the catalogue's own words (no HTML in them), written as the English always was.
    const html = `<!doctype html><html${locale === 'en' ? '' : ` lang="${locale}"`}><body style="font-family:Arial,sans-serif;color:#0f172a">
<h2 style="margin:0 0 12px">${escapeHtml(title)}</h2>
<p>${escapeHtml(what)}</p>
${p.message ? `<h3>${t.reviewer}</h3><p style="white-space:pre-wrap">${escapeHtml(p.message)}</p>` : ''}
<p><a href="${escapeHtml(url)}">${escapeHtml(open)}</a></p>
</body></html>`;
    return { title, body, subject, text, html };
  };
  const inLanguage = (r: { language: string }) => render(isLocale(r.language) ? r.language : 'en');
  for (const r of recipients) {
    const n = inLanguage(r);
    await queryRows(
      tx,
      sql`insert into notifications (user_id, kind, title, body, link) values (${r.id}, 'verification', ${n.title}, ${n.body}, ${link})`,
    );
  }
  await emitWebhookEvent(tx, p.userId, 'verification.updated', {
    verification: { tier: p.tier, status: p.status },
  });
  for (const r of recipients) {
    const { subject, text, html } = inLanguage(r);
    await enqueueMail(tx, { kind: 'verification_status', to: r.email, subject, text, html });
  }
}
