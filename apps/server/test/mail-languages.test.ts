import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../src/db/schema/index.ts';
import { storedMailBodies } from '../src/services/mail/stored.ts';
import {
  createTestServer,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import {
  addMember,
  asBusiness,
  businessInput,
  createBusiness,
  readyBusiness,
} from './business-helpers.ts';
import { ALL_CHECKS, submitTier1 } from './verification-helpers.ts';
import { fundWallet, placeOrder } from './wallet-helpers.ts';

// Issue 20, wave 6: the identity-verification decisions, a business's approval notices,
// invitations and membership changes, the sign-in lock mail, the desk's quote reply and the PDF
// statements and confirmations reach each person in their
// language (user.language); a business's notice reaches each owner or admin in theirs. English
// stays word for word: MAIL_DUMP=<file> writes every English mail and notice of this file
// (normalised), to compare with main's output by hand.

let s: TestServer;
let admin: TestUser;
const english: Record<string, unknown> = {};

beforeAll(async () => {
  // Rates for the conversions whose confirmations are printed.
  s = await createTestServer({ settings: NO_TRANSACTION_LIMITS, seedContent: true });
  admin = await s.createUser({ role: 'admin' });
}, 60_000);
afterAll(async () => {
  if (process.env.MAIL_DUMP) writeFileSync(process.env.MAIL_DUMP, JSON.stringify(english, null, 2));
  await s?.close();
  if (!process.env.KEEP_PDF) rmSync(work, { recursive: true, force: true });
});

let n = 0;
const ip = () => `10.44.${Math.floor(++n / 200)}.${n % 200}`;

async function userIn(
  language: 'en' | 'fr' | 'sw',
  opts: { tier?: 0 | 1 | 2; email?: string } = {},
) {
  const u = await s.createUser(opts);
  if (language !== 'en')
    await readJson(
      s.request('/api/me/language', { method: 'PUT', cookie: u.cookie, json: { language } }),
    );
  return u;
}

async function mail(to: string, kind: string) {
  const [m] = await s.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  expect(m, `${kind} mail to ${to}`).toBeDefined();
  const body = storedMailBodies(m!);
  return { subject: m!.subject, text: body.text, html: body.html };
}

/** The newest bell item of this kind. */
async function bell(u: TestUser, kind: string) {
  const { notifications } = await readJson<{
    notifications: { kind: string; title: string; body: string }[];
  }>(s.request('/api/notifications', { cookie: u.cookie }));
  const found = notifications.find((x) => x.kind === kind);
  expect(found, `${kind} notice`).toBeDefined();
  return { title: found!.title, body: found!.body };
}

/** What varies from run to run (links' secrets, hosts, the moment, references) made constant. */
function normalised(value: unknown, replace: [string, string][] = [], pdf = false): unknown {
  let json = JSON.stringify(value);
  for (const [from, to] of replace) json = json.split(from).join(to);
  json = json
    .replace(/token=[^\s"&<\\]+/g, 'token=TOKEN')
    .replace(/invitation=[\w-]+/g, 'invitation=ID')
    .replace(/https?:\/\/[^/\s"\\]+/g, 'http://HOST')
    .replace(/\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT/g, 'DATE')
    .replace(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/g, 'DATE');
  // A PDF's text: its stamps and references vary, and the layout's runs of spaces with them.
  if (pdf)
    json = json
      .replace(/\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?/g, 'STAMP')
      .replace(/MZ-\w\w-\w{4}-\w{4}|[A-Z]{2,4}-[A-Z0-9]{4,}(-[A-Z0-9]+)*/g, 'REF')
      .replace(/ +/g, ' ');
  return JSON.parse(json);
}

const decide = (id: string, body: unknown) =>
  s.request(`/api/admin/verification/${id}/decision`, {
    method: 'POST',
    cookie: admin.cookie,
    json: body,
  });
const start = (id: string) =>
  readJson(
    s.request(`/api/admin/verification/${id}/start`, {
      method: 'POST',
      cookie: admin.cookie,
      json: {},
    }),
  );
const MESSAGE = 'Your ID photo is blurred & cut off; please upload a <b>sharper</b> one.';

describe('identity-verification decisions', () => {
  it('more information needed in French, rejected in Swahili, approved in each; English as before', async () => {
    const fr = await userIn('fr', { tier: 0 });
    const frId = await submitTier1(s, fr);
    await start(frId);
    expect(
      (await decide(frId, { decision: 'more_info', checks: ALL_CHECKS, message: MESSAGE })).status,
    ).toBe(200);
    expect(await bell(fr, 'verification')).toEqual({
      title: 'Vérification (niveau 1) : Informations complémentaires requises',
      body: `Nous avons besoin d’informations complémentaires pour terminer l’examen. Message de l’examinateur : ${MESSAGE}`,
    });
    const frMail = await mail(fr.email, 'verification_status');
    expect(frMail.subject).toBe(
      'Votre vérification Mizani : Informations complémentaires requises',
    );
    expect(frMail.text).toMatch(
      /^Vérification \(niveau 1\) : Informations complémentaires requises\n\nNous avons besoin d’informations complémentaires pour terminer l’examen\.\n\nMessage de l’examinateur :\nYour ID photo .*\n\nOuvrir votre rubrique Vérification : http\S+\/dashboard\?tab=verification$/,
    );
    expect(frMail.html).toContain('<html lang="fr">');
    expect(frMail.html).toContain('&lt;b&gt;sharper&lt;/b&gt;');
    expect(frMail.html).not.toContain('<b>sharper');

    const sw = await userIn('sw', { tier: 0 });
    const swId = await submitTier1(s, sw);
    await start(swId);
    expect(
      (await decide(swId, { decision: 'reject', checks: ALL_CHECKS, message: MESSAGE })).status,
    ).toBe(200);
    expect((await bell(sw, 'verification')).title).toBe('Uthibitisho (daraja 1): Imekataliwa');
    const swMail = await mail(sw.email, 'verification_status');
    expect(swMail.subject).toBe('Uthibitisho wako wa Mizani: Imekataliwa');
    expect(swMail.text).toContain('Hatukuweza kuthibitisha utambulisho wako kwa nyaraka hizi.');
    expect(swMail.html).toContain('<h3>Ujumbe wa mkaguzi</h3>');

    const swOk = await userIn('sw', { tier: 0 });
    const okId = await submitTier1(s, swOk);
    await start(okId);
    expect((await decide(okId, { decision: 'approve', checks: ALL_CHECKS })).status).toBe(200);
    expect(await bell(swOk, 'verification')).toEqual({
      title: 'Uthibitisho (daraja 1): Imeidhinishwa',
      body: 'Umethibitishwa. Viwango vyako vipya vinatumika kuanzia sasa.',
    });

    // English: as it always read.
    const en = await userIn('en', { tier: 0, email: 'wave6-verify@example.com' });
    const enId = await submitTier1(s, en);
    await start(enId);
    expect(
      (await decide(enId, { decision: 'more_info', checks: ALL_CHECKS, message: MESSAGE })).status,
    ).toBe(200);
    english.moreInfo = normalised({
      bell: await bell(en, 'verification'),
      mail: await mail(en.email, 'verification_status'),
    });
    expect(await bell(en, 'verification')).toEqual({
      title: 'Verification (tier 1): More information needed',
      body: `We need more information to finish the review. Reviewer's message: ${MESSAGE}`,
    });
    const enMail = await mail(en.email, 'verification_status');
    expect(enMail.text).toMatch(
      /^Verification \(tier 1\): More information needed\n\nWe need more information to finish the review\.\n\nReviewer's message:\nYour ID photo .*\n\nOpen your Verification section: http\S+$/,
    );
    expect(enMail.html).toMatch(/^<!doctype html><html><body /);
    expect(enMail.html).toContain("<h3>Reviewer's message</h3>");
    // The client resubmits; the approval.
    await submitTier1(s, en);
    expect((await decide(enId, { decision: 'approve', checks: ALL_CHECKS })).status).toBe(200);
    english.approved = normalised({
      bell: await bell(en, 'verification'),
      mail: await mail(en.email, 'verification_status'),
    });
    expect((await bell(en, 'verification')).title).toBe('Verification (tier 1): Approved');
  });
});

describe('a business: verification, approvals and invitations, each member in their language', () => {
  it('the owner reads French, an admin Swahili, an approver English', async () => {
    const owner = await userIn('fr');
    const swAdmin = await userIn('sw');
    const approver = await userIn('en', { email: 'wave6-approver@example.com' });
    const initiator = await userIn('en', { email: 'wave6-initiator@example.com' });
    const biz = { id: (await createBusiness(s, owner)).id, name: businessInput().legalName };

    // Invitations: an existing account's own language; a new address gets the inviter's.
    await addMember(s, owner, biz.id, swAdmin, 'admin');
    const swInvite = await mail(swAdmin.email, 'business_invitation');
    expect(swInvite.subject).toBe(`Umealikwa kujiunga na ${biz.name} kwenye Mizani`);
    expect(swInvite.text).toContain(
      `${owner.email} amekualika kwenye akaunti ya biashara ya ${biz.name} kama Msimamizi.`,
    );
    expect(swInvite.text).toMatch(/Inatumika hadi: \d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/);
    expect(swInvite.html).toContain('<html lang="sw">');
    await addMember(s, owner, biz.id, approver, 'approver');
    await addMember(s, owner, biz.id, initiator, 'initiator');
    english.invitation = normalised(await mail(approver.email, 'business_invitation'), [
      [owner.email, 'OWNER'],
    ]);
    expect((await mail(approver.email, 'business_invitation')).subject).toBe(
      `You are invited to ${biz.name} on Mizani`,
    );
    const stranger = `wave6-new-${Date.now()}@example.com`;
    await readJson(
      s.request(`/api/business/${biz.id}/invitations`, {
        method: 'POST',
        cookie: owner.cookie,
        json: { email: stranger, role: 'viewer' },
      }),
      201,
    );
    const frInvite = await mail(stranger, 'business_invitation');
    expect(frInvite.subject).toBe(`Vous êtes invité à rejoindre ${biz.name} sur Mizani`);
    expect(frInvite.text).toContain('en tant que Lecteur.');
    expect(frInvite.text).toContain('Accepter l’invitation: http');

    // The business's verification, approved: the owner in French, the admin in Swahili.
    const payee = await readyBusiness(s, admin, owner, biz.id, '100000.00');
    expect((await bell(owner, 'verification')).title).toBe(
      `Vérification de l’entreprise ${biz.name} : Approuvée`,
    );
    expect((await bell(swAdmin, 'verification')).title).toBe(
      `Uthibitisho wa biashara ya ${biz.name}: Imeidhinishwa`,
    );
    expect((await mail(owner.email, 'verification_status')).subject).toBe(
      `Vérification de ${biz.name} : Approuvée`,
    );
    expect((await mail(swAdmin.email, 'verification_status')).text).toContain(
      'Biashara imethibitishwa.',
    );

    // A withdrawal over the threshold waits: each who can decide is told in their language.
    await readJson(
      s.request(`/api/business/${biz.id}/rules`, {
        method: 'PUT',
        cookie: owner.cookie,
        json: { rules: [{ operation: 'withdraw', overUsd: '5000', approvals: 1 }] },
      }),
    );
    const res = await asBusiness(s, initiator, biz.id, '/api/wallet/withdrawals', {
      method: 'POST',
      json: { beneficiaryId: payee, currency: 'USD', amount: '12500.01' },
    });
    expect(res.status, await res.clone().text()).toBe(202);
    expect(await bell(owner, 'approval_requested')).toEqual({
      title: 'Approbation requise : retrait de 12\u202f500,01 USD',
      body: `${initiator.email} a demandé un retrait de 12\u202f500,01 USD (≈ 12\u202f500,01 USD) pour ${biz.name}. La demande attend dans Approbations en attente.`,
    });
    expect((await bell(swAdmin, 'approval_requested')).title).toBe(
      'Idhini inahitajika: utoaji wa 12,500.01 USD',
    );
    const frMail = await mail(owner.email, 'approval_requested');
    expect(frMail.text).toContain('Montant: 12\u202f500,01 USD');
    expect(frMail.html).toContain('<html lang="fr">');
    expect((await mail(swAdmin.email, 'approval_requested')).text).toContain(
      'Muamala: Utoaji pesa',
    );
    english.approval = normalised(
      {
        bell: await bell(approver, 'approval_requested'),
        mail: await mail(approver.email, 'approval_requested'),
      },
      [[biz.id, 'BIZ']],
    );
    expect((await bell(approver, 'approval_requested')).title).toBe(
      'Approval needed: withdrawal of 12,500.01 USD',
    );

    // Membership: the admin's role changed (Swahili), the approver removed (English), each told.
    const { members } = await readJson<{ members: { id: string; userId: string }[] }>(
      s.request(`/api/business/${biz.id}/members`, { cookie: owner.cookie }),
    );
    const memberId = (u: TestUser) => members.find((m) => m.userId === u.id)!.id;
    await readJson(
      s.request(`/api/business/${biz.id}/members/${memberId(swAdmin)}`, {
        method: 'PATCH',
        cookie: owner.cookie,
        json: { role: 'viewer' },
      }),
    );
    expect(await bell(swAdmin, 'business_role_changed')).toEqual({
      title: `Jukumu lako katika ${biz.name} sasa ni Mtazamaji`,
      body: `${owner.email} amebadilisha jukumu lako katika ${biz.name}: Msimamizi → Mtazamaji.`,
    });
    const roleMail = await mail(swAdmin.email, 'business_role_changed');
    expect(roleMail.text).toContain('Jukumu la awali: Msimamizi');
    expect(roleMail.html).toContain('<html lang="sw">');
    expect(
      (
        await s.request(`/api/business/${biz.id}/members/${memberId(approver)}`, {
          method: 'DELETE',
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(200);
    expect(await bell(approver, 'business_member_removed')).toEqual({
      title: `You were removed from ${biz.name}`,
      body: `${owner.email} removed you from the business account of ${biz.name}. You no longer have access to its money or documents.`,
    });
    const removedMail = await mail(approver.email, 'business_member_removed');
    expect(removedMail.subject).toBe(`You were removed from ${biz.name}`);
    expect(removedMail.text).toContain('Previous role: Approver');
    // The owner's own role is theirs to know: no notice to the one who made the change.
    const { notifications } = await readJson<{ notifications: { kind: string }[] }>(
      s.request('/api/notifications', { cookie: owner.cookie }),
    );
    expect(notifications.filter((x) => x.kind.startsWith('business_'))).toEqual([]);
  }, 120_000);
});

describe('the sign-in lock mail', () => {
  const signIn = (email: string, password: string) =>
    s.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password }, ip: ip() });
  const lock = async (email: string) => {
    for (let i = 0; i < 5; i++) expect((await signIn(email, `wrong-guess-${i}!`)).status).toBe(401);
  };

  it('in Swahili and French, its unlock link working; English as before', async () => {
    const sw = await userIn('sw');
    await lock(sw.email);
    const m = await mail(sw.email, 'account_locked');
    expect(m.subject).toBe('Kuingia kwenye Mizani kumesitishwa baada ya majaribio yaliyoshindwa');
    expect(m.text).toMatch(
      /^Mtu amejaribu kuingia kwenye akaunti yako ya Mizani kwa nenosiri lisilo sahihi mara 5, kwa hiyo tumesitisha kuingia kwa dakika 15\./,
    );
    const link = m.text.match(/https?:\/\/\S+/)![0];
    expect(m.html).toContain(`<a href="${link.replaceAll('&', '&amp;')}">fungua kuingia sasa</a>`);
    const url = new URL(link);
    const res = await s.request(url.pathname + url.search, { method: 'GET', ip: ip() });
    expect(res.headers.get('location')).toBe('/auth?unlocked=1');

    const fr = await userIn('fr');
    await lock(fr.email);
    expect((await mail(fr.email, 'account_locked')).text).toContain(
      'avec un mauvais mot de passe 5 fois : nous avons donc suspendu la connexion pendant 15 minutes.',
    );

    const en = await userIn('en', { email: 'wave6-locked@example.com' });
    await lock(en.email);
    const enMail = await mail(en.email, 'account_locked');
    english.locked = normalised(enMail);
    expect(enMail.subject).toBe('Mizani sign-in paused after failed attempts');
    expect(enMail.text).toMatch(
      /^Someone tried to sign in to your Mizani account with a wrong password 5 times, so we have paused sign-in for 15 minutes\.\n\nIf it was you, open this link within one hour/,
    );
  });
});

describe('the desk’s quote reply', () => {
  async function askAndAnswer(requester: TestUser | null, email: string) {
    const { id, reference } = await readJson<{ id: string; reference: string }>(
      s.request('/api/requests/quote', {
        method: 'POST',
        ...(requester ? { cookie: requester.cookie } : { headers: { 'content-language': 'fr' } }),
        ip: ip(),
        json: {
          name: 'Amani Juma',
          email,
          currencyFrom: 'USD',
          currencyTo: 'GHS',
          amount: '25000',
        },
      }),
      201,
    );
    await readJson(
      s.request(`/api/admin/requests/quote/${id}/quote`, {
        method: 'POST',
        cookie: admin.cookie,
        json: { rate: '15.5', validHours: 24, message: 'Settlement <same day> & fast.' },
      }),
      201,
    );
    return reference;
  }

  it('a signed-in requester reads it in their language; a public one in English; English as before', async () => {
    const fr = await userIn('fr');
    const frRef = await askAndAnswer(fr, fr.email);
    const frMail = await mail(fr.email, 'quote_reply');
    expect(frMail.subject).toBe(`Votre cotation Mizani : 25\u202f000,00 USD → GHS (${frRef})`);
    expect(frMail.text).toContain('Vous recevez: 387\u202f500,00 GHS');
    expect(frMail.text).toContain('Cours: 1 USD = 15,50 GHS');
    expect(frMail.text).toMatch(/Valable jusqu’au: \d{1,2} [\wéû.]+ \d{4}, \d{2}:\d{2} UTC/);
    expect(frMail.html).toContain('Settlement &lt;same day&gt; &amp; fast.');
    expect(await bell(fr, 'quote_reply')).toMatchObject({
      title: 'Votre cotation : 25\u202f000,00 USD → 387\u202f500,00 GHS',
    });

    const sw = await userIn('sw');
    await askAndAnswer(sw, sw.email);
    expect((await mail(sw.email, 'quote_reply')).text).toContain('Unapokea: 387,500.00 GHS');
    expect((await bell(sw, 'quote_reply')).title).toBe('Bei yako: 25,000.00 USD → 387,500.00 GHS');

    // A public requester, even from the French page: the request keeps no language, so English.
    const publicRef = await askAndAnswer(null, 'wave6-public@example.com');
    const publicMail = await mail('wave6-public@example.com', 'quote_reply');
    expect(publicMail.subject).toBe(`Your Mizani quote: 25,000.00 USD → GHS (${publicRef})`);
    english.publicQuote = normalised(publicMail, [[publicRef, 'REF']]);

    const en = await userIn('en', { email: 'wave6-quote@example.com' });
    const enRef = await askAndAnswer(en, en.email);
    const enBell = await bell(en, 'quote_reply');
    expect(enBell.title).toBe('Your quote: 25,000.00 USD → 387,500.00 GHS');
    english.quote = normalised({ bell: enBell, mail: await mail(en.email, 'quote_reply') }, [
      [enRef, 'REF'],
    ]);
  });
});

const work = mkdtempSync(join(tmpdir(), 'mizani-pdf-lang-'));
/** The PDF's text as poppler extracts it (-layout), as the PDF tests read it. */
async function pdfText(res: Response, name: string) {
  expect(res.status, await res.clone().text()).toBe(200);
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('PDF statements and confirmations', () => {
  const month = new Date().toISOString().slice(0, 7);
  async function documents(u: TestUser, name: string) {
    await fundWallet(s, admin, u, 'USD', '1500');
    const { order } = await placeOrder(
      s,
      u,
      { sellCurrency: 'USD', buyCurrency: 'KES', amount: '1000.00' },
      `pdf-${name}-${Date.now()}`,
    );
    const get = (path: string) => s.request(path, { cookie: u.cookie });
    return {
      statement: await pdfText(
        await get(`/api/reports/statement.pdf?month=${month}&currency=USD`),
        `${name}-statement`,
      ),
      confirmation: await pdfText(
        await get(`/api/orders/${order.id}/confirmation.pdf`),
        `${name}-confirmation`,
      ),
      order,
    };
  }
  /** One space for layout runs, so the words read as a sentence. */
  const flat = (text: string) => text.replace(/[ \t]+/g, ' ');

  it('in the reader’s language: French and Swahili headings and labels, figures as in the CSV', async () => {
    const fr = await userIn('fr');
    const frDocs = await documents(fr, 'fr');
    const frStatement = flat(frDocs.statement);
    expect(frStatement).toMatch(/Relevé mensuel · USD · \p{L}+ \d{4}/u);
    expect(frStatement).toContain('Compte USD');
    expect(frStatement).toContain('Solde d’ouverture');
    expect(frStatement).toContain('Dépôt');
    expect(frStatement).toContain('1,500.00');
    expect(frStatement).toContain('Nairobi (Siège)');
    expect(frStatement).toContain('Page 1 sur 1');
    expect(frStatement).toContain('Référence de vérification MZ-ST-');
    expect(frStatement).not.toContain('…');
    expect(frStatement).toContain('FinCEN MSB 31000245718093');
    expect(frStatement).not.toMatch(/Opening balance|Monthly statement|Generated/);
    const frConfirmation = flat(frDocs.confirmation);
    expect(frConfirmation).toContain('Confirmation d’ordre');
    expect(frConfirmation).toContain('Vous avez vendu 1,000.00 USD');
    expect(frConfirmation).toContain('Statut Exécuté');
    expect(frConfirmation).toContain('USD vers KES');

    const sw = await userIn('sw');
    const swDocs = await documents(sw, 'sw');
    const swConfirmation = flat(swDocs.confirmation);
    expect(swConfirmation).toContain('Uthibitisho wa agizo');
    expect(swConfirmation).toContain('Umeuza 1,000.00 USD');
    expect(swConfirmation).toContain('Hali Limetekelezwa');
    expect(swConfirmation).toContain('Ukurasa 1 kati ya 1');
    expect(swConfirmation).not.toContain('…');
    expect(swConfirmation).toContain('31000245718093');
    // The month in progress: a balance as of today, not a closing one (issue 34 item 3).
    expect(flat(swDocs.statement)).toContain('Salio hadi');
    expect(flat(swDocs.statement)).not.toContain('Salio la kufunga');

    // English: the documents as they always read.
    const en = await userIn('en', { email: 'wave6-pdf@example.com' });
    const enDocs = await documents(en, 'en');
    expect(flat(enDocs.statement)).toContain('Nairobi (Head office)');
    expect(flat(enDocs.confirmation)).toContain('Status Filled');
    english.pdf = normalised(
      { statement: enDocs.statement, confirmation: enDocs.confirmation },
      [[enDocs.order.id, 'ORDER']],
      true,
    );
  }, 60_000);
});
