import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLIANCE_SETTINGS_DEFAULTS, complianceSettingsProblems } from '@mizani/shared';
import { COMPLIANCE_PROBLEMS, EN, type RefusalId } from '../src/services/i18n/refusals/en.ts';
import { FR } from '../src/services/i18n/refusals/fr.ts';
import { SW } from '../src/services/i18n/refusals/sw.ts';
import { said, wordIn } from '../src/services/i18n/refusals/index.ts';
import { createApiKey } from './developer-helpers.ts';
import { createTestServer, readJson, type TestServer, type TestUser } from './helpers.ts';
import { fundWallet } from './wallet-helpers.ts';

// Decision 023: the app's API words a refusal in the reader's language (the account's, else the
// mizani_lang cookie, else English); English is word for word what it was; /api/v1 stays English.

let s: TestServer;
let admin: TestUser;

beforeAll(async () => {
  // Tier 1 limits of 10,000 USD a day, so a large withdrawal is refused for its limit.
  s = await createTestServer({
    seedContent: true,
    settings: { 'compliance.tier1DailyUsd': 10_000, 'compliance.tier1MonthlyUsd': 20_000 },
  });
  admin = await s.createUser({ role: 'admin' });
}, 60_000);
afterAll(async () => {
  await s?.close();
});

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

async function userIn(language: 'en' | 'fr' | 'sw', tier: 0 | 1 = 1) {
  const u = await s.createUser({ tier });
  await readJson(
    s.request('/api/me/language', { method: 'PUT', cookie: u.cookie, json: { language } }),
  );
  return u;
}
const post = (u: TestUser, path: string, json: unknown) =>
  s.request(path, { method: 'POST', cookie: u.cookie, json });

/** A firm quote for 5,000 USD (within the limits) the user cannot pay, then the order on it. */
async function refusedOrder(u: TestUser) {
  const { quote } = await readJson<{ quote: { id: string } }>(
    post(u, '/api/orders/quotes', { sellCurrency: 'USD', buyCurrency: 'KES', amount: '5000.00' }),
    201,
  );
  const res = await post(u, '/api/orders', { quoteId: quote.id, idempotencyKey: randomUUID() });
  expect(res.status).toBe(422);
  return ((await res.json()) as ErrorBody).error;
}

/** A USD beneficiary for the user. */
async function beneficiary(u: TestUser) {
  const { beneficiary: b } = await readJson<{ beneficiary: { id: string } }>(
    post(u, '/api/wallet/beneficiaries', {
      kind: 'bank_account',
      name: 'Refusal Test',
      country: 'US',
      currency: 'USD',
      accountNumber: '000123456789',
      bankName: 'Test Bank',
    }),
    201,
  );
  return b.id;
}

async function refusedWithdrawal(u: TestUser, amount: string) {
  const res = await post(u, '/api/wallet/withdrawals', {
    beneficiaryId: await beneficiary(u),
    currency: 'USD',
    amount,
  });
  return { status: res.status, ...((await res.json()) as ErrorBody).error };
}

describe('refusals in the reader’s language', () => {
  it('a refused order in French and Swahili, English unchanged', async () => {
    expect(await refusedOrder(await userIn('fr'))).toEqual({
      code: 'UNPROCESSABLE',
      message: 'Solde insuffisant',
    });
    expect((await refusedOrder(await userIn('sw'))).message).toBe('Salio halitoshi');
    expect((await refusedOrder(await userIn('en'))).message).toBe('Insufficient balance');
  });

  it('a withdrawal over the limit, with the amounts written the language’s way', async () => {
    const words = async (language: 'en' | 'fr' | 'sw') => {
      const u = await userIn(language);
      await fundWallet(s, admin, u, 'USD', '12000.00');
      return refusedWithdrawal(u, '10500.00');
    };
    const en = await words('en');
    expect(en).toEqual({
      status: 422,
      code: 'LIMIT_EXCEEDED',
      message:
        'This withdrawal would exceed your daily limit of 10,000.00 USD; 10,000.00 USD remains',
      fields: {
        amount:
          'This withdrawal would exceed your daily limit of 10,000.00 USD; 10,000.00 USD remains',
      },
    });
    const fr = await words('fr');
    expect(fr.message).toBe(
      'Ce retrait dépasserait votre plafond journalier de 10\u202f000,00 USD ; il reste 10\u202f000,00 USD',
    );
    expect(fr.fields).toEqual({ amount: fr.message });
    expect((await words('sw')).message).toBe(
      'Utoaji pesa huu ungezidi kikomo chako cha kila siku cha 10,000.00 USD; kimebaki 10,000.00 USD',
    );
  });

  it('the verification gate and an unknown beneficiary', async () => {
    const fr = await userIn('fr', 0);
    const gate = await post(fr, '/api/wallet/deposits', {
      currency: 'USD',
      method: 'bank_transfer',
    });
    expect(gate.status).toBe(403);
    expect(((await gate.json()) as ErrorBody).error).toEqual({
      code: 'VERIFICATION_REQUIRED',
      message: 'Vérifiez votre identité pour alimenter votre portefeuille',
    });
    const sw = await userIn('sw');
    const missing = await post(sw, '/api/wallet/withdrawals', {
      beneficiaryId: randomUUID(),
      currency: 'USD',
      amount: '150.00',
    });
    expect(((await missing.json()) as ErrorBody).error.message).toBe('Mnufaika hapatikani');
  });

  it('send money refuses in the sender’s language: themselves, a stranger, the minimum', async () => {
    const fr = await userIn('fr');
    const { corridors } = await readJson<{
      corridors: { id: string; sourceCurrency: string; destCurrency: string }[];
    }>(s.request('/api/corridors'));
    const usdKes = corridors.find((c) => c.sourceCurrency === 'USD' && c.destCurrency === 'KES')!;
    const send = async (contact: string, amount = '5') => {
      const res = await post(fr, '/api/transfers', {
        corridorId: usdKes.id,
        side: 'send',
        idempotencyKey: randomUUID(),
        payoutMethod: 'wallet',
        amount,
        recipient: { type: 'client', contact },
      });
      return ((await res.json()) as ErrorBody).error;
    };
    expect(await send(fr.email)).toMatchObject({
      message: 'Vous ne pouvez pas vous envoyer de l’argent à vous-même',
      fields: { 'recipient.contact': 'Vous ne pouvez pas vous envoyer de l’argent à vous-même' },
    });
    expect((await send('nobody@example.com')).message).toBe(
      'Aucun client Mizani n’utilise cette adresse e-mail ou ce numéro de téléphone',
    );
    expect((await send('nobody@example.com', '0.01')).message).toMatch(
      /^Le plus petit transfert sur ce corridor est de [\d.,\s]+ USD$/,
    );
  });

  it('without an account, the language cookie decides; without either, English', async () => {
    const signedOut = (cookie?: string) =>
      s.request('/api/orders', { cookie }).then(async (r) => (await r.json()) as ErrorBody);
    expect((await signedOut('mizani_lang=fr')).error.message).toBe(
      'Veuillez vous connecter pour continuer.',
    );
    expect((await signedOut('mizani_lang=sw')).error.message).toBe('Tafadhali ingia ili uendelee.');
    expect((await signedOut()).error.message).toBe('Please sign in to continue.');
    // The account's language wins over the cookie.
    const fr = await userIn('fr');
    const res = await s.request('/api/orders', {
      method: 'POST',
      cookie: `${fr.cookie}; mizani_lang=sw`,
      json: { quoteId: randomUUID(), idempotencyKey: randomUUID() },
    });
    expect(((await res.json()) as ErrorBody).error.message).toBe('Cotation introuvable');
  });

  it('the developer API answers in English whatever the account’s language', async () => {
    const fr = await userIn('fr');
    const { secret } = await createApiKey(s, fr, { scopes: ['quotes:write', 'orders:write'] });
    const v1 = (path: string, json: unknown) =>
      s.request(`/api/v1${path}`, {
        method: 'POST',
        headers: {
          origin: '',
          authorization: `Bearer ${secret}`,
          'idempotency-key': randomUUID(),
          cookie: 'mizani_lang=fr',
        },
        json,
        ip: '198.51.100.10',
      });
    const q = await v1('/quotes', { sellCurrency: 'USD', buyCurrency: 'KES', amount: '5000.00' });
    expect(q.status).toBe(201);
    const { quote } = (await q.json()) as { quote: { id: string } };
    const o = await v1('/orders', { quoteId: quote.id });
    expect(o.status).toBe(422);
    expect(((await o.json()) as { detail: string }).detail).toBe('Insufficient balance');
    const missing = await v1('/orders', { quoteId: randomUUID() });
    expect(((await missing.json()) as { detail: string }).detail).toBe('Quote not found');
  });
});

describe('the admin area’s refusals', () => {
  /** An admin whose account language is the given one. */
  async function adminIn(language: 'en' | 'fr' | 'sw') {
    const a = await s.createUser({ role: 'admin' });
    await readJson(
      s.request('/api/me/language', { method: 'PUT', cookie: a.cookie, json: { language } }),
    );
    return a;
  }
  const send = (a: TestUser, method: string, path: string, json: unknown) =>
    s
      .request(path, { method, cookie: a.cookie, json })
      .then(async (r) => ({ status: r.status, ...((await r.json()) as ErrorBody).error }));

  it('users, settings and the rates desk refuse a French admin in French', async () => {
    const fr = await adminIn('fr');
    expect(await send(fr, 'POST', `/api/admin/users/${fr.id}/disable`, { reason: 'test' })).toEqual(
      {
        status: 409,
        code: 'CONFLICT',
        message: 'Vous ne pouvez pas désactiver votre propre compte.',
      },
    );
    // Tier 1 monthly is 20,000 USD here: a daily limit above it breaks a cross-field rule.
    const settings = await send(fr, 'PUT', '/api/admin/settings/platform', {
      'compliance.tier1DailyUsd': 30_000,
    });
    expect(settings).toEqual({
      status: 400,
      code: 'VALIDATION',
      message:
        'Veuillez vérifier le formulaire : le plafond journalier ne peut pas dépasser le plafond mensuel',
      fields: {
        'compliance.tier1DailyUsd': 'Le plafond journalier ne peut pas dépasser le plafond mensuel',
      },
    });
    const pair = await send(fr, 'POST', '/api/admin/rates/pairs', { base: 'USD', quote: 'KES' });
    expect(pair).toMatchObject({ status: 409, message: 'La paire USD/KES existe déjà.' });
  });

  it('a Swahili admin reads Swahili; an English one the English as before', async () => {
    const sw = await adminIn('sw');
    expect(
      (await send(sw, 'POST', `/api/admin/users/${sw.id}/disable`, { reason: 'test' })).message,
    ).toBe('Huwezi kuzima akaunti yako mwenyewe.');
    expect(
      (
        await send(sw, 'PUT', '/api/admin/settings/platform', {
          'compliance.tier1DailyUsd': 30_000,
        })
      ).fields,
    ).toEqual({
      'compliance.tier1DailyUsd': 'Kikomo cha kila siku hakiwezi kuzidi kikomo cha kila mwezi',
    });
    const en = await adminIn('en');
    expect(await send(en, 'POST', `/api/admin/users/${en.id}/disable`, { reason: 'test' })).toEqual(
      { status: 409, code: 'CONFLICT', message: 'You cannot disable your own account.' },
    );
    expect(
      await send(en, 'PUT', '/api/admin/settings/platform', { 'compliance.tier1DailyUsd': 30_000 }),
    ).toEqual({
      status: 400,
      code: 'VALIDATION',
      message: 'Please check the form: The daily limit cannot exceed the monthly limit',
      fields: { 'compliance.tier1DailyUsd': 'The daily limit cannot exceed the monthly limit' },
    });
  });
});

describe('the refusals catalogue', () => {
  it('English is what AppError carries; every language words every id', () => {
    const ids = Object.keys(EN) as RefusalId[];
    for (const catalogue of [FR, SW]) expect(Object.keys(catalogue).sort()).toEqual(ids.sort());
    const w = said('alerts.tooMany', { max: 50 });
    expect(w.english).toBe('You can have at most 50 active alerts. Pause or delete one first.');
    expect(wordIn('en', w)).toBe(w.english);
    expect(wordIn('fr', w)).toContain('50 alertes actives');
    // A thing the catalogue does not name stays in English rather than half-translated.
    expect(wordIn('fr', { id: 'common.notFound', params: { what: 'Gadget' }, english: 'x' })).toBe(
      'Gadget not found',
    );
    // The compliance settings' cross-field texts (shared) are all known to the catalogue by id.
    const problems = complianceSettingsProblems({
      ...COMPLIANCE_SETTINGS_DEFAULTS,
      'compliance.tier1DailyUsd': 1e9,
      'compliance.tier1MonthlyUsd': 1e8,
      'compliance.tier2DailyUsd': 1e7,
      'compliance.tier2MonthlyUsd': 1e6,
      'compliance.minTransactionUsd': 1e10,
    });
    const known: string[] = Object.values(COMPLIANCE_PROBLEMS);
    expect(new Set(Object.values(problems))).toEqual(new Set(known));
    // A request's move names both statuses as the inbox shows them.
    const move = said('admin.requestMove', { from: 'closed', to: 'new' });
    expect(move.english).toBe('A Closed request cannot move to New.');
    expect(wordIn('fr', move)).toBe('Une demande « Clôturée » ne peut pas passer à « Nouvelle ».');
    expect(wordIn('sw', move)).toBe(
      'Ombi lenye hali "Imefungwa" haliwezi kuhamishiwa hali "Mpya".',
    );
  });
});
