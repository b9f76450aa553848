import { sql } from 'drizzle-orm';
import { maskPhone } from '@mizani/shared';
import { queryRows, type Db } from '../../db/client.ts';
import type { AppDeps } from '../../context.ts';
import type { Logger } from '../../lib/logger.ts';
import {
  SmsDeliveryError,
  httpSmsTransport,
  logSmsTransport,
  type SmsTransport,
} from './transport.ts';

/** Codes are short-lived: 5 s, 10 s, 20 s ... at most 1 min apart; failed after 8 attempts. */
export const SMS_RETRY = { baseDelayMs: 5_000, maxDelayMs: 60_000, maxAttempts: 8 };
/** A claimed row is ours for this long; if the instance dies mid-send the row becomes `unknown`. */
const CLAIM_MS = 60_000;
/** Without a gateway a text is logged and looked at again this much later. */
const NO_GATEWAY_RECHECK_MS = 60 * 60_000;
const NO_GATEWAY_NOTE = 'SMS_GATEWAY_URL not set: kept in the outbox';

export const smsRetryDelayMs = (attempts: number, base = SMS_RETRY.baseDelayMs) =>
  Math.min(base * 2 ** Math.max(0, attempts - 1), SMS_RETRY.maxDelayMs);

interface ClaimedRow {
  id: number;
  to_number: string;
  body: string;
  attempts: number;
}

export interface SmsDeliverResult {
  sent: number;
  retried: number;
  failed: number;
  unknown: number;
  expired: number;
  kept: number;
}

/**
 * Delivers due texts once. Exactly once: a row is claimed in one statement (SKIP LOCKED, with a
 * lease) so two workers never send it; it is marked sent before anything else; a failure is
 * retried only when the gateway surely did not take it (SmsDeliveryError 'retry'). A lease that
 * expires means an instance died mid-send: the row becomes `unknown`, never sent again.
 */
export async function deliverDueSms(
  ctx: { db: Db; transport: SmsTransport; logger: Logger; logBodies?: boolean },
  opts: { batchSize?: number; baseDelayMs?: number } = {},
): Promise<SmsDeliverResult> {
  const result: SmsDeliverResult = {
    sent: 0,
    retried: 0,
    failed: 0,
    unknown: 0,
    expired: 0,
    kept: 0,
  };
  const { db, transport, logger } = ctx;
  const batch = opts.batchSize ?? 20;
  const base = opts.baseDelayMs ?? SMS_RETRY.baseDelayMs;

  // A code that could not go out in time is useless: drop it instead of sending it late.
  const expired = await queryRows<{ id: number }>(
    db,
    sql`update sms_outbox set status = 'expired', locked_until = null
        where status = 'pending' and expires_at is not null and expires_at < now()
          and (${transport.kind} = 'http' or last_error is distinct from ${NO_GATEWAY_NOTE})
        returning id`,
  );
  result.expired = expired.length;
  const stale = await queryRows<{ id: number }>(
    db,
    sql`update sms_outbox set status = 'unknown', locked_until = null,
          last_error = 'the sending instance stopped mid-send: not sent again'
        where status = 'sending' and locked_until < now() returning id`,
  );
  result.unknown += stale.length;

  if (transport.kind === 'log') {
    const rows = await queryRows<ClaimedRow>(
      db,
      sql`
      update sms_outbox set next_attempt_at = now() + ${`${NO_GATEWAY_RECHECK_MS} milliseconds`}::interval,
        last_error = ${NO_GATEWAY_NOTE}
      where id in (
        select id from sms_outbox where status = 'pending' and next_attempt_at <= now()
        order by id limit ${batch} for update skip locked)
      returning id, to_number, body, attempts`,
    );
    for (const row of rows) {
      logger.info(
        ctx.logBodies
          ? { smsId: row.id, to: row.to_number, text: row.body }
          : { smsId: row.id, to: maskPhone(row.to_number) },
        ctx.logBodies
          ? 'text kept in outbox (SMS_GATEWAY_URL not set): read it at /dev/mailbox'
          : 'text kept in outbox (SMS_GATEWAY_URL not set)',
      );
      result.kept++;
    }
    return result;
  }

  const claimed = await queryRows<ClaimedRow>(
    db,
    sql`
    update sms_outbox set status = 'sending', attempts = attempts + 1,
      locked_until = now() + ${`${CLAIM_MS} milliseconds`}::interval
    where id in (
      select id from sms_outbox
      where status = 'pending' and (next_attempt_at <= now() or last_error = ${NO_GATEWAY_NOTE})
      order by id limit ${batch} for update skip locked)
    returning id, to_number, body, attempts`,
  );

  for (const row of claimed) {
    try {
      const { providerMessageId } = await transport.send({
        to: row.to_number,
        body: row.body,
        reference: `sms-${row.id}`,
      });
      // Sent: the code itself is no longer kept (the receipt is the provider's message id).
      await db.execute(sql`
        update sms_outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null,
          provider_message_id = ${providerMessageId},
          body = regexp_replace(body, '[0-9]{6}', '••••••', 'g')
        where id = ${row.id}`);
      result.sent++;
    } catch (err) {
      const outcome = err instanceof SmsDeliveryError ? err.outcome : 'unknown';
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      const log = {
        smsId: row.id,
        to: maskPhone(row.to_number),
        attempts: row.attempts,
        err: message,
      };
      if (outcome === 'retry' && row.attempts < SMS_RETRY.maxAttempts) {
        const delay = smsRetryDelayMs(row.attempts, base);
        await db.execute(sql`
          update sms_outbox set status = 'pending', locked_until = null, last_error = ${message},
            next_attempt_at = now() + ${`${delay} milliseconds`}::interval
          where id = ${row.id}`);
        logger.warn({ ...log, retryInMs: delay }, 'text delivery failed, will retry');
        result.retried++;
      } else {
        const status = outcome === 'unknown' ? 'unknown' : 'failed';
        await db.execute(sql`
          update sms_outbox set status = ${status}, locked_until = null, last_error = ${message}
          where id = ${row.id}`);
        logger.error(
          log,
          outcome === 'unknown'
            ? 'text delivery outcome unknown: not sent again'
            : 'text delivery failed for good',
        );
        if (status === 'unknown') result.unknown++;
        else result.failed++;
      }
    }
  }
  return result;
}

/** This instance's SMS transport, from SMS_* (created once). */
export function smsTransport(deps: AppDeps): SmsTransport {
  let transport = deps.services.get<SmsTransport>('sms-transport');
  if (!transport) {
    const { env } = deps;
    transport = deps.services.set(
      'sms-transport',
      env.SMS_GATEWAY_URL && env.SMS_API_KEY
        ? httpSmsTransport({
            url: env.SMS_GATEWAY_URL,
            username: env.SMS_USERNAME,
            apiKey: env.SMS_API_KEY,
            senderId: env.SMS_SENDER_ID,
          })
        : logSmsTransport(deps.logger),
    );
  }
  return transport;
}

/** One delivery pass with this instance's transport: what workers.ts runs and tests call. */
export function deliverSmsOutbox(deps: AppDeps, opts?: { baseDelayMs?: number }) {
  return deliverDueSms(
    {
      db: deps.database.db,
      transport: smsTransport(deps),
      logger: deps.logger,
      logBodies: deps.env.NODE_ENV !== 'production',
    },
    opts,
  );
}
