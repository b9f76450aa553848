import { desc } from 'drizzle-orm';
import { devPage } from './page.ts';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../context.ts';
import { mailOutbox, smsOutbox } from '../db/schema/index.ts';
import { escapeHtml } from '../services/mail/escape.ts';
import { storedMailBodies } from '../services/mail/stored.ts';
import { requestOrigin } from '../lib/origins.ts';
import { styleNonce } from '../middleware/security-headers.ts';

/** How many of the newest mails the page lists. */
const SHOWN = 50;

/**
 * /dev/mailbox: the outbox as a page, so a newcomer on `npm start` (no SMTP_URL) can open the
 * verification and reset links that would otherwise wait unseen in the database. Mounted only
 * outside production (app.ts); it shows every user's mail, so it must never be reachable there.
 */
export function devMailbox(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  app.get('/dev/mailbox', async (c) => {
    const to = c.req.query('to')?.trim().toLowerCase().slice(0, 254) ?? '';
    const rows = await deps.database.db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(to ? 500 : SHOWN);
    const mails = (to ? rows.filter((r) => r.toAddress.toLowerCase() === to) : rows).slice(
      0,
      SHOWN,
    );
    // Links carry the configured URL (localhost); someone trying the app from a phone opened this
    // page at the machine's LAN address, where those links must point too.
    const here = requestOrigin(c.req.raw);
    const configured = new URL(deps.env.BETTER_AUTH_URL).origin;
    const rendered = mails.map((m) => {
      const body = storedMailBodies(m);
      return { ...m, textBody: body.text, htmlBody: body.html };
    });
    const shown =
      here && here !== configured
        ? rendered.map((m) => ({ ...m, textBody: m.textBody.replaceAll(configured, here) }))
        : rendered;
    // Text messages (issue 19): without SMS_GATEWAY_URL they wait in their outbox too.
    const texts = to
      ? []
      : await deps.database.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(SHOWN);
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.html(page(shown, to, texts, styleNonce(c)));
  });
  return app;
}

type Mail = typeof mailOutbox.$inferSelect & { textBody: string };
type Text = typeof smsOutbox.$inferSelect;

function textsSection(texts: Text[]) {
  const items = texts.length
    ? texts
        .map(
          (t) => `<article>
  <h3>To ${escapeHtml(t.toNumber)}</h3>
  <p class="meta">${escapeHtml(t.kind)} · ${escapeHtml(t.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC · ${escapeHtml(t.status)}</p>
  <pre>${escapeHtml(t.body)}</pre>
</article>`,
        )
        .join('\n')
    : '<p class="empty">No text messages yet. Add a phone number on your profile, then reload this page.</p>';
  return `<section aria-labelledby="texts"><h2 id="texts">Text messages</h2>
<p class="note">Without <code>SMS_GATEWAY_URL</code> codes stay here instead of going to a phone.</p>
${items}</section>`;
}

/** Escapes the text and turns each http(s) address in it into a link. */
export function linkify(text: string) {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/)
    .map((part, i) =>
      i % 2 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join('');
}

function page(mails: Mail[], to: string, texts: Text[], nonce: string) {
  const items = mails.length
    ? mails
        .map(
          (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(m.toAddress)}</strong> · ${escapeHtml(m.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC · ${escapeHtml(m.status)}</p>
  <pre>${linkify(m.textBody)}</pre>
</article>`,
        )
        .join('\n')
    : `<p class="empty">No mail yet${to ? ` for ${escapeHtml(to)}` : ''}. Sign up or ask for a password reset, then reload this page.</p>`;
  return devPage({
    nonce,
    title: 'Development mailbox',
    width: '48rem',
    css: `  .note { color: #41506a; margin: 0 0 1rem; }
  form { display: flex; gap: .5rem; margin: 0 0 1.5rem; flex-wrap: wrap; }
  input { flex: 1 1 14rem; font: inherit; padding: .5rem .75rem; border: 1px solid #9aa7bd; border-radius: .5rem; }
  button { font: inherit; padding: .5rem 1rem; border: 0; border-radius: .5rem; background: #0b3d91; color: #fff; }
  article { background: #fff; border: 1px solid #d8dfeb; border-radius: .75rem; padding: 1rem; margin: 0 0 1rem; }
  h2 { font-size: 1.1rem; margin: 0; }
  section > h2 { font-size: 1.25rem; margin: 2rem 0 .25rem; }
  h3 { font-size: 1rem; margin: 0; }
  .meta { color: #41506a; font-size: .875rem; margin: .25rem 0 .75rem; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; margin: 0; }
  a { color: #0b3d91; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
  .empty { background: #fff; border: 1px dashed #9aa7bd; border-radius: .75rem; padding: 1rem; }`,
    body: `<body>
<main>
  <h1>Development mailbox</h1>
  <p class="note">Mail the app has sent, newest first (the ${SHOWN} latest). Without <code>SMTP_URL</code> nothing leaves this machine: open the links here. This page does not exist in production.</p>
  <form method="get" action="/dev/mailbox" role="search">
    <label for="to" class="visually-hidden">Recipient</label>
    <input id="to" name="to" type="email" placeholder="Filter by recipient" value="${escapeHtml(to)}" />
    <button type="submit">Filter</button>
  </form>
  ${items}
  ${to ? '' : textsSection(texts)}
  <p><a href="/">Back to Home</a></p>
</main>
</body>`,
  });
}
