import type { Incident, IncidentUpdate, Locale } from '@mizani/shared';
import { escapeHtml } from '../mail/escape.ts';
import type { RenderedMail } from '../mail/templates.ts';
import { STATUS_MAIL_TEXTS as TEXTS } from './mail-texts.ts';

// Mails of the status page: the double opt-in confirmation and each incident update, in the
// subscriber's language (the page they subscribed from; English unchanged). What the operations
// team wrote (incident title and update) goes out as written. Every value an admin typed is
// escaped in the HTML part; subjects are one line (enqueueMail strips breaks).

function layout(
  heading: string,
  paragraphs: string[],
  action: { label: string; url: string } | null,
  footer: string[],
  locale: Locale = 'en',
) {
  const lang = locale === 'en' ? '' : ` lang="${locale}"`;
  return `<!doctype html><html${lang}><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:560px">
<h2 style="margin:0 0 12px">${escapeHtml(heading)}</h2>
${paragraphs.map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0b1f3a;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>` : ''}
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px">
${footer.map((f) => `<p style="font-size:12px;color:#475569">${f}</p>`).join('\n')}
</body></html>`;
}

export function subscribeConfirmMail(confirmUrl: string, locale: Locale = 'en'): RenderedMail {
  const x = TEXTS[locale];
  const subject = x.confirmSubject;
  return {
    subject,
    text: [x.confirmIntro, '', `${x.confirmLine}${x.sep}${confirmUrl}`, '', x.confirmIgnore].join(
      '\n',
    ),
    html: layout(
      subject,
      [x.confirmIntro],
      { label: x.confirmButton, url: confirmUrl },
      [escapeHtml(x.confirmIgnore)],
      locale,
    ),
  };
}

/** Sent instead of a confirmation when the address already receives updates. */
export function alreadySubscribedMail(
  statusUrl: string,
  unsubscribeUrl: string,
  locale: Locale = 'en',
): RenderedMail {
  const x = TEXTS[locale];
  const subject = x.alreadySubject;
  return {
    subject,
    text: [
      x.alreadyIntro,
      '',
      `${x.statusPage}${x.sep}${statusUrl}`,
      `${x.unsubscribe}${x.sep}${unsubscribeUrl}`,
    ].join('\n'),
    html: layout(
      subject,
      [x.alreadyIntro],
      { label: x.openStatusPage, url: statusUrl },
      [
        `<a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(x.unsubscribe)}</a> ${escapeHtml(x.fromUpdates)}`,
      ],
      locale,
    ),
  };
}

export function incidentMail(
  incident: Pick<Incident, 'title' | 'impact' | 'components'>,
  update: Pick<IncidentUpdate, 'status' | 'message' | 'createdAt'>,
  links: { statusUrl: string; unsubscribeUrl: string },
  locale: Locale = 'en',
): RenderedMail {
  const x = TEXTS[locale];
  const status = x.incidentStatus[update.status];
  const subject = x.incidentSubject(status, incident.title);
  const affected = incident.components.map((c) => x.component[c]).join(', ');
  const facts = [
    `${x.label.status}${x.sep}${status}`,
    `${x.label.impact}${x.sep}${x.impact[incident.impact]}`,
    `${x.label.affected}${x.sep}${affected}`,
    `${x.label.posted}${x.sep}${update.createdAt.replace('T', ' ').slice(0, 16)} UTC`,
  ];
  return {
    subject,
    text: [
      incident.title,
      '',
      ...facts,
      '',
      update.message,
      '',
      `${x.statusPage}${x.sep}${links.statusUrl}`,
      '',
      x.why,
      `${x.unsubscribe}${x.sep}${links.unsubscribeUrl}`,
    ].join('\n'),
    html: layout(
      incident.title,
      [facts.join('\n'), update.message],
      { label: x.openStatusPage, url: links.statusUrl },
      [
        escapeHtml(x.why),
        `<a href="${escapeHtml(links.unsubscribeUrl)}">${escapeHtml(x.unsubscribe)}</a>`,
      ],
      locale,
    ),
  };
}
