import { sql } from 'drizzle-orm';
import { formatAmount, ALERT_DIRECTION_LABELS, type AlertDirection } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { mailOutbox, notifications } from '../../db/schema/index.ts';
import { escapeHtml } from '../mail/escape.ts';
import { trimDecimal } from './queries.ts';

type Fired = {
  id: string;
  user_id: string;
  direction: AlertDirection;
  target_rate: string;
  channel_email: boolean;
  channel_in_app: boolean;
  email: string;
};

const CHUNK = 1000;

/**
 * Checks a new rate of one pair against that pair's active alerts, inside the writer's
 * transaction (so each rate is evaluated exactly once, whichever instance wrote it).
 * An armed alert beyond its target fires (disarms, records rate and time, queues an email and/or
 * an in-app notification); a disarmed one back on the near side re-arms. Both statements read
 * only the rows that change, through the partial indexes on armed state.
 */
export async function evaluateAlerts(
  tx: DbOrTx,
  rate: { pairId: string; displayName: string; mid: string; at: Date },
  opts: { appUrl?: string } = {},
): Promise<{ fired: number; rearmed: number }> {
  const { pairId, mid, at } = rate;
  const rearmed = await queryRows<{ id: string }>(
    tx,
    sql`update rate_alerts set armed = true, updated_at = now()
        where pair_id = ${pairId} and is_active and not armed
          and ((direction = 'above' and target_rate >= ${mid}::numeric)
            or (direction = 'below' and target_rate <= ${mid}::numeric))
        returning id`,
  );
  const fired = await queryRows<Fired>(
    tx,
    sql`with f as (
          update rate_alerts set armed = false, last_triggered_at = ${at.toISOString()}::timestamptz,
            last_triggered_rate = ${mid}::numeric, trigger_count = trigger_count + 1, updated_at = now()
          where pair_id = ${pairId} and is_active and armed
            and ((direction = 'above' and target_rate < ${mid}::numeric)
              or (direction = 'below' and target_rate > ${mid}::numeric))
          returning id, user_id, direction, target_rate, channel_email, channel_in_app)
        select f.*, u.email from f join "user" u on u.id = f.user_id`,
  );
  if (!fired.length) return { fired: 0, rearmed: rearmed.length };

  const shownMid = formatAmount(mid, 4);
  const link = '/dashboard?tab=alerts';
  const inApp = fired
    .filter((f) => f.channel_in_app)
    .map((f) => ({
      userId: f.user_id,
      kind: 'rate_alert',
      title: `${rate.displayName} ${f.direction === 'above' ? 'rose above' : 'fell below'} ${formatAmount(trimDecimal(f.target_rate), 4)}`,
      body: `${ALERT_DIRECTION_LABELS[f.direction]} ${formatAmount(trimDecimal(f.target_rate), 4)}: the rate is now ${shownMid} (${at.toISOString().slice(0, 16).replace('T', ' ')} UTC).`,
      link,
    }));
  const mails = fired
    .filter((f) => f.channel_email)
    .map((f) => {
      const target = formatAmount(trimDecimal(f.target_rate), 4);
      const verb = f.direction === 'above' ? 'rose above' : 'fell below';
      const text = `Your Mizani rate alert fired.\n\n${rate.displayName} ${verb} ${target}. The rate is now ${shownMid} (${at.toISOString()}).\n\nManage your alerts: ${opts.appUrl ?? ''}${link}\n\nThis alert fires again only after the rate crosses back.`;
      const html = `<p>Your Mizani rate alert fired.</p><p><strong>${escapeHtml(rate.displayName)}</strong> ${verb} ${escapeHtml(target)}. The rate is now <strong>${escapeHtml(shownMid)}</strong> (${escapeHtml(at.toISOString())}).</p><p><a href="${escapeHtml(`${opts.appUrl ?? ''}${link}`)}">Manage your alerts</a></p><p>This alert fires again only after the rate crosses back.</p>`;
      return {
        kind: 'rate_alert',
        toAddress: f.email,
        subject: `Rate alert: ${rate.displayName} ${verb} ${target}`.replace(/[\r\n]+/g, ' '),
        textBody: text,
        htmlBody: html,
      };
    });
  for (let i = 0; i < inApp.length; i += CHUNK) await tx.insert(notifications).values(inApp.slice(i, i + CHUNK));
  for (let i = 0; i < mails.length; i += CHUNK) await tx.insert(mailOutbox).values(mails.slice(i, i + CHUNK));
  return { fired: fired.length, rearmed: rearmed.length };
}
