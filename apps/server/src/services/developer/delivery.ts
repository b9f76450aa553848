import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { Agent, Dispatcher } from 'undici';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { unseal } from '../../lib/seal.ts';
import { pinnedAgent, vetReceiver, type Resolver } from './ssrf.ts';
import { SECRET_PURPOSE } from './webhooks.ts';

// The webhook sender (issue 18): claims due deliveries with FOR UPDATE SKIP LOCKED (any number of
// instances, none sends the same attempt twice), signs each per Standard Webhooks, logs every
// attempt, retries with exponential backoff for 24 hours, and disables an endpoint after a day
// of failures (with a mail to its owner). A claim leases the row for LEASE_SEC: an instance killed
// mid-delivery loses nothing, the delivery is simply due again when the lease ends.

const LEASE_SEC = 120;
const TIMEOUT_MS = 10_000;
const BATCH = 20;
/** Seconds before attempt n+1 after n failed ones (the last value repeats). */
export const BACKOFF_SEC = [5, 30, 120, 600, 1800, 3600, 7200, 14400, 28800];
export const RETRY_FOR_HOURS = 24;

interface Due {
  id: string;
  attempt: number;
  created_at: Date | string;
  event_id: string;
  type: string;
  mode: string;
  payload: unknown;
  event_at: Date | string;
  endpoint_id: string;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_active: boolean;
  endpoint_status: string;
  holder_id: string;
}

/** undici's fetch: it takes the `dispatcher` that pins the connection to the vetted address. */
export type DeliveryFetch = (
  url: string,
  init: Omit<RequestInit, 'dispatcher'> & { dispatcher?: Dispatcher },
) => Promise<Response>;

export interface DeliveryOptions {
  serverSecret: string;
  production: boolean;
  fetchImpl?: DeliveryFetch;
  /** The host name resolver (the system's by default; tests stand in a rebinding one). */
  resolve?: Resolver;
  timeoutMs?: number;
}

/** Claims and sends the due deliveries once; answers how many were attempted. */
export async function deliverWebhooks(db: DbOrTx, opts: DeliveryOptions): Promise<number> {
  const due = await queryRows<Due>(
    db,
    sql`with claimed as (
          update webhook_deliveries d
             set status = 'sending', attempts = d.attempts + 1,
                 next_attempt_at = now() + make_interval(secs => ${LEASE_SEC})
           where d.id in (select id from webhook_deliveries
                           where status in ('pending', 'sending') and next_attempt_at <= now()
                           order by next_attempt_at limit ${BATCH}
                           for update skip locked)
          returning d.id, d.attempts, d.created_at, d.event_id, d.endpoint_id)
        select c.id, c.attempts as attempt, c.created_at, c.event_id, e.type, e.mode, e.payload,
               e.created_at as event_at, p.id as endpoint_id, p.url, p.secret, p.previous_secret,
               coalesce(p.previous_expires_at > now(), false) as previous_active,
               p.status as endpoint_status, p.holder_id
          from claimed c
          join webhook_events e on e.id = c.event_id
          join webhook_endpoints p on p.id = c.endpoint_id`,
  );
  await Promise.all(due.map((d) => deliverOne(db, d, opts)));
  return due.length;
}

/**
 * One tick of the worker: batch after batch while full ones come back (at most `maxBatches`), so
 * a backlog drains at the sender's pace rather than one batch of 20 a second (decision 017).
 */
export async function drainWebhooks(db: DbOrTx, opts: DeliveryOptions, maxBatches = 50) {
  let sent = 0;
  for (let i = 0; i < maxBatches; i++) {
    const n = await deliverWebhooks(db, opts);
    sent += n;
    if (n < BATCH) break;
  }
  return sent;
}

async function deliverOne(db: DbOrTx, d: Due, opts: DeliveryOptions) {
  if (d.endpoint_status !== 'enabled') {
    await db.execute(
      sql`update webhook_deliveries set status = 'failed' where id = ${d.id} and status = 'sending'`,
    );
    return;
  }
  const body = JSON.stringify({
    type: d.type,
    // Receivers tell sandbox events apart (decision 016); live events say so too.
    mode: d.mode,
    timestamp: new Date(d.event_at).toISOString(),
    data: d.payload,
  });
  const started = performance.now();
  let status: number | null = null;
  let excerpt: string | null = null;
  let error: string | null = null;
  const timeoutMs = opts.timeoutMs ?? TIMEOUT_MS;
  let agent: Agent | null = null;
  try {
    // Resolved once: the connection goes to the very address that was checked (no rebinding).
    const target = await vetReceiver(d.url, opts.production, opts.resolve);
    agent = await pinnedAgent(target, timeoutMs);
    const now = new Date();
    const signatures = [unseal(opts.serverSecret, SECRET_PURPOSE, d.secret)];
    if (d.previous_secret && d.previous_active)
      signatures.push(unseal(opts.serverSecret, SECRET_PURPOSE, d.previous_secret));
    const signature = signatures.map((s) => new Webhook(s).sign(d.event_id, now, body)).join(' ');
    const res = await (
      opts.fetchImpl ?? ((await import('undici')).fetch as unknown as DeliveryFetch)
    )(d.url, {
      method: 'POST',
      redirect: 'manual',
      dispatcher: agent,
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Mizani-Webhooks/1.0',
        'webhook-id': d.event_id,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body,
    });
    status = res.status;
    excerpt = (await res.text().catch(() => '')).slice(0, 1000);
  } catch (err) {
    error = failureText(err);
  } finally {
    void agent?.close().catch(() => {});
  }
  const durationMs = Math.round(performance.now() - started);
  const ok = status !== null && status >= 200 && status < 300;
  const backoff = BACKOFF_SEC[Math.min(d.attempt - 1, BACKOFF_SEC.length - 1)]!;
  await db.execute(sql`
    with attempt as (
      insert into webhook_attempts (delivery_id, attempt, response_status, duration_ms, response_excerpt, error)
      values (${d.id}, ${d.attempt}, ${status}, ${durationMs}, ${excerpt}, ${error}) returning 1)
    update webhook_deliveries set
      status = case when ${ok} then 'delivered'
                    when created_at + make_interval(hours => ${RETRY_FOR_HOURS}) < now() then 'failed'
                    else 'pending' end,
      delivered_at = case when ${ok} then now() else null end,
      next_attempt_at = now() + make_interval(secs => ${backoff})
     where id = ${d.id} and status = 'sending'`);
  await recordEndpointHealth(db, d, ok);
}

/** Why an attempt failed, in words for the deliveries log ("fetch failed" alone says nothing). */
function failureText(err: unknown): string {
  if (!(err instanceof Error)) return 'Request failed';
  const cause = (err as { cause?: unknown }).cause;
  const detail = cause instanceof Error && cause.message ? `: ${cause.message}` : '';
  return `${err.message}${detail}`.slice(0, 500);
}

/** A success clears the failure clock; a day of failures disables the endpoint and tells the owner. */
async function recordEndpointHealth(db: DbOrTx, d: Due, ok: boolean) {
  if (ok) {
    await db.execute(
      sql`update webhook_endpoints set failing_since = null where id = ${d.endpoint_id} and failing_since is not null`,
    );
    return;
  }
  await db.execute(sql`
    with endpoint as (
      update webhook_endpoints set failing_since = coalesce(failing_since, now()),
        status = case when failing_since < now() - interval '1 day' then 'disabled' else status end,
        disabled_reason = case when failing_since < now() - interval '1 day'
                               then 'Every delivery failed for a day' else disabled_reason end
       where id = ${d.endpoint_id}
      returning status, url, (status = 'disabled' and disabled_reason = 'Every delivery failed for a day') as just_disabled),
    owner as (select u.email from "user" u where u.id = ${d.holder_id})
    insert into mail_outbox (kind, to_address, subject, text_body, html_body)
    select 'webhook_disabled', owner.email, 'Your Mizani webhook endpoint was disabled',
           'Every delivery to ' || endpoint.url || ' failed for a day, so we disabled the endpoint. Fix the receiver, then enable it again under Dashboard > Developers.',
           '<p>Every delivery to your webhook endpoint failed for a day, so we disabled it. Fix the receiver, then enable it again under Dashboard &gt; Developers.</p>'
      from endpoint, owner
     where endpoint.just_disabled and ${d.endpoint_status} = 'enabled'`);
}

export async function sweepWebhookHistory(db: DbOrTx) {
  await db.execute(sql`delete from webhook_events where created_at < now() - interval '30 days'`);
}
