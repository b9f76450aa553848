import {
  INCIDENT_IMPACT_LABELS,
  INCIDENT_STATUS_LABELS,
  STATUS_COMPONENT_INFO,
  type Incident,
  type IncidentUpdate,
} from '@mizani/shared';
import { escapeHtml } from '../mail/escape.ts';
import type { RenderedMail } from '../mail/templates.ts';

// Mails of the status page: the double opt-in confirmation and each incident update. Every value
// an admin typed is escaped in the HTML part; subjects are one line (enqueueMail strips breaks).

const BRAND = 'Mizani';

function layout(
  heading: string,
  paragraphs: string[],
  action: { label: string; url: string } | null,
  footer: string[],
) {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;max-width:560px">
<h2 style="margin:0 0 12px">${escapeHtml(heading)}</h2>
${paragraphs.map((p) => `<p style="white-space:pre-wrap">${escapeHtml(p)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0b1f3a;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>` : ''}
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0 12px">
${footer.map((f) => `<p style="font-size:12px;color:#475569">${f}</p>`).join('\n')}
</body></html>`;
}

export function subscribeConfirmMail(confirmUrl: string): RenderedMail {
  const subject = `Confirm your ${BRAND} status updates`;
  const intro = `Someone (we hope you) asked to receive an email whenever we open, update or resolve an incident on the ${BRAND} status page.`;
  const ignore =
    'If it was not you, ignore this email: nothing is sent until the address is confirmed.';
  return {
    subject,
    text: [intro, '', `Confirm your subscription: ${confirmUrl}`, '', ignore].join('\n'),
    html: layout(subject, [intro], { label: 'Confirm subscription', url: confirmUrl }, [
      escapeHtml(ignore),
    ]),
  };
}

/** Sent instead of a confirmation when the address already receives updates. */
export function alreadySubscribedMail(statusUrl: string, unsubscribeUrl: string): RenderedMail {
  const subject = `You already receive ${BRAND} status updates`;
  const intro = `This address is already subscribed to incident updates from the ${BRAND} status page, so nothing changed.`;
  return {
    subject,
    text: [intro, '', `Status page: ${statusUrl}`, `Unsubscribe: ${unsubscribeUrl}`].join('\n'),
    html: layout(subject, [intro], { label: 'Open the status page', url: statusUrl }, [
      `<a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a> from status updates.`,
    ]),
  };
}

export function incidentMail(
  incident: Pick<Incident, 'title' | 'impact' | 'components'>,
  update: Pick<IncidentUpdate, 'status' | 'message' | 'createdAt'>,
  links: { statusUrl: string; unsubscribeUrl: string },
): RenderedMail {
  const status = INCIDENT_STATUS_LABELS[update.status];
  const subject = `[${BRAND} status] ${status}: ${incident.title}`;
  const affected = incident.components.map((c) => STATUS_COMPONENT_INFO[c].name).join(', ');
  const facts = [
    `Status: ${status}`,
    `Impact: ${INCIDENT_IMPACT_LABELS[incident.impact]}`,
    `Affected: ${affected}`,
    `Posted: ${update.createdAt.replace('T', ' ').slice(0, 16)} UTC`,
  ];
  const why = `You receive this because you subscribed to incident updates from the ${BRAND} status page.`;
  return {
    subject,
    text: [
      incident.title,
      '',
      ...facts,
      '',
      update.message,
      '',
      `Status page: ${links.statusUrl}`,
      '',
      why,
      `Unsubscribe: ${links.unsubscribeUrl}`,
    ].join('\n'),
    html: layout(
      incident.title,
      [facts.join('\n'), update.message],
      { label: 'Open the status page', url: links.statusUrl },
      [escapeHtml(why), `<a href="${escapeHtml(links.unsubscribeUrl)}">Unsubscribe</a>`],
    ),
  };
}
