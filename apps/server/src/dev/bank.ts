import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import { D } from '@mizani/shared';
import { devPage, LIST_AND_FORM_CSS } from './page.ts';
import type { AppBindings, AppDeps } from '../context.ts';
import { queryRows } from '../db/client.ts';
import { escapeHtml } from '../services/mail/escape.ts';
import { styleNonce } from '../middleware/security-headers.ts';
import { importStatement } from '../services/rails/bank/import.ts';
import { creditNotification } from '../services/rails/bank/simulator.ts';

/**
 * /dev/bank: "your own bank", for `npm start` (docs/payments.md). Pay a deposit's reference (a
 * top-up by bank, or a transfer paid in by bank transfer) and the bank's camt.054 credit
 * notification for it goes through the statement import, as a real bank's file would: matched
 * by reference, amount and currency, credited, and the transfer it pays sent on. A wrong amount or
 * reference lands in the admin's exceptions queue, as it would. Mounted only outside production
 * (app.ts).
 */
export function devBank(deps: AppDeps) {
  const app = new Hono<AppBindings>();

  app.get('/dev/bank', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    const awaited = await queryRows<{
      reference: string;
      currency: string;
      expected_amount: string | null;
      email: string;
      transfer: string | null;
    }>(
      deps.database.db,
      sql`select d.reference, d.currency, d.expected_amount::text, u.email,
                 (select t.reference from transfers t where t.pay_in_deposit_id = d.id) as transfer
            from deposits d join "user" u on u.id = d.user_id
           where d.method = 'bank_transfer' and d.status = 'pending'
           order by d.created_at desc limit 20`,
    );
    const paid = c.req.query('paid');
    const error = c.req.query('error');
    const rows = awaited.map((d) => {
      const amount = d.expected_amount ? new D(d.expected_amount).toFixed(2) : '';
      return `<li><strong>${escapeHtml(d.reference)}</strong> · ${escapeHtml(amount || 'any amount')} ${escapeHtml(d.currency)}
  <div class="meta">${escapeHtml(d.email)}${d.transfer ? ` · pays transfer ${escapeHtml(d.transfer)}` : ' · a top-up'}</div>
  <form method="post" action="/dev/bank/pay" class="row">
    <input type="hidden" name="reference" value="${escapeHtml(d.reference)}" />
    <input type="hidden" name="currency" value="${escapeHtml(d.currency)}" />
    <input type="hidden" name="amount" value="${escapeHtml(amount || '100.00')}" />
    <button type="submit">Pay ${escapeHtml(amount || '100.00')} ${escapeHtml(d.currency)} quoting ${escapeHtml(d.reference)}</button>
  </form></li>`;
    });
    const body = `
  ${paid ? `<p class="ok" role="status">Paid. The bank's credit notification for ${escapeHtml(paid)} was imported: the deposit is credited if its reference, amount and currency match; a transfer it pays is sent on within seconds.</p>` : ''}
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  <section aria-labelledby="awaited"><h2 id="awaited">Payments Mizani expects</h2>
  ${rows.length ? `<ul>${rows.join('')}</ul>` : '<p class="empty">None yet. In the dashboard, pay a transfer by bank transfer (Send → Review → Bank transfer) or ask for a top-up by bank (Wallet → Add money), then pay its reference here.</p>'}</section>
  <section aria-labelledby="any"><h2 id="any">Pay any reference</h2>
  <form method="post" action="/dev/bank/pay">
    <label for="reference">Payment reference</label>
    <input id="reference" name="reference" required maxlength="140" autocomplete="off" placeholder="DEP-…" />
    <label for="amount">Amount</label>
    <input id="amount" name="amount" required inputmode="decimal" pattern="[0-9]{1,12}([.][0-9]{1,2})?" />
    <label for="currency">Currency</label>
    <input id="currency" name="currency" required pattern="[A-Za-z]{3}" maxlength="3" value="USD" />
    <button type="submit">Pay</button>
  </form></section>`;
    return c.html(page(styleNonce(c), body));
  });

  app.post('/dev/bank/pay', async (c) => {
    // A page of another site must not make payments here.
    if (c.req.header('sec-fetch-site') === 'cross-site') return c.text('Forbidden', 403);
    const form = await c.req.parseBody();
    const reference = String(form.reference ?? '').trim();
    const amount = String(form.amount ?? '').trim();
    const currency = String(form.currency ?? '')
      .trim()
      .toUpperCase();
    const back = (q: Record<string, string>) =>
      c.redirect(`/dev/bank?${new URLSearchParams(q).toString()}`, 303);
    if (!reference || reference.length > 140)
      return back({ error: 'Enter the payment reference.' });
    if (!/^\d{1,12}(\.\d{1,2})?$/.test(amount) || !/[1-9]/.test(amount))
      return back({ error: 'The amount must be a number above zero with at most 2 decimals.' });
    if (!/^[A-Z]{3}$/.test(currency)) return back({ error: 'The currency is three letters.' });
    const id = `SIMBANK-${randomUUID().slice(0, 18)}`;
    const xml = creditNotification(
      [{ id, amount, currency, remittance: reference, payerName: 'Simulated payer' }],
      id,
    );
    await importStatement(
      deps.database.db,
      (async function* () {
        yield xml;
      })(),
      { fileName: `${id}.xml`, importedBy: 'simulated bank', appUrl: deps.env.BETTER_AUTH_URL },
    );
    return back({ paid: reference });
  });
  return app;
}

function page(nonce: string, body: string) {
  return devPage({
    nonce,
    title: 'Development bank',
    width: '40rem',
    css: `${LIST_AND_FORM_CSS}
  li { margin: 0 0 1rem; }
  form.row { background: none; border: 0; padding: .25rem 0 0; }`,
    body: `<body>
<main>
  <h1>Development bank</h1>
  <p class="note">A bank account of your own, to try paying Mizani by bank transfer: each payment reaches Mizani as the bank's credit notification (camt.054). Test money only; this page does not exist in production.</p>
  <p><a href="/dev/bank">Reload</a> · <a href="/dev/mailbox">Mailbox</a> · <a href="/dev/phone">Phone</a> · <a href="/dev/wallet">Wallet</a> · <a href="/dashboard?tab=send">Dashboard</a></p>
  ${body}
</main>
</body>`,
  });
}
