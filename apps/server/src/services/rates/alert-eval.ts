import { sql } from 'drizzle-orm';
import { formatAmount, ALERT_DIRECTION_LABELS } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { escapeHtml } from '../mail/escape.ts';

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
  // One statement: disarm the alerts that fire and write their in-app notifications and outbox
  // mails from the same rows, so 100,000 alerts cost one index range scan and no round trips per
  // alert. Only numbers are formatted in SQL; the pair name is escaped here, once.
  const shownMid = formatAmount(mid, 4);
  const link = '/dashboard?tab=alerts';
  const when = at.toISOString();
  const name = rate.displayName;
  const manage = `${opts.appUrl ?? ''}${link}`;
  const target = sql`to_char(f.target_rate, 'FM999,999,999,999,990.0000')`;
  const verb = sql`(case f.direction when 'above' then 'rose above' else 'fell below' end)`;
  const label = sql`(case f.direction when 'above' then ${ALERT_DIRECTION_LABELS.above} else ${ALERT_DIRECTION_LABELS.below} end)`;
  const [counts] = await queryRows<{ fired: number }>(
    tx,
    sql`with f as (
          update rate_alerts set armed = false, last_triggered_at = ${when}::timestamptz,
            last_triggered_rate = ${mid}::numeric, trigger_count = trigger_count + 1, updated_at = now()
          where pair_id = ${pairId} and is_active and armed
            and ((direction = 'above' and target_rate < ${mid}::numeric)
              or (direction = 'below' and target_rate > ${mid}::numeric))
          returning id, user_id, created_by, direction, target_rate, channel_email, channel_in_app),
        -- Who hears it (decision 019): a person's own alert, its owner; a business's, the member
        -- who made it while still a member, else the business's owners and admins.
        r as (
          select f.*, x.uid from f cross join lateral (
            select m.user_id as uid from member m
             where m.organization_id = f.user_id and m.user_id = f.created_by
            union all
            select h.user_id from mizani_holder_recipients(f.user_id) h
             where not exists (select 1 from member m
                                where m.organization_id = f.user_id and m.user_id = f.created_by)) x),
        n as (
          insert into notifications (user_id, kind, title, body, link)
          select f.uid, 'rate_alert', ${name} || ' ' || ${verb} || ' ' || ${target},
            ${label} || ' ' || ${target} || ': the rate is now ' || ${shownMid} || ' (' || ${when.slice(0, 16).replace('T', ' ')} || ' UTC).', ${link}
          from r f where f.channel_in_app
          returning 1),
        m as (
          insert into mail_outbox (kind, to_address, subject, text_body, html_body)
          select 'rate_alert', u.email, 'Rate alert: ' || ${name.replace(/[\r\n]+/g, ' ')} || ' ' || ${verb} || ' ' || ${target},
            'Your Mizani rate alert fired.' || E'\n\n' || ${name} || ' ' || ${verb} || ' ' || ${target} || '. The rate is now ' || ${shownMid} || ' (' || ${when} || ').'
              || E'\n\nManage your alerts: ' || ${manage} || E'\n\nThis alert fires again only after the rate crosses back.',
            '<p>Your Mizani rate alert fired.</p><p><strong>' || ${escapeHtml(name)} || '</strong> ' || ${verb} || ' ' || ${target}
              || '. The rate is now <strong>' || ${escapeHtml(shownMid)} || '</strong> (' || ${when} || ').</p><p><a href="' || ${escapeHtml(manage)}
              || '">Manage your alerts</a></p><p>This alert fires again only after the rate crosses back.</p>'
          from r f join "user" u on u.id = f.uid where f.channel_email
          returning 1),
        -- The holder's webhook (issue 18): an event only where an enabled endpoint subscribes.
        ev as (
          insert into webhook_events (holder_id, mode, type, payload)
          select f.user_id, 'live', 'rate_alert.triggered', jsonb_build_object(
              'alert', jsonb_build_object('id', f.id, 'pair', ${name}::text, 'direction', f.direction,
                'targetRate', f.target_rate::text, 'rate', ${mid}::text, 'triggeredAt', ${when}::text))
          from f where exists (select 1 from webhook_endpoints e
                                where e.holder_id = f.user_id and e.mode = 'live' and e.status = 'enabled'
                                  and 'rate_alert.triggered' = any(e.events))
          returning id, holder_id),
        wd as (
          insert into webhook_deliveries (event_id, endpoint_id)
          select ev.id, e.id from ev join webhook_endpoints e
            on e.holder_id = ev.holder_id and e.mode = 'live' and e.status = 'enabled'
           and 'rate_alert.triggered' = any(e.events)
          returning 1)
        select (select count(*) from f)::int as fired, (select count(*) from n)::int as n, (select count(*) from m)::int as m`,
  );
  return { fired: Number(counts?.fired ?? 0), rearmed: rearmed.length };
}
