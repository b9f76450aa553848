import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARS_MESSAGE,
  InquirySchema,
  LIMITS,
  QuoteRequestSchema,
  VALIDATION_MESSAGES_EN,
  resetPasswordSchema,
  signUpSchema,
  englishMessage,
  messageKey,
} from '@mizani/shared';
import {
  checkCatalogues,
  checkLazyParts,
  checkRouteParts,
  checkSharedMessages,
} from '../../../scripts/check-catalogues.ts';
import { catalogueParts, OWN_PARTS } from '../../../scripts/catalogue-usage.ts';
import en from './catalogues/en.json';
import {
  formatAmountIn,
  formatDateIn,
  formatDateTimeIn,
  formatMoneyIn,
  formatPercent2In,
} from './format.ts';
import { compileCataloguesWith, loadLocale, translate } from './i18n.ts';
import { formMessage } from './messages.ts';
import { localizePath, preferredLocale, splitLocale } from './locales.ts';
import { countryNameIn, currencyNameIn } from './names.ts';

const NNBSP = '\u202f';

describe('amounts in each language', () => {
  it('groups and separates decimals the language’s way, English unchanged', () => {
    expect(formatAmountIn('en', '1234567.891')).toBe('1,234,567.89');
    expect(formatAmountIn('fr', '1234567.891')).toBe(`1${NNBSP}234${NNBSP}567,89`);
    expect(formatAmountIn('sw', '1234567.891')).toBe('1,234,567.89');
    expect(formatAmountIn('fr', '-0.5', 2)).toBe('-0,50');
  });

  it('never goes through a float: digits beyond double precision survive', () => {
    // 20 significant digits: a float would print 12345678901234567000.
    expect(formatAmountIn('fr', '12345678901234567891.25')).toBe(
      `12${NNBSP}345${NNBSP}678${NNBSP}901${NNBSP}234${NNBSP}567${NNBSP}891,25`,
    );
    expect(formatAmountIn('en', '0.1').replace(',', '')).toBe('0.10');
  });

  it('money rounds half-even to the currency’s minor unit, then localises', () => {
    expect(formatMoneyIn('en', '1234.125', 'KES')).toBe('1,234.12 KES');
    expect(formatMoneyIn('fr', '1234.135', 'KES')).toBe(`1${NNBSP}234,14 KES`);
    expect(formatMoneyIn('sw', '1000', 'TZS')).toBe('1,000.00 TZS');
  });

  it('percentages take French spacing', () => {
    expect(formatPercent2In('en', '1.5')).toBe('+1.50%');
    expect(formatPercent2In('fr', '-0.256')).toBe(`-0,26${NNBSP}%`);
    expect(formatPercent2In('fr', null)).toBe('—');
  });
});

describe('dates and names in each language', () => {
  const at = '2026-11-23T14:27:00Z';
  it('formats dates with Intl for the language', () => {
    expect(formatDateIn('en', at, 'UTC')).toBe('23 Nov 2026');
    expect(formatDateIn('fr', at, 'UTC')).toBe('23 nov. 2026');
    expect(formatDateTimeIn('en', at, 'UTC')).toBe('23 Nov 2026, 14:27');
    expect(formatDateTimeIn('fr', at, 'UTC')).toMatch(/^23 nov\. 2026(,| à) 14:27$/);
  });

  it('names currencies and countries in the language', () => {
    expect(currencyNameIn('sw', 'KES')).toBe('Shilingi ya Kenya');
    expect(currencyNameIn('fr', 'KES')).toBe('shilling kényan');
    expect(countryNameIn('sw', 'ZA')).toBe('Afrika Kusini');
    expect(countryNameIn('fr', 'ZA')).toBe('Afrique du Sud');
  });
});

describe('languages in the URL', () => {
  it('splits and builds paths, English at the root', () => {
    expect(splitLocale('/fr/about')).toEqual({ locale: 'fr', path: '/about' });
    expect(splitLocale('/sw')).toEqual({ locale: 'sw', path: '/' });
    expect(splitLocale('/french-page')).toEqual({ locale: 'en', path: '/french-page' });
    expect(splitLocale('/support/contact')).toEqual({ locale: 'en', path: '/support/contact' });
    expect(localizePath('/', 'fr')).toBe('/fr');
    expect(localizePath('/#market-reach', 'sw')).toBe('/sw#market-reach');
    expect(localizePath('/rates#calculator', 'fr')).toBe('/fr/rates#calculator');
    expect(localizePath('/about', 'en')).toBe('/about');
  });

  it('reads the first of our languages a browser prefers', () => {
    expect(preferredLocale(['de-DE', 'fr-CI', 'en'])).toBe('fr');
    expect(preferredLocale(['sw-KE'])).toBe('sw');
    expect(preferredLocale(['de', 'pt-BR'])).toBeNull();
  });
});

describe('catalogues', () => {
  it('translate with ICU arguments and plurals once compiled', async () => {
    compileCataloguesWith(compileMessage);
    await loadLocale('fr');
    await loadLocale('sw');
    await loadLocale('en');
    expect(translate('fr', 'home.reachTitle', { n: 7 })).toBe(
      '7 marchés actifs, une seule plateforme',
    );
    expect(translate('sw', 'shell.language')).toBe('Lugha');
    expect(translate('en', 'shell.startConversion')).toBe('Start Conversion');
  });

  it('the check finds missing, extra, empty, invalid and mismatched messages', () => {
    const problems = checkCatalogues({
      en: { a: 'Hello {name}', b: 'Bye', c: '{n, plural, one {# day} other {# days}}' },
      fr: { a: 'Bonjour {nom}', c: '{n, plural, one {# jour} other {# jours}}', z: 'x' },
      sw: { a: 'Habari {name', b: ' ', c: '{n, plural, other {siku #}}' },
    });
    expect(problems).toEqual([
      'fr: missing "b"',
      'fr: "a" uses {nom}, English uses {name}',
      'fr: "z" is not in the English catalogue',
      expect.stringMatching(/^sw: "a" is not valid ICU/),
      'sw: "b" is empty',
    ]);
  });
});

describe('catalogue parts (decision 022)', () => {
  const src = fileURLToPath(new URL('../..', import.meta.url));
  const parts = catalogueParts(src, Object.keys(en));

  it('the shell holds what every page shows; a page its own words, not the others’', () => {
    const shell = parts.get('shell')!;
    for (const ns of ['nav', 'footer', 'shell', 'meta']) expect(shell).toContain(ns);
    const home = parts.get('public/HomePage')!;
    expect(home).toContain('home');
    expect(home).not.toContain('team');
    expect(home).not.toContain('nav'); // already in the shell
    expect(parts.get('public/TeamPage')).toContain('team');
  });

  it('every module loaded with its own words names a part that exists', () => {
    // A module moved (lib/error-messages.ts into a folder) left its part's name behind once, and
    // every island failed on its first error.
    for (const key of OWN_PARTS) expect(parts.has(key), key).toBe(true);
  });

  it('a dashboard tab’s words load with the tab, not with the dashboard', () => {
    const dashboard = parts.get('dashboard/DashboardPage')!;
    // Reports: its words are its own (Home shows the wallets, so `wallet` now loads with the page).
    const reports = parts.get('features/reports/components/ReportsTab')!;
    expect(reports).toContain('reports');
    expect(dashboard).not.toContain('reports');
    for (const tab of ['wallet/components/WalletTab', 'reports/components/ReportsTab'])
      for (const ns of dashboard) expect(parts.get(`features/${tab}`)).not.toContain(ns); // the page's are loaded already
    // The request dialogs' words load with them, on the dashboard and behind a public page's
    // button alike (decision 027): not with the page that offers them.
    expect(parts.get('features/requests/components/QuoteDialog')).toContain('calc');
    expect(parts.get('public/HomePage')).not.toContain('calc');
    // The buttons' own words: in the shell, as the header and the islands' triggers offer them
    // on every page (decision 030).
    expect(parts.get('shell')).toContain('request');
  });

  it('every namespace is in the shell or in some page’s part', () => {
    const covered = new Set([...parts.values()].flatMap((p) => [...p]));
    for (const id of Object.keys(en)) expect(covered).toContain(id.split('.')[0]);
  });

  it('a route’s part name must be the module it imports', () => {
    const modules = new Set(['public/HomePage', 'public/TeamPage']);
    const ok = "page('public/HomePage', () => import('@/pages/public/HomePage'))";
    expect(checkRouteParts(ok, modules)).toEqual([]);
    expect(
      checkRouteParts("page('public/TeamPage', () => import('@/pages/public/HomePage'))", modules),
    ).toHaveLength(1);
    expect(checkRouteParts("lazy: async () => import('@/pages/public/HomePage')", modules)).toEqual(
      ["router: 1 page import(s) without page('<module>', …) or guarded"],
    );
    expect(
      checkLazyParts('d', "named('features/x/X', () => import('@/features/x/X'), 'X')"),
    ).toEqual([]);
    expect(
      checkLazyParts('d', "named('features/x/Y', () => import('@/features/x/X'), 'X')"),
    ).toEqual(["d: import('@/features/x/X') without its part name"]);
  });
});

describe('validation messages (shared schemas give keys)', () => {
  /** The first message of each field of a failed parse, raw (as the schema gives it). */
  const raw = (r: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) =>
    Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]).reverse());

  it('a schema gives keys, not English', () => {
    const e = raw(InquirySchema.safeParse({ name: '', email: 'x', subject: '', message: '' }));
    expect(e.name).toBe('validation.required');
    expect(e.email).toBe('validation.email');
    expect(
      raw(
        InquirySchema.safeParse({
          name: 'n'.repeat(LIMITS.nameMax + 1),
          email: 'a@b.co',
          subject: 's',
          message: 'm',
        }),
      ).name,
    ).toBe(`validation.tooLong?field=name&max=${LIMITS.nameMax}`);
  });

  it('English is the spec’s text, identical to what the API answers', async () => {
    compileCataloguesWith(compileMessage);
    await loadLocale('en');
    expect(formMessage('en', 'validation.tooLong?field=name&max=200')).toBe(
      'Name must be at most 200 characters',
    );
    expect(formMessage('en', messageKey('validation.controlChars'))).toBe(CONTROL_CHARS_MESSAGE);
    // Plain text (schemas not converted, server messages) is shown as it is.
    expect(formMessage('fr', 'Something else')).toBe('Something else');
    // Each key, through the English catalogue, reads as the shared English (with a value for
    // every placeholder the messages use: a payout country and a phone hint too).
    const extra = {
      country: 'Kenya',
      hint: '+2547XXXXXXXX',
      value: '10.0.0.x',
      currency: 'KES',
      places: '2',
    };
    const query = new URLSearchParams(extra).toString();
    for (const id of Object.keys(VALIDATION_MESSAGES_EN) as (keyof typeof VALIDATION_MESSAGES_EN)[])
      expect(translate('en', id, { field: 'Name', max: 3, min: 2, ...extra })).toBe(
        englishMessage(`${id}?field=name&max=3&min=2&${query}`),
      );
  });

  it('French and Swahili translate the message and the field it names', async () => {
    compileCataloguesWith(compileMessage);
    await loadLocale('fr');
    await loadLocale('sw');
    expect(formMessage('fr', 'validation.required')).toBe('Obligatoire');
    expect(formMessage('fr', 'validation.tooLong?field=coverLetter&max=5000')).toBe(
      'Lettre de motivation : 5000 caractères au maximum',
    );
    expect(formMessage('sw', 'validation.email')).toBe(
      'Tafadhali weka anwani sahihi ya barua pepe',
    );
    const q = raw(
      QuoteRequestSchema.safeParse({
        name: 'A',
        email: 'a@b.co',
        currencyFrom: 'USD',
        currencyTo: 'USD',
        amount: '0.5',
      }),
    );
    expect(formMessage('fr', q.amount!)).toBe('Le montant minimum est de 1');
  });

  it('the auth schemas give keys: English word for word as before, French and Swahili', async () => {
    compileCataloguesWith(compileMessage);
    await Promise.all([loadLocale('fr'), loadLocale('sw')]);
    const e = raw(
      signUpSchema.safeParse({
        firstName: '',
        lastName: 'l'.repeat(81),
        email: 'nope',
        password: 'short',
        country: 'Atlantis',
      }),
    );
    expect(e).toEqual({
      firstName: 'validation.auth.firstNameRequired',
      lastName: 'validation.auth.atMost?max=80',
      email: 'validation.auth.email',
      password: 'validation.auth.passwordTooShort?min=8',
      country: 'validation.auth.country',
      acceptTerms: 'validation.auth.terms',
    });
    expect(
      Object.fromEntries(Object.entries(e).map(([k, m]) => [k, englishMessage(String(m))])),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'At most 80 characters',
      email: 'Enter a valid email address',
      password: 'Password must be at least 8 characters',
      country: 'Choose a country from the list',
      acceptTerms: 'Accept the terms and the privacy notice to create an account',
    });
    expect(formMessage('fr', e.password!)).toBe(
      'Le mot de passe doit contenir au moins 8 caractères',
    );
    expect(formMessage('sw', e.firstName!)).toBe('Jina la kwanza linahitajika');
    const mismatch = raw(
      resetPasswordSchema.safeParse({ password: 'long enough 1', confirm: 'x' }),
    );
    expect(englishMessage(mismatch.confirm!)).toBe('Passwords do not match');
    expect(formMessage('fr', mismatch.confirm!)).toBe('Les mots de passe ne correspondent pas');
  });

  it('the check holds the English catalogue to the shared English', () => {
    expect(checkSharedMessages({ ...VALIDATION_MESSAGES_EN })).toEqual([]);
    expect(
      checkSharedMessages({ ...VALIDATION_MESSAGES_EN, 'validation.required': 'Needed' }),
    ).toEqual([
      'en: "validation.required" must be "Required" as in packages/shared i18n/messages.ts',
    ]);
  });
});
