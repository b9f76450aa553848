import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { sql } from 'drizzle-orm';
import type { PushPayload } from '@mizani/shared';
import type { AppDeps } from '../../context.ts';
import { queryRows, type Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import { vetReceiver } from '../developer/ssrf.ts';
import { retryDelayMs } from '../mail/worker.ts';
import { vapidKeys, type VapidKeys } from './vapid.ts';

// The push outbox (issue 39, docs/notifications.md): every bell notice of a kind a device chose
// is a row here (SQL trigger mizani_push_on_notification), sent by this worker through web-push
// (RFC 8291 aes128gcm payload, RFC 8292 VAPID). Like the mail outbox: claimed with SKIP LOCKED
// under a lease, retried with backoff; a push service's 404 or 410 means the browser dropped the
// subscription, which is then deleted with its queued pushes.

export const PUSH_RETRY = { baseDelayMs: 30_000, maxAttempts: 6 };
const CLAIM_MS = 60_000;
/** A push service that does not answer in this long is tried again later. */
const SEND_TIMEOUT_MS = 10_000;
/** Push services keep an undelivered push this long (a phone offline for a day still gets it). */
const TTL_SEC = 24 * 60 * 60;

interface Claimed {
  id: number;
  attempts: number;
  subscription_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  notification_id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
}

export interface PushDeliverContext {
  db: Db;
  keys: VapidKeys;
  logger: Logger;
  production: boolean;
  /** Tests: the loopback push service's certificate (production: the system's CAs). */
  agent?: https.Agent;
  baseDelayMs?: number;
}

export interface PushResult {
  sent: number;
  gone: number;
  retried: number;
  failed: number;
}

/** Security notices (a new sign-in) are urgent; the rest may wait for the phone's next wake-up. */
const urgencyOf = (kind: string) => (kind.startsWith('security') ? 'high' : 'normal');

/**
 * In production the endpoint's host is resolved and checked here (no private address, as for
 * webhooks), and the connection goes to the address checked, so a name that changes its answer
 * between check and send cannot reach inside our network.
 */
async function agentFor(
  ctx: PushDeliverContext,
  endpoint: string,
): Promise<https.Agent | undefined> {
  if (ctx.agent || !ctx.production) return ctx.agent;
  const target = await vetReceiver(endpoint, true);
  if (isIP(target.url.hostname.replace(/^\[|\]$/g, ''))) return undefined;
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  return new https.Agent({ lookup, maxSockets: 1 });
}

/** Sends due pushes once; safe on several instances at once. */
export async function deliverDuePush(ctx: PushDeliverContext, batch = 50): Promise<PushResult> {
  const result: PushResult = { sent: 0, gone: 0, retried: 0, failed: 0 };
  const { db, logger } = ctx;
  const claimed = await queryRows<Claimed>(
    db,
    sql`
    with c as (
      update push_outbox set status = 'sending', attempts = attempts + 1,
        locked_until = now() + ${`${CLAIM_MS} milliseconds`}::interval
      where id in (
        select id from push_outbox
         where (status = 'pending' and next_attempt_at <= now())
            or (status = 'sending' and locked_until < now())
         order by id limit ${batch} for update skip locked)
      returning id, attempts, subscription_id, notification_id)
    select c.id, c.attempts, c.subscription_id, s.endpoint, s.p256dh, s.auth,
           c.notification_id, n.kind, n.title, n.body, n.link
      from c join push_subscriptions s on s.id = c.subscription_id
             join notifications n on n.id = c.notification_id`,
  );
  if (!claimed.length) return result;
  // web-push is loaded with the first message to send, not at start-up.
  const { default: webpush, WebPushError } = await import('web-push');
  for (const row of claimed) {
    const payload: PushPayload = {
      id: row.notification_id,
      kind: row.kind,
      title: row.title.slice(0, 200),
      body: row.body.slice(0, 1000),
      link: row.link,
    };
    try {
      await webpush.sendNotification(
        { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: ctx.keys,
          TTL: TTL_SEC,
          urgency: urgencyOf(row.kind),
          timeout: SEND_TIMEOUT_MS,
          contentEncoding: 'aes128gcm',
          agent: await agentFor(ctx, row.endpoint),
        },
      );
      await db.execute(sql`
        with d as (update push_outbox set status = 'sent', sent_at = now(), locked_until = null,
                     last_error = null where id = ${row.id} returning subscription_id)
        update push_subscriptions set last_sent_at = now() where id in (select subscription_id from d)`);
      result.sent++;
    } catch (err) {
      const status = err instanceof WebPushError ? err.statusCode : 0;
      if (status === 404 || status === 410) {
        // The browser unsubscribed or the subscription expired: it will never take a push again.
        await db.execute(sql`delete from push_subscriptions where id = ${row.subscription_id}`);
        logger.info(
          { subscriptionId: row.subscription_id, status },
          'push subscription gone, removed',
        );
        result.gone++;
        continue;
      }
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      // 400/403/413: our request is wrong for this subscription; retrying would not change that.
      const permanent = status === 400 || status === 403 || status === 413;
      if (permanent || row.attempts >= PUSH_RETRY.maxAttempts) {
        await db.execute(sql`
          update push_outbox set status = 'failed', locked_until = null, last_error = ${message}
           where id = ${row.id}`);
        logger.warn({ pushId: row.id, status, err: message }, 'push delivery failed for good');
        result.failed++;
      } else {
        const delay = retryDelayMs(row.attempts, ctx.baseDelayMs ?? PUSH_RETRY.baseDelayMs);
        await db.execute(sql`
          update push_outbox set status = 'pending', locked_until = null, last_error = ${message},
            next_attempt_at = now() + ${`${delay} milliseconds`}::interval
           where id = ${row.id}`);
        result.retried++;
      }
    }
  }
  return result;
}

/** One pass with this instance's keys: what workers.ts runs and tests call. */
export async function deliverPush(
  deps: AppDeps,
  opts: { agent?: https.Agent; baseDelayMs?: number } = {},
): Promise<PushResult> {
  const keys = await vapidKeys(deps);
  if (!keys) return { sent: 0, gone: 0, retried: 0, failed: 0 };
  return deliverDuePush({
    db: deps.database.db,
    keys,
    logger: deps.logger,
    production: deps.env.NODE_ENV === 'production',
    ...opts,
  });
}

/** Sent pushes are kept a week for support questions, then deleted. */
export async function sweepPushOutbox(db: Db) {
  await db.execute(sql`
    delete from push_outbox where status in ('sent', 'failed') and created_at < now() - interval '7 days'`);
}
