import { Hono } from 'hono';
import { devPage } from './page.ts';
import type { AppBindings, AppDeps } from '../context.ts';
import { escapeHtml } from '../services/mail/escape.ts';
import { styleNonce } from '../middleware/security-headers.ts';
import { railsOf, SIMULATED_PIN } from '../services/rails/registry.ts';
import type { Payout, Prompt } from '../services/rails/mpesa/simulator.ts';
import type { MomoRequest } from '../services/rails/momo/simulator.ts';

/**
 * /dev/phone: the simulated M-Pesa phone, for `npm start` (docs/payments.md). A deposit by phone
 * rings here: enter the PIN to pay, cancel, or let it ring out; payouts to a phone arrive here
 * too. Mounted only outside production and only when the rails are simulated (app.ts).
 */
export function devPhone(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const sim = () => railsOf(deps).simulators.mpesa;
  const momo = () => railsOf(deps).simulators.mtn_momo;

  app.get('/dev/phone', (c) => {
    const simulator = sim();
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    if (!simulator) return c.html(page([], [], [], styleNonce(c), true), 404);
    const m = momo();
    const mtn = m ? [...m.prompts(), ...m.transfers()] : [];
    return c.html(page(simulator.prompts(), simulator.payouts(), mtn, styleNonce(c), false));
  });

  app.post('/dev/phone/answer', async (c) => {
    // A page of another site must not answer the phone for you.
    if (c.req.header('sec-fetch-site') === 'cross-site') return c.text('Forbidden', 403);
    const simulator = sim();
    if (!simulator) return c.text('No simulated phone here', 404);
    const form = await c.req.parseBody();
    const id = String(form.id ?? '');
    const action = String(form.action ?? '');
    if (form.rail === 'mtn_momo') {
      await momo()?.answer(
        id,
        action === 'cancel'
          ? { decline: true }
          : action === 'silence'
            ? { noAnswer: true }
            : { pin: String(form.pin ?? '') },
      );
      return c.redirect('/dev/phone', 303);
    }
    const how =
      action === 'cancel'
        ? ({ cancel: true } as const)
        : action === 'silence'
          ? ({ noAnswer: true } as const)
          : { pin: String(form.pin ?? '') };
    await simulator.answer(id, how);
    return c.redirect('/dev/phone', 303);
  });
  return app;
}

const when = (d: Date) => escapeHtml(d.toISOString().replace('T', ' ').slice(0, 19));
const shillings = (n: number) => `KES ${n.toLocaleString('en-KE')}`;
const RESULTS: Record<number, string> = {
  0: 'Paid',
  1032: 'Cancelled on the phone',
  1037: 'Not answered',
  2001: 'Wrong PIN',
};

function promptItem(p: Prompt) {
  const heading = `Pay ${shillings(p.amount)} to Mizani, account ${escapeHtml(p.accountReference)}?`;
  if (p.state === 'waiting')
    return `<article>
  <h3>${heading}</h3>
  <p class="meta">To +${escapeHtml(p.phone)} · ${when(p.createdAt)} UTC</p>
  <form method="post" action="/dev/phone/answer">
    <input type="hidden" name="id" value="${escapeHtml(p.checkoutRequestId)}" />
    <label for="pin-${escapeHtml(p.checkoutRequestId)}">M-Pesa PIN</label>
    <input id="pin-${escapeHtml(p.checkoutRequestId)}" name="pin" inputmode="numeric" autocomplete="off" maxlength="4" required />
    <button type="submit" name="action" value="pay">Pay</button>
  </form>
  <form method="post" action="/dev/phone/answer" class="row">
    <input type="hidden" name="id" value="${escapeHtml(p.checkoutRequestId)}" />
    <button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
    <button type="submit" name="action" value="silence" class="secondary">Don’t answer</button>
  </form>
</article>`;
  const result = RESULTS[p.resultCode ?? -1] ?? `Result ${p.resultCode}`;
  return `<article>
  <h3>${heading}</h3>
  <p class="meta">To +${escapeHtml(p.phone)} · ${when(p.createdAt)} UTC · <strong>${escapeHtml(result)}</strong>${p.receipt ? ` · receipt ${escapeHtml(p.receipt)}` : ''}</p>
</article>`;
}

function payoutItem(p: Payout) {
  const state = p.state === 'queued' ? 'On its way' : p.resultCode === 0 ? 'Received' : 'Failed';
  return `<article>
  <h3>${shillings(p.amount)} from Mizani</h3>
  <p class="meta">To +${escapeHtml(p.phone)} · ${when(p.createdAt)} UTC · <strong>${state}</strong>${p.receipt ? ` · receipt ${escapeHtml(p.receipt)}` : ''}</p>
</article>`;
}

const MOMO_RESULTS: Record<string, string> = {
  APPROVAL_REJECTED: 'Declined on the phone',
  EXPIRED: 'Not answered',
  PAYMENT_NOT_APPROVED: 'Wrong PIN',
};

/** An MTN MoMo request: a collection waiting for approval, or a transfer to this phone. */
function momoItem(r: MomoRequest) {
  const money = `${escapeHtml(r.currency)} ${escapeHtml(r.amount)}`;
  const id = escapeHtml(r.referenceId);
  const meta = `+${escapeHtml(r.phone)} · ${when(r.createdAt)} UTC`;
  if (r.product === 'disbursement') {
    const state =
      r.status === 'PENDING'
        ? 'On its way'
        : r.status === 'SUCCESSFUL'
          ? 'Received'
          : `Failed (${escapeHtml(r.reason ?? '')})`;
    return `<article>
  <h3>MTN MoMo: ${money} from Mizani</h3>
  <p class="meta">To ${meta} · <strong>${state}</strong>${r.financialTransactionId ? ` · transaction ${escapeHtml(r.financialTransactionId)}` : ''}</p>
</article>`;
  }
  const heading = `MTN MoMo: approve ${money} to Mizani (${escapeHtml(r.externalId)})?`;
  if (r.status === 'PENDING')
    return `<article>
  <h3>${heading}</h3>
  <p class="meta">To ${meta}</p>
  <form method="post" action="/dev/phone/answer">
    <input type="hidden" name="rail" value="mtn_momo" />
    <input type="hidden" name="id" value="${id}" />
    <label for="pin-${id}">MoMo PIN</label>
    <input id="pin-${id}" name="pin" inputmode="numeric" autocomplete="off" maxlength="5" required />
    <button type="submit" name="action" value="pay">Approve</button>
  </form>
  <form method="post" action="/dev/phone/answer" class="row">
    <input type="hidden" name="rail" value="mtn_momo" />
    <input type="hidden" name="id" value="${id}" />
    <button type="submit" name="action" value="cancel" class="secondary">Decline</button>
    <button type="submit" name="action" value="silence" class="secondary">Don’t answer</button>
  </form>
</article>`;
  const result =
    r.status === 'SUCCESSFUL' ? 'Paid' : (MOMO_RESULTS[r.reason ?? ''] ?? `Failed (${r.reason})`);
  return `<article>
  <h3>${heading}</h3>
  <p class="meta">To ${meta} · <strong>${escapeHtml(result)}</strong>${r.financialTransactionId ? ` · transaction ${escapeHtml(r.financialTransactionId)}` : ''}</p>
</article>`;
}

function page(
  prompts: Prompt[],
  payouts: Payout[],
  mtn: MomoRequest[],
  nonce: string,
  absent: boolean,
) {
  const waitingMtn = mtn.filter((r) => r.product === 'collection' && r.status === 'PENDING');
  const earlierMtn = mtn.filter((r) => r.product === 'collection' && r.status !== 'PENDING');
  const transfers = mtn.filter((r) => r.product === 'disbursement');
  const waiting = prompts.filter((p) => p.state === 'waiting');
  const earlier = prompts.filter((p) => p.state !== 'waiting').slice(0, 20);
  const list = (items: string[], empty: string) =>
    items.length ? items.join('\n') : `<p class="empty">${empty}</p>`;
  const body = absent
    ? '<p class="empty">The payment rails are not simulated on this server (RAILS is set), so there is no phone to show.</p>'
    : `<section aria-labelledby="waiting"><h2 id="waiting">Waiting for you</h2>
${list([...waiting.map(promptItem), ...waitingMtn.map(momoItem)], 'No prompt is ringing. In the dashboard choose Pay from your phone (M-Pesa or MTN MoMo), then reload this page.')}</section>
<section aria-labelledby="received"><h2 id="received">Money received</h2>
${list([...payouts.map(payoutItem), ...transfers.map(momoItem)], 'No payout has reached a phone yet.')}</section>
<section aria-labelledby="earlier"><h2 id="earlier">Earlier prompts</h2>
${list([...earlier.map(promptItem), ...earlierMtn.slice(0, 20).map(momoItem)], 'None yet.')}</section>`;
  return devPage({
    nonce,
    title: 'Development phone',
    width: '40rem',
    css: `  section > h2 { font-size: 1.25rem; margin: 2rem 0 .5rem; }
  h3 { font-size: 1rem; margin: 0; }
  .note, .meta { color: #41506a; }
  .meta { font-size: .875rem; margin: .25rem 0 .75rem; overflow-wrap: anywhere; }
  article { background: #fff; border: 1px solid #d8dfeb; border-radius: .75rem; padding: 1rem; margin: 0 0 1rem; }
  form { display: flex; gap: .5rem; align-items: center; flex-wrap: wrap; margin: .5rem 0 0; }
  input { font: inherit; width: 6rem; padding: .5rem .75rem; border: 1px solid #9aa7bd; border-radius: .5rem; letter-spacing: .3em; }
  button { font: inherit; padding: .5rem 1rem; border: 0; border-radius: .5rem; background: #0b3d91; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #0b3d91; border: 1px solid #0b3d91; }
  a { color: #0b3d91; }
  .empty { background: #fff; border: 1px dashed #9aa7bd; border-radius: .75rem; padding: 1rem; }`,
    body: `<body>
<main>
  <h1>Development phone</h1>
  <p class="note">The phone of the simulated rails (M-Pesa and MTN MoMo): a deposit by phone rings here. Every simulated phone’s PIN is <strong>${SIMULATED_PIN}</strong>. This page does not exist in production.</p>
  <p><a href="/dev/phone">Reload</a> · <a href="/dev/mailbox">Mailbox</a> · <a href="/dashboard">Dashboard</a></p>
  ${body}
</main>
</body>`,
  });
}
