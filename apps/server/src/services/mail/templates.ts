import {
  formatMoney,
  INQUIRY_TYPE_LABELS,
  URGENCY_LABELS,
  type InquiryType,
  type Urgency,
} from '@mizani/shared';
import { escapeHtml } from './escape.ts';

// Admin notification mails (spec §7 send-notification payloads): subject, plain-text part and an
// HTML part in which every user-supplied value is escaped. Subjects are single lines (the schemas
// collapse line breaks and enqueueMail strips any left), so no header can be injected.

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type Row = [label: string, value: string | null | undefined];

function render(
  subject: string,
  intro: string,
  rows: Row[],
  longText: { label: string; value: string | null } | null,
  link: string,
): RenderedMail {
  const shown = rows.map(([label, value]) => [label, value ? value : 'Not provided'] as const);
  const text = [
    intro,
    '',
    ...shown.map(([l, v]) => `${l}: ${v}`),
    ...(longText ? ['', `${longText.label}:`, longText.value || 'Not provided'] : []),
    '',
    `Open the admin inbox: ${link}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a">
<h2 style="margin:0 0 12px">${escapeHtml(subject)}</h2>
<p>${escapeHtml(intro)}</p>
<table cellpadding="6" style="border-collapse:collapse">
${shown.map(([l, v]) => `<tr><th align="left" style="color:#475569">${escapeHtml(l)}</th><td>${escapeHtml(v)}</td></tr>`).join('\n')}
</table>
${longText ? `<h3>${escapeHtml(longText.label)}</h3><p style="white-space:pre-wrap">${escapeHtml(longText.value || 'Not provided')}</p>` : ''}
<p><a href="${escapeHtml(link)}">Open the admin inbox</a></p>
</body></html>`;
  return { subject, text, html };
}

export function consultationMail(
  r: {
    name: string;
    email: string;
    company: string | null;
    phone: string | null;
    preferredDate: string | null;
    preferredTime: string | null;
    message: string | null;
  },
  link: string,
): RenderedMail {
  return render(
    'New Consultation Request',
    `New consultation request from ${r.name} (${r.email}).`,
    [
      ['Name', r.name],
      ['Email', r.email],
      ['Company', r.company],
      ['Phone', r.phone],
      ['Preferred date', r.preferredDate],
      ['Preferred time', r.preferredTime],
    ],
    { label: 'Message', value: r.message },
    link,
  );
}

export function quoteMail(
  r: {
    name: string;
    email: string;
    company: string | null;
    phone: string | null;
    currencyFrom: string;
    currencyTo: string;
    amount: string;
    urgency: Urgency;
    message: string | null;
  },
  link: string,
  /** The platform's current pricing, so the desk answers on the published terms. */
  terms: { spreadBps: number; feeBps: number },
): RenderedMail {
  const urgency = URGENCY_LABELS[r.urgency];
  const amount = formatMoney(r.amount, r.currencyFrom);
  const pct = (bps: number) => `${(bps / 100).toFixed(2)}%`;
  return render(
    'New Quote Request',
    `New quote request from ${r.name} (${r.email}): ${amount} to ${r.currencyTo}, urgency ${r.urgency}.`,
    [
      ['Name', r.name],
      ['Email', r.email],
      ['Company', r.company],
      ['Phone', r.phone],
      ['Amount', amount],
      ['Currencies', `${r.currencyFrom} → ${r.currencyTo}`],
      ['Urgency', `${urgency.label} (${urgency.description})`],
      [
        'Fee terms now',
        `spread ${pct(terms.spreadBps)} on the market rate, conversion fee ${pct(terms.feeBps)} of the amount sold`,
      ],
    ],
    { label: 'Message', value: r.message },
    link,
  );
}

export function inquiryMail(
  r: {
    name: string;
    email: string;
    company: string | null;
    phone: string | null;
    subject: string;
    inquiryType: InquiryType;
    message: string;
  },
  link: string,
): RenderedMail {
  const rows: Row[] = [
    ['Name', r.name],
    ['Email', r.email],
  ];
  // Spec: "company if any".
  if (r.company) rows.push(['Company', r.company]);
  if (r.phone) rows.push(['Phone', r.phone]);
  rows.push(['Type', INQUIRY_TYPE_LABELS[r.inquiryType] ?? r.inquiryType], ['Subject', r.subject]);
  return render(
    `New Support Request: ${r.subject}`,
    `New support inquiry from ${r.name} (${r.email}).`,
    rows,
    { label: 'Message', value: r.message },
    link,
  );
}

export function applicationMail(
  r: {
    applicantName: string;
    applicantEmail: string;
    applicantPhone: string | null;
    resumeUrl: string | null;
    coverLetter: string;
  },
  job: { title: string; department: string; location: string } | null,
  link: string,
  /** A CV sent as a file: its name (the file stays in the inbox, never in a mail). */
  cvFile: string | null = null,
): RenderedMail {
  const position = job
    ? `${job.title} (${job.department}, ${job.location})`
    : 'General Application';
  return render(
    `New Job Application: ${job ? job.title : 'General Application'}`,
    `New job application from ${r.applicantName} (${r.applicantEmail}) for ${position}.`,
    [
      ['Position', position],
      ['Name', r.applicantName],
      ['Email', r.applicantEmail],
      ['Phone', r.applicantPhone],
      ['Resume/CV', r.resumeUrl],
      ['CV file', cvFile ? `${cvFile} (download it from the inbox)` : null],
    ],
    { label: 'Cover letter', value: r.coverLetter },
    link,
  );
}
