import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Incident } from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import { readJson } from './helpers.ts';
import { useServerWithUsers } from './fixtures.ts';

// The status page's subscription mails in the subscriber's language (issue 20): the language of
// the page they subscribed from (Content-Language), its links to that page; English unchanged;
// what the operations team writes goes out as written, escaped.

const t = useServerWithUsers({ clients: 1 });
const db = () => t.s.database.db;

const subscribe = (email: string, language?: string, ip = '198.51.100.20') =>
  t.s.request('/api/status/subscriptions', {
    method: 'POST',
    json: { email },
    ip,
    headers: language ? { 'content-language': language } : {},
  });

async function mails(kind: string, to: string) {
  return queryRows<{ subject: string; text_body: string; html_body: string }>(
    db(),
    sql`select subject, text_body, html_body from mail_outbox where kind = ${kind} and to_address = ${to} order by id`,
  );
}
const linkIn = (text: string, param: string) =>
  decodeURIComponent(new RegExp(`[?&]${param}=([^\\s&]+)`).exec(text)![1]!);
const confirm = async (email: string) => {
  const [mail] = (await mails('status_confirm', email)).slice(-1);
  const token = linkIn(mail!.text_body, 'confirm');
  await readJson(
    t.s.request('/api/status/subscriptions/confirm', { method: 'POST', json: { token } }),
  );
  return mail!;
};

describe('status subscription mails by language', () => {
  it('confirmation mails in the page’s language, linking to that page; English as before', async () => {
    expect((await subscribe('fr-watcher@example.com', 'fr')).status).toBe(202);
    const fr = await confirm('fr-watcher@example.com');
    expect(fr.subject).toBe('Confirmez vos mises à jour d’état Mizani');
    expect(fr.text_body).toContain('Confirmez votre abonnement : http://');
    expect(fr.text_body).toMatch(/\/fr\/support\/status\?confirm=/);
    expect(fr.html_body).toContain('<html lang="fr">');
    expect(fr.html_body).toContain('Confirmer l’abonnement');

    expect((await subscribe('sw-watcher@example.com', 'SW ')).status).toBe(202);
    const sw = await confirm('sw-watcher@example.com');
    expect(sw.subject).toBe('Thibitisha taarifa za hali ya Mizani');
    expect(sw.text_body).toMatch(/\/sw\/support\/status\?confirm=/);

    // No language, or one we do not have: English, word for word as before.
    for (const [email, lang] of [
      ['en-watcher@example.com', undefined],
      ['de-watcher@example.com', 'de'],
    ] as const) {
      expect((await subscribe(email, lang)).status).toBe(202);
      const en = await confirm(email);
      expect(en.subject).toBe('Confirm your Mizani status updates');
      expect(en.text_body).toBe(
        [
          'Someone (we hope you) asked to receive an email whenever we open, update or resolve an incident on the Mizani status page.',
          '',
          `Confirm your subscription: ${en.text_body.split('Confirm your subscription: ')[1]!.split('\n')[0]}`,
          '',
          'If it was not you, ignore this email: nothing is sent until the address is confirmed.',
        ].join('\n'),
      );
      expect(en.text_body).toMatch(/\d\/support\/status\?confirm=/);
      expect(en.html_body).toContain('<html><body');
    }
  });

  it('incident updates reach each subscriber in their language, the team’s words as written', async () => {
    const opened = await readJson<{ incident: Incident; notified: number }>(
      t.send('POST', '/api/admin/status/incidents', {
        title: 'Delayed <b>KES</b> payouts',
        impact: 'major',
        components: ['api', 'rates'],
        message: 'We are investigating <script>alert(1)</script> delays.',
      }),
      201,
    );
    expect(opened.notified).toBe(4);

    const [fr] = await mails('status_incident', 'fr-watcher@example.com');
    expect(fr!.subject).toBe('[État Mizani] Analyse en cours : Delayed <b>KES</b> payouts');
    expect(fr!.text_body).toContain('Composants touchés : API, Flux de cours');
    expect(fr!.text_body).toContain('Impact : Majeur (panne partielle)');
    expect(fr!.text_body).toContain('We are investigating <script>alert(1)</script> delays.');
    expect(fr!.text_body).toMatch(/\/fr\/support\/status\?unsubscribe=/);
    expect(fr!.html_body).toContain('Delayed &lt;b&gt;KES&lt;/b&gt; payouts');
    expect(fr!.html_body).not.toContain('<script>');

    const [sw] = await mails('status_incident', 'sw-watcher@example.com');
    expect(sw!.subject).toBe('[Hali ya Mizani] Tunachunguza: Delayed <b>KES</b> payouts');
    expect(sw!.text_body).toContain('Sehemu zilizoathirika: API, Mlisho wa viwango');

    const [en] = await mails('status_incident', 'en-watcher@example.com');
    expect(en!.subject).toBe('[Mizani status] Investigating: Delayed <b>KES</b> payouts');
    expect(en!.text_body).toContain('Affected: API, Rates feed');
    expect(en!.text_body).toContain('Impact: Major (partial outage)');
    expect(en!.text_body).toMatch(/\d\/support\/status\?unsubscribe=/);

    // Unsubscribing from the French link works like the English one.
    const token = linkIn(fr!.text_body, 'unsubscribe');
    expect(
      await readJson(
        t.s.request('/api/status/subscriptions/unsubscribe', { method: 'POST', json: { token } }),
      ),
    ).toEqual({ state: 'unsubscribed' });
  });

  it('subscribing again from another language’s page makes it the subscriber’s', async () => {
    expect((await subscribe('sw-watcher@example.com', 'fr')).status).toBe(202);
    const [note] = (await mails('status_already_subscribed', 'sw-watcher@example.com')).slice(-1);
    expect(note!.subject).toBe('Vous recevez déjà les mises à jour d’état Mizani');
    expect(note!.text_body).toMatch(/Page d’état des services : \S+\/fr\/support\/status\n/);
    const [row] = await queryRows<{ language: string }>(
      db(),
      sql`select language from status_subscribers where email = 'sw-watcher@example.com'`,
    );
    expect(row!.language).toBe('fr');
    // The database refuses a language we do not have.
    await expect(
      db().execute(
        sql`update status_subscribers set language = 'de' where email = 'sw-watcher@example.com'`,
      ),
    ).rejects.toThrow();
  });
});
