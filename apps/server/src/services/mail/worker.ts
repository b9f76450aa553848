import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import type { AppDeps } from '../../context.ts';
import type { Logger } from '../../lib/logger.ts';
import { createMailTransport, type MailTransport } from './transport.ts';
import { isDatabaseUnavailable } from '../../lib/db-errors.ts';
import { storedMailBodies } from './stored.ts';

/** Retry schedule: 30 s, 1 min, 2 min ... doubling, at most 1 h apart; failed after 10 attempts. */
export const MAIL_RETRY = { baseDelayMs: 30_000, maxDelayMs: 60 * 60_000, maxAttempts: 10 };
/** A claimed row is ours for this long; if the instance dies mid-send another one retries it. */
const CLAIM_MS = 2 * 60_000;
/** Without SMTP_URL a message is logged and looked at again this much later. */
const NO_SMTP_RECHECK_MS = 60 * 60_000;
const NO_SMTP_NOTE = 'SMTP_URL not set: kept in the outbox';

export function retryDelayMs(attempts: number, baseDelayMs = MAIL_RETRY.baseDelayMs) {
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempts - 1), MAIL_RETRY.maxDelayMs);
}

interface ClaimedRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  mail_input: unknown;
  attempts: number;
}

const bodiesOf = (row: ClaimedRow) =>
  storedMailBodies({ textBody: row.text_body, htmlBody: row.html_body, mailInput: row.mail_input });

export interface DeliverOptions {
  batchSize?: number;
  /** Tests shorten the backoff; production uses MAIL_RETRY. */
  baseDelayMs?: number;
}

export interface DeliverResult {
  sent: number;
  retried: number;
  failed: number;
  kept: number;
}

/**
 * Delivers due outbox rows once. Safe on several instances at once: rows are claimed in one
 * statement with FOR UPDATE SKIP LOCKED and marked `sending` with a lease (locked_until), so two
 * workers never hold the same row; a lease that expires (crashed instance) makes the row due again.
 */
export async function deliverDueMail(
  ctx: {
    db: Db;
    transport: MailTransport;
    from: string;
    logger: Logger;
    /** Outside production, kept mail logs its links so a newcomer can finish sign-up. */
    logLinks?: boolean;
  },
  opts: DeliverOptions = {},
): Promise<DeliverResult> {
  const result: DeliverResult = { sent: 0, retried: 0, failed: 0, kept: 0 };
  const { db, transport, logger } = ctx;
  const batch = opts.batchSize ?? 20;
  const base = opts.baseDelayMs ?? MAIL_RETRY.baseDelayMs;

  if (transport.kind === 'log') {
    // Offline default: log each due message and look again in an hour (a restart with
    // SMTP_URL set delivers everything still pending — see below).
    const rows = await queryRows<ClaimedRow>(
      db,
      sql`
      update mail_outbox set next_attempt_at = now() + ${`${NO_SMTP_RECHECK_MS} milliseconds`}::interval,
        last_error = ${NO_SMTP_NOTE}
      where id in (
        select id from mail_outbox where status = 'pending' and next_attempt_at <= now()
        order by id limit ${batch} for update skip locked)
      returning id, to_address, subject, text_body, html_body, mail_input, attempts`,
    );
    for (const row of rows) {
      const links = ctx.logLinks ? (bodiesOf(row).text.match(/https?:\/\/[^\s<>"']+/g) ?? []) : [];
      logger.info(
        {
          mailId: row.id,
          to: row.to_address,
          subject: row.subject,
          ...(links.length ? { links } : {}),
        },
        ctx.logLinks
          ? 'mail kept in outbox (SMTP_URL not set): read it at /dev/mailbox'
          : 'mail kept in outbox (SMTP_URL not set)',
      );
      result.kept++;
    }
    return result;
  }

  const claimed = await queryRows<ClaimedRow>(
    db,
    sql`
    update mail_outbox set status = 'sending', attempts = attempts + 1,
      locked_until = now() + ${`${CLAIM_MS} milliseconds`}::interval
    where id in (
      select id from mail_outbox
      where (status = 'pending' and (next_attempt_at <= now() or last_error = ${NO_SMTP_NOTE}))
         or (status = 'sending' and locked_until < now())
      order by id limit ${batch} for update skip locked)
    returning id, to_address, subject, text_body, html_body, mail_input, attempts`,
  );

  for (const row of claimed) {
    let sent = false;
    try {
      const body = bodiesOf(row);
      await transport.send({
        from: ctx.from,
        to: row.to_address,
        subject: row.subject,
        text: body.text,
        html: body.html,
      });
      sent = true;
      // A mail stored as its content keeps what was sent, as every other row does.
      await markSent(db, row.id, logger, row.text_body == null ? body : null);
      result.sent++;
    } catch (err) {
      // Sent, but the database stayed away longer than the lease allows: the row stays claimed
      // and its lease decides (an SMTP failure's retry bookkeeping does not apply).
      if (sent) throw err;
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
      if (row.attempts >= MAIL_RETRY.maxAttempts) {
        await db.execute(sql`
          update mail_outbox set status = 'failed', locked_until = null, last_error = ${message}
          where id = ${row.id}`);
        logger.error(
          { mailId: row.id, attempts: row.attempts, err: message },
          'mail delivery failed for good',
        );
        result.failed++;
      } else {
        const delay = retryDelayMs(row.attempts, base);
        await db.execute(sql`
          update mail_outbox set status = 'pending', locked_until = null, last_error = ${message},
            next_attempt_at = now() + ${`${delay} milliseconds`}::interval
          where id = ${row.id}`);
        logger.warn(
          { mailId: row.id, attempts: row.attempts, retryInMs: delay, err: message },
          'mail delivery failed, will retry',
        );
        result.retried++;
      }
    }
  }
  return result;
}

/** How long a sent message waits for the database to record it: well inside its claim. */
const MARK_SENT_WITHIN_MS = CLAIM_MS / 2;

/**
 * Records a delivered message. If the database is unreachable at that moment (a restart just
 * after the SMTP server accepted it), keep trying while the claim holds: given up, the lease
 * would expire and another instance would send the message a second time (issue 42).
 */
async function markSent(
  db: Db,
  id: number,
  logger: Logger,
  rendered: { text: string; html: string | null } | null,
) {
  const deadline = Date.now() + MARK_SENT_WITHIN_MS;
  const bodies = rendered
    ? sql`, text_body = ${rendered.text}, html_body = ${rendered.html}`
    : sql``;
  for (let attempt = 0; ; attempt++) {
    try {
      await db.execute(sql`
        update mail_outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null${bodies}
        where id = ${id}`);
      return;
    } catch (err) {
      if (!isDatabaseUnavailable(err) || Date.now() > deadline) throw err;
      if (attempt === 0)
        logger.warn({ mailId: id }, 'mail sent; waiting for the database to record it');
      await new Promise((r) => setTimeout(r, Math.min(2_000, 250 * 2 ** attempt)));
    }
  }
}

/** The transport of this instance, created once and closed at shutdown. */
export function mailTransport(deps: AppDeps): MailTransport {
  let transport = deps.services.get<MailTransport>('mail-transport');
  if (!transport) {
    transport = deps.services.set(
      'mail-transport',
      createMailTransport(deps.env.SMTP_URL, deps.logger),
    );
    const t = transport;
    deps.services.onStop(() => t.close());
  }
  return transport;
}

/** One delivery pass with this instance's transport: what workers.ts runs and tests call. */
export function deliverOutbox(deps: AppDeps, opts?: DeliverOptions) {
  return deliverDueMail(
    {
      db: deps.database.db,
      transport: mailTransport(deps),
      from: deps.env.MAIL_FROM,
      logger: deps.logger,
      logLinks: deps.env.NODE_ENV !== 'production',
    },
    opts,
  );
}
