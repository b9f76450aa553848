import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  ApiKeyMode,
  WebhookDeliveryView,
  WebhookEndpointCreate,
  WebhookEndpointView,
  WebhookEventType,
} from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { seal } from '../../lib/seal.ts';
import { said } from '../i18n/refusals/index.ts';

// Webhook endpoints and the event outbox (issue 18, docs/developer-api.md). An event is written
// in the transaction of what it reports (services/notices calls emitWebhookEvent), with one
// delivery row per subscribed endpoint; services/developer/delivery.ts sends them.

export const SECRET_PURPOSE = 'webhook-endpoint-secret';
/** At most this many endpoints per holder. */
export const MAX_ENDPOINTS = 10;

function endpointView(row: typeof webhookEndpoints.$inferSelect): WebhookEndpointView {
  return {
    id: row.id,
    mode: row.mode === 'test' ? 'test' : 'live',
    url: row.url,
    description: row.description,
    events: row.events,
    status: row.status === 'disabled' ? 'disabled' : 'enabled',
    disabledReason: row.disabledReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Endpoints are per mode (decision 016): a key sees its own mode's; the dashboard sees both. */
const ofHolder = (holderId: string, mode?: ApiKeyMode) =>
  and(eq(webhookEndpoints.holderId, holderId), mode ? eq(webhookEndpoints.mode, mode) : undefined);

export async function listEndpoints(db: DbOrTx, holderId: string, mode?: ApiKeyMode) {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(ofHolder(holderId, mode))
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(endpointView);
}

/** A new endpoint with its signing secret (returned here only: "whsec_" + 24 random bytes). */
export async function createEndpoint(
  db: DbOrTx,
  serverSecret: string,
  holderId: string,
  input: WebhookEndpointCreate,
  mode: ApiKeyMode = 'live',
): Promise<{ endpoint: WebhookEndpointView; secret: string }> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.holderId, holderId));
  if ((count?.n ?? 0) >= MAX_ENDPOINTS)
    throw new AppError('CONFLICT', said('dev.maxEndpoints', { max: MAX_ENDPOINTS }));
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      holderId,
      mode,
      url: input.url,
      description: input.description || null,
      events: [...new Set(input.events)],
      secret: seal(serverSecret, SECRET_PURPOSE, secret),
    })
    .returning();
  return { endpoint: endpointView(row!), secret };
}

export async function deleteEndpoint(db: DbOrTx, holderId: string, id: string, mode?: ApiKeyMode) {
  const gone = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), ofHolder(holderId, mode)))
    .returning({ id: webhookEndpoints.id });
  if (gone.length === 0) throw notFound('Webhook endpoint');
}

async function ownEndpoint(db: DbOrTx, holderId: string, id: string, mode?: ApiKeyMode) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), ofHolder(holderId, mode)));
  if (!row) throw notFound('Webhook endpoint');
  return row;
}

/** Re-enables an endpoint the failures disabled (its failure clock starts again). */
export async function setEndpointEnabled(
  db: DbOrTx,
  holderId: string,
  id: string,
  enabled: boolean,
) {
  await ownEndpoint(db, holderId, id);
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      status: enabled ? 'enabled' : 'disabled',
      disabledReason: enabled ? null : 'Disabled by you',
      failingSince: null,
      updatedAt: new Date(),
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return endpointView(row!);
}

/** The endpoint's latest deliveries (newest first) with every attempt. */
export async function listDeliveries(
  db: DbOrTx,
  holderId: string,
  endpointId: string,
  mode?: ApiKeyMode,
  limit = 50,
): Promise<WebhookDeliveryView[]> {
  await ownEndpoint(db, holderId, endpointId, mode);
  const rows = await queryRows<{
    id: string;
    event_id: string;
    type: string;
    status: string;
    attempts: number;
    next_attempt_at: Date | string;
    delivered_at: Date | string | null;
    created_at: Date | string;
  }>(
    db,
    sql`select d.id, d.event_id, e.type, d.status, d.attempts, d.next_attempt_at, d.delivered_at,
               d.created_at
          from webhook_deliveries d join webhook_events e on e.id = d.event_id
         where d.endpoint_id = ${endpointId}
         order by d.created_at desc, d.id limit ${limit}`,
  );
  const ids = rows.map((r) => r.id);
  const attempts = ids.length
    ? await db
        .select()
        .from(webhookAttempts)
        .where(inArray(webhookAttempts.deliveryId, ids))
        .orderBy(webhookAttempts.attempt)
    : [];
  const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
  return rows.map((r) => ({
    id: r.id,
    eventId: r.event_id,
    eventType: r.type,
    status: r.status,
    attempts: Number(r.attempts),
    nextAttemptAt: r.status === 'pending' || r.status === 'sending' ? iso(r.next_attempt_at) : null,
    deliveredAt: iso(r.delivered_at),
    createdAt: iso(r.created_at)!,
    log: attempts
      .filter((a) => a.deliveryId === r.id)
      .map((a) => ({
        attempt: a.attempt,
        responseStatus: a.responseStatus,
        durationMs: a.durationMs,
        responseExcerpt: a.responseExcerpt,
        error: a.error,
        at: a.createdAt.toISOString(),
      })),
  }));
}

/**
 * A new signing secret (returned once). The old one keeps signing beside it for `overlapHours`,
 * so receivers can switch without losing a delivery (Standard Webhooks: several signatures).
 */
export async function rotateSecret(
  db: DbOrTx,
  serverSecret: string,
  holderId: string,
  id: string,
  overlapHours: number,
): Promise<{ secret: string; previousValidUntil: string | null }> {
  const row = await ownEndpoint(db, holderId, id);
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  const until = overlapHours > 0 ? new Date(Date.now() + overlapHours * 3_600_000) : null;
  await db
    .update(webhookEndpoints)
    .set({
      secret: seal(serverSecret, SECRET_PURPOSE, secret),
      previousSecret: until ? row.secret : null,
      previousExpiresAt: until,
      updatedAt: new Date(),
    })
    .where(eq(webhookEndpoints.id, id));
  return { secret, previousValidUntil: until?.toISOString() ?? null };
}

/** Sends an event again to the same endpoint now (a new delivery; the event keeps its id). */
export async function redeliver(
  db: DbOrTx,
  holderId: string,
  deliveryId: string,
  mode?: ApiKeyMode,
) {
  const [row] = await queryRows<{ event_id: string; endpoint_id: string }>(
    db,
    sql`select d.event_id, d.endpoint_id from webhook_deliveries d
          join webhook_endpoints p on p.id = d.endpoint_id and p.holder_id = ${holderId}
         where d.id = ${deliveryId} ${mode ? sql`and p.mode = ${mode}` : sql``}`,
  );
  if (!row) throw notFound('Delivery');
  const [created] = await db
    .insert(webhookDeliveries)
    .values({ eventId: row.event_id, endpointId: row.endpoint_id, redeliveryOf: deliveryId })
    .returning({ id: webhookDeliveries.id });
  return { id: created!.id };
}

/**
 * Records an event for the holder's subscribed endpoints, inside the caller's transaction: no
 * endpoint subscribed, no row at all (one statement either way). The mode is the transaction's:
 * a sandbox transaction (services/sandbox, SET LOCAL mizani.mode = 'test') writes a test event
 * for the holder's test endpoints only; everything else is live.
 */
export async function emitWebhookEvent(
  tx: DbOrTx,
  holderId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
) {
  await tx.execute(sql`
    with m as (
      select case when current_setting('mizani.mode', true) = 'test' then 'test' else 'live' end as mode),
    targets as (
      select id from webhook_endpoints, m
       where holder_id = ${holderId} and webhook_endpoints.mode = m.mode and status = 'enabled'
         and ${type} = any(events)),
    ev as (
      insert into webhook_events (holder_id, mode, type, payload)
      select ${holderId}, m.mode, ${type}, ${JSON.stringify(data)}::jsonb from m
       where exists (select 1 from targets)
      returning id)
    insert into webhook_deliveries (event_id, endpoint_id)
    select ev.id, targets.id from ev cross join targets`);
}
