import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  AdminIncidentsResponse,
  ApiErrorBody,
  Incident,
  PlatformUptime,
  StatusHistoryResponse,
  StatusResponse,
} from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import {
  checkAndRecord,
  mailProbe,
  rateFeedProbe,
  runProbe,
  type Probe,
} from '../src/services/status/checks.ts';
import { platformUptime, statusPage, uptimePercent } from '../src/services/status/status-page.ts';
import { injectLiveValues } from '../src/site/live-values.ts';
import { auditRows, readJson } from './helpers.ts';
import { useServerWithUsers } from './fixtures.ts';

// The status page (issue 21): checks recorded per minute by several instances, uptime over three
// periods, incidents opened, updated and resolved by admins, and email subscriptions.

const t = useServerWithUsers({ clients: 1, seedContent: true });
const db = () => t.s.database.db;

const up: Probe = async () => ({ outcome: 'up' });
const down: Probe = async () => ({ outcome: 'down', detail: 'refused' });
const probes = (over: Partial<Record<string, Probe>> = {}) => ({
  website: up,
  api: up,
  rates: up,
  mail: up,
  database: up,
  ...over,
});

/**
 * History rows written as the check loop would have: `minutes` minutes before the current one,
 * each component checked by one instance, `downEvery`th minute of `component` down.
 */
async function fillHistory(minutes: number, opts: { component?: string; downAt?: number[] } = {}) {
  await db().execute(sql`
    insert into status_checks (component, minute, up_count, down_count, max_latency_ms)
    select c, date_trunc('minute', now()) - make_interval(mins => m),
      case when c = ${opts.component ?? ''} and m = any(${`{${(opts.downAt ?? []).join(',')}}`}::int[]) then 0 else 1 end,
      case when c = ${opts.component ?? ''} and m = any(${`{${(opts.downAt ?? []).join(',')}}`}::int[]) then 1 else 0 end,
      12
    from unnest(array['website','api','rates','mail','database']) c, generate_series(1, ${minutes}) m
    on conflict do nothing`);
}

async function clearChecks() {
  await db().execute(sql`delete from status_checks`);
  statusPage(t.s.deps).invalidate();
}

describe('checks', () => {
  it('several instances add to the same minute; the majority decides', async () => {
    await clearChecks();
    // Three instances in the same minute: API down on two of them, mail down on one.
    await checkAndRecord(db(), probes({ api: down }));
    await checkAndRecord(db(), probes({ api: down, mail: down }));
    await checkAndRecord(db(), probes());
    const rows = await queryRows<{ component: string; up_count: number; down_count: number }>(
      db(),
      sql`select component, up_count, down_count from status_checks order by component`,
    );
    expect(rows).toHaveLength(5);
    expect(rows.find((r) => r.component === 'api')).toMatchObject({ up_count: 1, down_count: 2 });
    const status = await readJson<StatusResponse>(t.s.request('/api/status'));
    const state = (id: string) => status.components.find((c) => c.id === id)!.state;
    expect(state('api')).toBe('major_outage');
    expect(state('mail')).toBe('partial_outage');
    expect(state('website')).toBe('operational');
    expect(status.overall).toBe('major_outage');
    expect(status.components.find((c) => c.id === 'api')!.uptime['24h']).toBe('0.000');
  });

  it('instances writing the same minute at once lose no observation', async () => {
    await clearChecks();
    // Ten writers at the same moment (on PostgreSQL, over the pool's connections).
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        checkAndRecord(db(), probes(i < 3 ? { mail: down } : {})),
      ),
    );
    const rows = await queryRows<{ component: string; total: number; down: number }>(
      db(),
      sql`select component, sum(up_count + degraded_count + down_count)::int as total,
            sum(down_count)::int as down from status_checks group by component order by component`,
    );
    // Two minutes at most (the writers may straddle a minute boundary), ten observations each.
    expect(rows.map((r) => [r.component, r.total])).toEqual(
      ['api', 'database', 'mail', 'rates', 'website'].map((c) => [c, 10]),
    );
    expect(rows.find((r) => r.component === 'mail')!.down).toBe(3);
  });

  it('a probe that throws or hangs is down; a slow one is degraded', async () => {
    const thrown = await runProbe('database', async () => {
      throw new Error('connection refused');
    });
    expect(thrown).toMatchObject({ outcome: 'down', detail: 'connection refused' });
    const hung = await runProbe('api', () => new Promise(() => {}), 50);
    expect(hung).toMatchObject({ outcome: 'down', detail: 'no answer within 50 ms' });
  });

  it('rates feed and mail probes read the database', async () => {
    // The seed wrote rates just now.
    expect(await rateFeedProbe(db(), 'simulated')).toEqual({ outcome: 'up' });
    await db().execute(sql`update fx_rates set created_at = now() - interval '2 hours'`);
    expect((await rateFeedProbe(db(), 'simulated')).outcome).toBe('down');
    expect((await rateFeedProbe(db(), 'manual')).outcome).toBe('up');
    expect(await mailProbe(db(), { smtp: false, production: false })).toEqual({ outcome: 'up' });
    expect((await mailProbe(db(), { smtp: false, production: true })).outcome).toBe('degraded');
    await db().execute(sql`
      insert into mail_outbox (kind, to_address, subject, text_body, attempts, last_error, created_at)
      values ('test', 'x@example.com', 'x', 'x', 3, 'ECONNREFUSED', now() - interval '25 minutes')`);
    expect((await mailProbe(db(), { smtp: true, production: true })).outcome).toBe('down');
    await db().execute(sql`delete from mail_outbox where kind = 'test'`);
  });
});

describe('uptime', () => {
  it('is the share of checked minutes not down, per period, with bars', async () => {
    await clearChecks();
    // Two days of minutes; the API down 3 minutes in the last 24 h and 2 minutes the day before.
    await fillHistory(2 * 1440, { component: 'api', downAt: [10, 20, 30, 1500, 1600] });
    statusPage(t.s.deps).invalidate();
    const status = await readJson<StatusResponse>(t.s.request('/api/status'));
    const api = status.components.find((c) => c.id === 'api')!;
    expect(api.uptime['24h']).toBe(uptimePercent(1439, 3)); // minutes 1..1439 are within 24 h
    expect(api.uptime['7d']).toBe(uptimePercent(2880, 5));
    expect(api.uptime['90d']).toBe('99.826');
    expect(status.components.find((c) => c.id === 'website')!.uptime['90d']).toBe('100.000');
    // Platform (website, API, database): 2,880 minutes measured, 5 down.
    expect(status.platform).toMatchObject({
      basis: 'measured',
      label: 'Platform uptime',
      display: '99.82%',
      observedMinutes: 2880,
    });
    expect(status.monitoringSince).not.toBeNull();

    const day = await readJson<StatusHistoryResponse>(
      t.s.request('/api/status/history?period=24h'),
    );
    expect(day.bucketMinutes).toBe(60);
    const apiBars = day.components.find((c) => c.id === 'api')!.bars;
    expect(apiBars).toHaveLength(24);
    expect(apiBars.reduce((n, b) => n + b.down, 0)).toBe(3);
    const quarter = await readJson<StatusHistoryResponse>(t.s.request('/api/status/history'));
    expect(quarter.period).toBe('90d');
    expect(quarter.components[0]!.bars).toHaveLength(90);
    expect(quarter.components[0]!.bars[0]!.uptime).toBeNull(); // nothing checked 89 days ago
    const week = await readJson<StatusHistoryResponse>(
      t.s.request('/api/status/history?period=7d'),
    );
    expect(week.components[0]!.bars).toHaveLength(28);

    const bad = await readJson<ApiErrorBody>(t.s.request('/api/status/history?period=1y'), 400);
    expect(bad.error.fields).toEqual({ period: 'Choose 24h, 7d or 90d' });
  });

  it('the home figure is the target until a day is measured, and never 100%', () => {
    expect(platformUptime({ observed: 0, down: 0 })).toMatchObject({
      display: '99.9%',
      label: 'Uptime target',
      basis: 'target',
      percent: null,
    });
    expect(platformUptime({ observed: 600, down: 0 }).basis).toBe('target');
    expect(platformUptime({ observed: 1440, down: 0 })).toMatchObject({
      display: '99.99%',
      basis: 'measured',
      percent: '100.000',
    });
    expect(platformUptime({ observed: 10_000, down: 15 }).display).toBe('99.85%');
    expect(platformUptime({ observed: 10_000, down: 10 }).display).toBe('99.9%');
    expect(platformUptime({ observed: 2000, down: 1000 }).display).toBe('50%');
  });

  it("the home page's HTML gets the figure, and the label in the page's own words", () => {
    const fr =
      '<dl><dt data-live="uptime-label" data-live-measured="Disponibilité &amp; &lt;plateforme&gt;" data-live-target="Objectif de disponibilité">Objectif de disponibilité</dt><dd data-live="uptime">99.9%</dd><dd data-live="other">x</dd></dl>';
    expect(injectLiveValues(fr, { uptime: '99.82%', 'uptime-label': { choice: 'measured' } })).toBe(
      '<dl><dt data-live="uptime-label" data-live-measured="Disponibilité &amp; &lt;plateforme&gt;" data-live-target="Objectif de disponibilité">Disponibilité &amp; &lt;plateforme&gt;</dt><dd data-live="uptime">99.82%</dd><dd data-live="other">x</dd></dl>',
    );
    // A choice the element has no words for leaves its text as the pre-render wrote it.
    expect(injectLiveValues(fr, { 'uptime-label': { choice: 'unknown' } })).toBe(fr);
    expect(injectLiveValues(fr, { uptime: '<b>' })).toContain('>&lt;b&gt;</dd>');
  });

  it('GET /api/status/uptime answers the home figure', async () => {
    const u = await readJson<PlatformUptime>(t.s.request('/api/status/uptime'));
    expect(u.display).toMatch(/^\d{1,3}(\.\d{1,2})?%$/);
  });
});

async function latestMail(kind: string, to: string) {
  const [m] = await queryRows<{ subject: string; text_body: string; html_body: string }>(
    db(),
    sql`select subject, text_body, html_body from mail_outbox where kind = ${kind} and to_address = ${to} order by id desc limit 1`,
  );
  return m;
}
const linkIn = (text: string, param: string) =>
  decodeURIComponent(new RegExp(`[?&]${param}=([^\\s&]+)`).exec(text)![1]!);
const countMails = async (kind: string) =>
  Number(
    (
      await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from mail_outbox where kind = ${kind}`,
      )
    )[0]!.n,
  );

describe('subscriptions and incidents', () => {
  const email = 'ops-watcher@example.com';

  it('subscribes with double opt-in, mails incident updates and unsubscribes', async () => {
    const sub = (address: string, ip = '203.0.113.7') =>
      t.s.request('/api/status/subscriptions', { method: 'POST', json: { email: address }, ip });
    expect((await sub(' Ops-Watcher@Example.com ')).status).toBe(202);
    const confirmMail = await latestMail('status_confirm', email);
    expect(confirmMail!.text_body).toContain('/support/status?confirm=');
    const confirmToken = linkIn(confirmMail!.text_body, 'confirm');

    // Not confirmed yet: an incident mails nobody.
    const opened = await readJson<{ incident: Incident; notified: number }>(
      t.send('POST', '/api/admin/status/incidents', {
        title: 'Delayed <b>KES</b> payouts',
        impact: 'major',
        components: ['api', 'rates'],
        message: 'We are investigating delays on mobile money payouts to Kenya.',
      }),
      201,
    );
    expect(opened.notified).toBe(0);

    const confirm = (token: string) =>
      t.s.request('/api/status/subscriptions/confirm', { method: 'POST', json: { token } });
    expect(await readJson(confirm(confirmToken))).toEqual({ state: 'confirmed' });
    expect(await readJson(confirm(confirmToken))).toEqual({ state: 'confirmed' }); // twice is fine
    const tampered = confirmToken.slice(0, -2) + (confirmToken.endsWith('AA') ? 'BB' : 'AA');
    expect((await confirm(tampered)).status).toBe(404);
    expect((await confirm('not-a-token-at-all')).status).toBe(404);

    // Subscribing again when confirmed: a note, not a new confirmation.
    expect((await sub(email)).status).toBe(202);
    expect((await latestMail('status_already_subscribed', email))!.text_body).toContain(
      'Unsubscribe:',
    );

    const updated = await readJson<{ incident: Incident; notified: number }>(
      t.send('POST', `/api/admin/status/incidents/${opened.incident.id}/updates`, {
        status: 'identified',
        message: 'A partner bank rejected payouts after a <script>alert(1)</script> change.',
      }),
      201,
    );
    expect(updated.notified).toBe(1);
    expect(updated.incident.updates.map((u) => u.status)).toEqual(['identified', 'investigating']);
    const mail = (await latestMail('status_incident', email))!;
    expect(mail.subject).toBe('[Mizani status] Identified: Delayed <b>KES</b> payouts');
    expect(mail.html_body).toContain('Delayed &lt;b&gt;KES&lt;/b&gt; payouts');
    expect(mail.html_body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html_body).not.toContain('<script>');
    const unsubscribeToken = linkIn(mail.text_body, 'unsubscribe');

    // The public page shows it open, and its components at least as bad as its impact.
    const live = await readJson<StatusResponse>(t.s.request('/api/status'));
    expect(live.active.map((i) => i.id)).toContain(opened.incident.id);
    expect(live.components.find((c) => c.id === 'rates')!.state).toBe('partial_outage');

    const unsubscribe = (token: string) =>
      t.s.request('/api/status/subscriptions/unsubscribe', { method: 'POST', json: { token } });
    expect(await readJson(unsubscribe(unsubscribeToken))).toEqual({ state: 'unsubscribed' });
    expect(await readJson(unsubscribe(unsubscribeToken))).toEqual({ state: 'unsubscribed' });
    // The old confirmation link no longer resubscribes.
    expect((await confirm(confirmToken)).status).toBe(404);

    const before = await countMails('status_incident');
    const resolved = await readJson<{ incident: Incident; notified: number }>(
      t.send('POST', `/api/admin/status/incidents/${opened.incident.id}/updates`, {
        status: 'resolved',
        message: 'Payouts are flowing again and the backlog has been cleared.',
      }),
      201,
    );
    expect(resolved.notified).toBe(0);
    expect(resolved.incident.resolvedAt).not.toBeNull();
    expect(await countMails('status_incident')).toBe(before);
    const after = await readJson<StatusResponse>(t.s.request('/api/status'));
    expect(after.active.map((i) => i.id)).not.toContain(opened.incident.id);
    expect(after.recent[0]).toMatchObject({ id: opened.incident.id, status: 'resolved' });
    expect(after.recent[0]!.updates).toHaveLength(3);

    // A resolved incident takes no more updates.
    const closed = await readJson<ApiErrorBody>(
      t.send('POST', `/api/admin/status/incidents/${opened.incident.id}/updates`, {
        status: 'monitoring',
        message: 'Watching the next settlement window closely.',
      }),
      409,
    );
    expect(closed.error.code).toBe('CONFLICT');

    expect((await auditRows(t.s, 'status.incident_open')).at(-1)).toMatchObject({
      target_id: opened.incident.id,
      after: { title: 'Delayed <b>KES</b> payouts', notified: 0 },
    });
    expect((await auditRows(t.s, 'status.incident_update')).at(-1)).toMatchObject({
      after: { status: 'identified', notified: 1 },
    });
    expect(await auditRows(t.s, 'status.incident_resolve')).toHaveLength(1);
  });

  it('admins correct an incident; bad input is refused field by field', async () => {
    const { incident } = await readJson<{ incident: Incident }>(
      t.send('POST', '/api/admin/status/incidents', {
        title: 'Slow dashboard',
        impact: 'minor',
        components: ['website'],
        status: 'monitoring',
        message: 'Pages are slower than usual; we are watching it.',
        notify: false,
      }),
      201,
    );
    const edited = await readJson<{ incident: Incident }>(
      t.send('PATCH', `/api/admin/status/incidents/${incident.id}`, {
        impact: 'major',
        components: ['database', 'website', 'website'],
      }),
    );
    expect(edited.incident).toMatchObject({ impact: 'major', components: ['website', 'database'] });
    expect((await auditRows(t.s, 'status.incident_edit')).at(-1)).toMatchObject({
      before: { impact: 'minor' },
      after: { impact: 'major' },
    });

    const bad = await readJson<ApiErrorBody>(
      t.send('POST', '/api/admin/status/incidents', {
        title: 'x',
        impact: 'huge',
        components: [],
        status: 'resolved',
        message: 'short',
      }),
      400,
    );
    expect(bad.error.fields).toMatchObject({
      title: 'Title must be at least 5 characters',
      impact: 'Choose the impact',
      components: 'Choose at least one affected component',
      status: 'Choose a status',
      message: 'Message must be at least 10 characters',
    });
    const nothing = await readJson<ApiErrorBody>(
      t.send('PATCH', `/api/admin/status/incidents/${incident.id}`, {}),
      400,
    );
    expect(nothing.error.fields).toEqual({ _: 'Change at least one field' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    await readJson(
      t.send('POST', `/api/admin/status/incidents/${unknown}/updates`, {
        status: 'resolved',
        message: 'Nothing to resolve here at all.',
      }),
      404,
    );
    await readJson(
      t.send('PATCH', `/api/admin/status/incidents/${unknown}`, { impact: 'minor' }),
      404,
    );

    const list = await readJson<AdminIncidentsResponse>(t.get('/api/admin/status/incidents'));
    expect(list.incidents[0]!.id).toBe(incident.id);
    expect(list.subscribers).toBe(0);

    // Clients and visitors never reach the admin routes.
    expect((await t.get('/api/admin/status/incidents', t.client.cookie)).status).toBe(403);
    expect((await t.s.request('/api/admin/status/incidents')).status).toBe(401);
    expect(
      (
        await t.send(
          'POST',
          '/api/admin/status/incidents',
          { title: 'Fake', impact: 'minor', components: ['api'], message: 'Not an admin here.' },
          t.client.cookie,
        )
      ).status,
    ).toBe(403);
  });

  it('subscription requests: bad email 400, a flood from one address 429', async () => {
    const bad = await readJson<ApiErrorBody>(
      t.s.request('/api/status/subscriptions', { method: 'POST', json: { email: 'nope' } }),
      400,
    );
    expect(bad.error.fields).toEqual({ email: 'Please enter a valid email address' });
    const extra = await readJson<ApiErrorBody>(
      t.s.request('/api/status/subscriptions', {
        method: 'POST',
        json: { email: 'a@example.com', admin: true },
      }),
      400,
    );
    expect(extra.error.fields).toEqual({ admin: 'Unknown field' });
    // The same address three times a day at most.
    const flood = 'flood@example.com';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await t.s.request('/api/status/subscriptions', {
            method: 'POST',
            json: { email: flood },
            ip: `198.51.100.${i + 1}`,
          })
        ).status,
      );
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(await countMails('status_confirm')).toBeGreaterThanOrEqual(3);
    // Only the newest confirmation link works.
    const [first, , last] = await queryRows<{ text_body: string }>(
      db(),
      sql`select text_body from mail_outbox where kind = 'status_confirm' and to_address = ${flood} order by id`,
    );
    const confirm = (body: string) =>
      t.s.request('/api/status/subscriptions/confirm', {
        method: 'POST',
        json: { token: linkIn(body, 'confirm') },
      });
    expect((await confirm(first!.text_body)).status).toBe(404);
    expect((await confirm(last!.text_body)).status).toBe(200);
  });

  // Issue 33: "victim+1@", "victim+2@"… each got three mails more; one sender could also spread
  // requests over a whole IPv6 /64.
  const subscribeFrom = async (email: string, ip: string) =>
    (await t.s.request('/api/status/subscriptions', { method: 'POST', json: { email }, ip }))
      .status;

  it('the daily cap counts the mailbox: sub-addresses and letter case are one mailbox', async () => {
    const statuses: number[] = [];
    for (const [i, address] of [
      'victim+1@example.org',
      'Victim+2@EXAMPLE.org',
      'victim@Example.Org',
      'victim+3@example.org',
      'VICTIM@example.org',
    ].entries())
      statuses.push(await subscribeFrom(address, `198.51.100.${50 + i}`));
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
    // Another mailbox at the same host is not affected.
    expect(await subscribeFrom('victim2+1@example.org', '198.51.100.60')).toBe(202);
    const sent = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from mail_outbox where kind = 'status_confirm' and (lower(to_address) like 'victim+%' or lower(to_address) = 'victim@example.org')`,
    );
    expect(sent[0]!.n).toBe(3);
  });

  it('the per-address cap counts an IPv6 client by its /64', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++)
      statuses.push(
        await subscribeFrom(`watcher${i}@example.net`, `2001:db8:77:1::${i.toString(16)}`),
      );
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    // The same /64 written another way is the same client; the next /64 is another.
    expect(await subscribeFrom('watcher7@example.net', '2001:0DB8:0077:0001:ffff:1:2:3')).toBe(429);
    expect(await subscribeFrom('watcher8@example.net', '2001:db8:77:2::1')).toBe(202);
  });
});
