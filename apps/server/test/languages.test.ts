import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { MyProfile } from '@mizani/shared';
import { smsOutbox, user as userTable } from '../src/db/schema/index.ts';
import {
  auditRows,
  createTestServer,
  lastMail,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import { fundWallet } from './wallet-helpers.ts';
import { addMember, asBusiness, createBusiness, readyBusiness } from './business-helpers.ts';
import { smsEnv, startSmsGateway, type SmsGateway } from './support/sms-gateway.ts';

// Issue 20: the user's language (set at sign-up from the page's language or the remembered
// choice, changed in the dashboard) decides the language of their mails, bell notices and text
// messages; English stays word for word what it was.

let s: TestServer;
let gw: SmsGateway;
let admin: TestUser;

beforeAll(async () => {
  gw = await startSmsGateway({ apiKey: 'test-key' });
  // Rates for the conversion notices; no limits, so a refused order is refused for its balance.
  s = await createTestServer({
    env: smsEnv(gw),
    seedContent: true,
    settings: NO_TRANSACTION_LIMITS,
  });
  admin = await s.createUser({ role: 'admin' });
}, 60_000);
afterAll(async () => {
  await s?.close();
  await gw?.close();
});

const anyIp = () => `10.20.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const uniq = () => Math.random().toString(36).slice(2, 10);

/** Signs up through better-auth as the browser does, with the cookies and body given. */
async function signUp(opts: { cookie?: string; language?: string } = {}) {
  const email = `lang-${uniq()}@example.com`;
  const res = await s.request('/api/auth/sign-up/email', {
    method: 'POST',
    cookie: opts.cookie,
    ip: anyIp(),
    json: {
      email,
      password: 'Zebra-Lamp-47!',
      name: 'Amani Juma',
      firstName: 'Amani',
      acceptTerms: true,
      ...(opts.language ? { language: opts.language } : {}),
    },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const [row] = await s.database.db
    .select({ id: userTable.id, language: userTable.language })
    .from(userTable)
    .where(eq(userTable.email, email));
  return { email, ...row! };
}

async function mail(to: string, kind: string) {
  const m = await lastMail(s, to, kind);
  expect(m, `${kind} mail to ${to}`).toBeDefined();
  return m!;
}

describe('the language at sign-up', () => {
  it('a mail in Swahili: the remembered choice (cookie) makes the account and its first mail Swahili', async () => {
    const u = await signUp({ cookie: 'mizani_lang=sw' });
    expect(u.language).toBe('sw');
    const m = await mail(u.email, 'email_verification');
    expect(m.subject).toBe('Thibitisha barua pepe yako kwa Mizani');
    expect(m.textBody).toMatch(
      /^Karibu Mizani\.\n\nThibitisha anwani yako ya barua pepe kwa kufungua kiungo hiki:\nhttp\S+\n\nIkiwa hukufungua akaunti, puuza ujumbe huu\.$/,
    );
    expect(m.htmlBody).toContain('>Thibitisha anwani yako ya barua pepe</a>');
  });

  it('the sign-up form’s language wins over the cookie; anything else falls back', async () => {
    expect((await signUp({ cookie: 'mizani_lang=sw', language: 'fr' })).language).toBe('fr');
    expect((await signUp({ cookie: 'mizani_lang=de', language: 'xx' })).language).toBe('en');
  });

  it('English stays word for word', async () => {
    const u = await signUp();
    expect(u.language).toBe('en');
    const m = await mail(u.email, 'email_verification');
    expect(m.subject).toBe('Verify your email for Mizani');
    const url = /https?:\/\/\S+/.exec(m.textBody)![0];
    expect(m.textBody).toBe(
      `Welcome to Mizani.\n\nConfirm your email address by opening this link:\n${url}\n\nIf you did not create an account, ignore this message.`,
    );
    expect(m.htmlBody).toBe(
      `<p>Welcome to Mizani.</p><p><a href="${url.replaceAll('&', '&amp;')}">Confirm your email address</a></p><p>If you did not create an account, ignore this message.</p>`,
    );
  });
});

describe('the language in the profile', () => {
  it('is read and changed by its owner, audited, and refused when unknown', async () => {
    const u = await s.createUser();
    const profile = await readJson<MyProfile>(s.request('/api/me/profile', { cookie: u.cookie }));
    expect(profile.language).toBe('en');
    const put = (language: unknown, cookie = u.cookie) =>
      s.request('/api/me/language', { method: 'PUT', cookie, json: { language } });
    expect(await readJson(put('fr'))).toEqual({ language: 'fr' });
    expect(
      (await readJson<MyProfile>(s.request('/api/me/profile', { cookie: u.cookie }))).language,
    ).toBe('fr');
    const [a] = (await auditRows(s, 'profile.language')).filter((r) => r.actor_id === u.id);
    expect(a).toMatchObject({ before: { language: 'en' }, after: { language: 'fr' } });

    const bad = await readJson<{ error: { fields: Record<string, string> } }>(put('de'), 400);
    expect(bad.error.fields).toEqual({ language: 'Choose English, French or Swahili' });
    expect((await put('sw', '')).status).toBe(401);
  });

  it('decides the password-reset mail’s language', async () => {
    const u = await s.createUser();
    await readJson(
      s.request('/api/me/language', { method: 'PUT', cookie: u.cookie, json: { language: 'fr' } }),
    );
    await readJson(
      s.request('/api/auth/request-password-reset', {
        method: 'POST',
        ip: anyIp(),
        json: { email: u.email, redirectTo: '/auth/reset-password' },
      }),
    );
    const m = await mail(u.email, 'password_reset');
    expect(m.subject).toBe('Réinitialisez votre mot de passe Mizani');
    expect(m.textBody).toContain(
      'Ouvrez ce lien dans l’heure pour choisir un nouveau mot de passe',
    );
  });
});

describe('notices and texts in the recipient’s language', () => {
  it('a deposit credited: bell and mail in Swahili, amounts grouped; French with its separators', async () => {
    const sw = await s.createUser();
    const fr = await s.createUser();
    for (const [u, language] of [
      [sw, 'sw'],
      [fr, 'fr'],
    ] as const)
      await readJson(
        s.request('/api/me/language', { method: 'PUT', cookie: u.cookie, json: { language } }),
      );
    await fundWallet(s, admin, sw, 'KES', '12500.5');
    await fundWallet(s, admin, fr, 'KES', '12500.5');

    const bell = async (u: TestUser) =>
      (
        await readJson<{ notifications: { kind: string; title: string; body: string }[] }>(
          s.request('/api/notifications', { cookie: u.cookie }),
        )
      ).notifications.find((n) => n.kind === 'deposit_credited')!;
    expect((await bell(sw)).title).toBe('12,500.50 KES zimewekwa kwenye pochi yako');
    expect((await bell(fr)).title).toBe('12\u202f500,50 KES crédités sur votre portefeuille');

    const m = await mail(sw.email, 'deposit_credited');
    expect(m.subject).toMatch(/^12,500\.50 KES zimewekwa kwenye pochi yako ya Mizani \(DEP-/);
    expect(m.textBody).toContain('Amana yako imefika');
    expect(m.textBody).toContain('Kilichowekwa: 12,500.50 KES');
    expect(m.textBody).toContain('Kinachofuata:');
    expect(m.htmlBody).toContain('<html lang="sw">');
    expect((await mail(fr.email, 'deposit_credited')).textBody).toContain(
      'Crédité: 12\u202f500,50 KES',
    );

    // An English user's notice stays as it was.
    const en = await s.createUser();
    await fundWallet(s, admin, en, 'KES', '10');
    expect((await bell(en)).title).toBe('10.00 KES credited to your wallet');
  });

  it('a conversion: filled in French, refused in Swahili; a business’s members each in theirs', async () => {
    const setLanguage = (u: TestUser, language: string) =>
      readJson(
        s.request('/api/me/language', { method: 'PUT', cookie: u.cookie, json: { language } }),
      );
    const notices = async (u: TestUser, kind: string) =>
      (
        await readJson<{ notifications: { kind: string; title: string; body: string }[] }>(
          s.request('/api/notifications', { cookie: u.cookie }),
        )
      ).notifications.filter((n) => n.kind === kind);
    const convert = async (
      send: (path: string, json: unknown) => Promise<Response>,
      amount: string,
      key: string,
    ) => {
      const q = await readJson<{ quote: { id: string } }>(
        send('/api/orders/quotes', { sellCurrency: 'USD', buyCurrency: 'KES', amount }),
        201,
      );
      return send('/api/orders', { quoteId: q.quote.id, idempotencyKey: key });
    };

    const fr = await s.createUser();
    await setLanguage(fr, 'fr');
    await fundWallet(s, admin, fr, 'USD', '1500');
    const asFr = (path: string, json: unknown) =>
      s.request(path, { method: 'POST', cookie: fr.cookie, json });
    expect((await convert(asFr, '1000.00', `fr-${uniq()}`)).status).toBe(201);
    const [filled] = await notices(fr, 'order_filled');
    expect(filled!.title).toMatch(/^1\u202f000,00 USD converti en [\d\u202f]+,\d{2} KES$/);
    const m = await mail(fr.email, 'order_filled');
    expect(m.subject).toMatch(/^Conversion effectuée : 1\u202f000,00 USD en /);
    expect(m.textBody).toContain('Vous avez vendu: 1\u202f000,00 USD');
    expect(m.textBody).toMatch(/Cours: 1 USD = [\d\u202f]+,\d{2,6} KES/);
    expect(m.htmlBody).toContain('<html lang="fr">');

    const sw = await s.createUser();
    await setLanguage(sw, 'sw');
    const asSw = (path: string, json: unknown) =>
      s.request(path, { method: 'POST', cookie: sw.cookie, json });
    expect((await convert(asSw, '900000.00', `sw-${uniq()}`)).status).toBe(422);
    const [refused] = await notices(sw, 'order_rejected');
    expect(refused!.title).toBe('Ubadilishaji wa 900,000.00 USD haukukamilika');
    expect(refused!.body).toBe('Sababu: Salio halitoshi. Hakuna kilichotoka kwenye pochi yako.');

    // A business's conversion reaches its owner (Swahili) and its admin (English), each in theirs.
    const owner = await s.createUser();
    const member = await s.createUser();
    await setLanguage(owner, 'sw');
    const business = await createBusiness(s, owner);
    await addMember(s, owner, business.id, member, 'admin');
    await readyBusiness(s, admin, owner, business.id, '5000.00');
    const asCompany = (path: string, json: unknown) =>
      asBusiness(s, member, business.id, path, { method: 'POST', json });
    expect((await convert(asCompany, '100.00', `biz-${uniq()}`)).status).toBe(201);
    const [ownerNotice] = await notices(owner, 'order_filled');
    const [memberNotice] = await notices(member, 'order_filled');
    expect(ownerNotice!.title).toMatch(/^Umebadilisha 100\.00 USD kuwa [\d,]+\.\d{2} KES$/);
    expect(memberNotice!.title).toMatch(/^Converted 100\.00 USD to [\d,]+\.\d{2} KES$/);
  });

  it('a phone verification code text in Swahili', async () => {
    const u = await s.createUser();
    await readJson(
      s.request('/api/me/language', { method: 'PUT', cookie: u.cookie, json: { language: 'sw' } }),
    );
    const phone = '+254712345699';
    const res = await s.request('/api/auth/phone-number/send-otp', {
      method: 'POST',
      cookie: u.cookie,
      ip: anyIp(),
      json: { phoneNumber: phone },
    });
    expect(res.status).toBe(200);
    const [sms] = await s.database.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.toNumber, phone))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    expect(sms!.body).toMatch(
      /^\d{6} ni nambari yako ya uthibitisho ya Mizani\. Muda wake unaisha baada ya dakika 5\. Usimpe mtu yeyote: Mizani haitakuuliza kamwe\.\n\n@localhost:3000 #\d{6}$/,
    );
  });
});

describe('a public form’s acknowledgement in the language of its page', () => {
  it('the French contact form: the requester’s mail is French; without the header, English as before', async () => {
    const send = (email: string, headers: Record<string, string> = {}) =>
      readJson<{ reference: string }>(
        s.request('/api/requests/inquiry', {
          method: 'POST',
          ip: anyIp(),
          headers,
          json: {
            name: 'Awa Diop',
            email,
            subject: 'Virement',
            inquiryType: 'account',
            message: 'Bonjour',
          },
        }),
        201,
      );
    const fr = `awa-${uniq()}@example.com`;
    const { reference } = await send(fr, { 'content-language': 'fr' });
    const m = await mail(fr, 'request_ack');
    expect(m.subject).toBe(`Nous avons bien reçu votre message (${reference})`);
    expect(m.textBody).toContain('Type: Assistance compte');
    expect(m.textBody).toContain('La suite:\n- Nous vous répondrons sous 24 heures.');

    const en = `awa-${uniq()}@example.com`;
    const second = await send(en);
    const e = await mail(en, 'request_ack');
    expect(e.subject).toBe(`We received your message (${second.reference})`);
    expect(e.textBody).toContain('Type: Account Support');
  });
});
