import type { Locale } from '@mizani/shared';
import { escapeHtml } from './escape.ts';
import type { RenderedMail } from './templates.ts';

// The mails a client or requester receives about their own money and requests: a heading, one
// sentence, a table of the figures (already formatted with grouping), what happens next and one
// link. Plain text and HTML say the same; every value is escaped in the HTML part.

export type MailRow = [label: string, value: string];

export interface ClientMailInput {
  subject: string;
  heading: string;
  intro: string;
  rows: MailRow[];
  /** A free-text note (e.g. from the desk), shown after the figures. */
  note?: { label: string; text: string };
  /** "What happens next" sentences. */
  next: string[];
  link?: { url: string; label: string };
  /** The recipient's language for the mail's own words (issue 20); English by default. */
  locale?: Locale;
}

const BRAND = 'Mizani FX';

/** The frame's words in each language; English byte-identical to before translations. */
const FRAME: Record<Locale, { next: string; licensed: string }> = {
  en: { next: 'What happens next', licensed: 'Licensed money services business' },
  fr: { next: 'La suite', licensed: 'Entreprise de services monétaires agréée' },
  sw: { next: 'Kinachofuata', licensed: 'Biashara ya huduma za fedha yenye leseni' },
};

/**
 * A client mail: its subject now, its text and HTML when first read. A batch that only stores
 * the input (credit-batch.ts) never renders it; the outbox renders it when it sends (stored.ts).
 */
export type ClientMail = RenderedMail & { readonly input: ClientMailInput };

export function clientMail(m: ClientMailInput): ClientMail {
  let rendered: RenderedMail | undefined;
  const render = () => (rendered ??= renderClientMail(m));
  // Own getters, so a spread or JSON copy of the mail still carries its text and HTML.
  return {
    subject: m.subject,
    input: m,
    get text() {
      return render().text;
    },
    get html() {
      return render().html;
    },
  };
}

function renderClientMail(m: ClientMailInput): RenderedMail {
  const locale = m.locale ?? 'en';
  const f = FRAME[locale];
  const text = [
    m.heading,
    '',
    m.intro,
    '',
    ...m.rows.map(([l, v]) => `${l}: ${v}`),
    ...(m.note ? ['', `${m.note.label}:`, m.note.text] : []),
    ...(m.next.length ? ['', `${f.next}:`, ...m.next.map((n) => `- ${n}`)] : []),
    ...(m.link ? ['', `${m.link.label}: ${m.link.url}`] : []),
    '',
    `${BRAND} · ${f.licensed}`,
  ].join('\n');
  const rows = m.rows
    .map(
      ([l, v]) =>
        `<tr><th align="left" style="color:#475569;font-weight:normal;padding:6px 16px 6px 0">${escapeHtml(l)}</th><td style="padding:6px 0;font-weight:bold">${escapeHtml(v)}</td></tr>`,
    )
    .join('\n');
  const html = `<!doctype html><html${locale === 'en' ? '' : ` lang="${locale}"`}><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<h2 style="margin:0 0 12px;color:#0b1f3a">${escapeHtml(m.heading)}</h2>
<p>${escapeHtml(m.intro)}</p>
<table cellpadding="0" style="border-collapse:collapse">
${rows}
</table>
${m.note ? `<h3 style="margin:20px 0 6px;font-size:15px">${escapeHtml(m.note.label)}</h3><p style="white-space:pre-wrap">${escapeHtml(m.note.text)}</p>` : ''}
${m.next.length ? `<h3 style="margin:20px 0 6px;font-size:15px">${f.next}</h3><ul>${m.next.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>` : ''}
${m.link ? `<p><a href="${escapeHtml(m.link.url)}" style="color:#0b5cad">${escapeHtml(m.link.label)}</a></p>` : ''}
<p style="color:#64748b;font-size:12px">${BRAND} · ${f.licensed}</p>
</body></html>`;
  return { subject: m.subject, text, html };
}
