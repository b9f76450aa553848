import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../apps/web/src/lib/i18n/catalogues/en.json';
import fr from '../../apps/web/src/lib/i18n/catalogues/fr.json';
import sw from '../../apps/web/src/lib/i18n/catalogues/sw.json';
import frDocs from '../../apps/web/src/content/docs/i18n/fr.ts';
import swDocs from '../../apps/web/src/content/docs/i18n/sw.ts';
import { useApp } from '../support/app.ts';
import { axeViolations, screenshot } from '../support/browser.ts';
import { openDialog, poll, toast } from '../support/ui.ts';

// Issue 20, first slice (docs/languages.md): the translated public pages in French and Swahili at
// 390 px, each with its lang, hreflang alternates, translated head tags and h1, no English left
// over and no axe violation; the switcher, the remembered choice and the first-visit suggestion.

const app = useApp();
const BRAND = 'Mizani';
type Catalogue = Record<string, string>;
const CATALOGUES: Record<'fr' | 'sw', Catalogue> = { fr, sw };
const fill = (m: string) => m.replace(/\{brand\}/g, BRAND);
/** The documentation article checked in each language: figures, a table and many sentences. */
const FEES = 'fees-and-a-worked-example';

/** Each translated page, its h1 and the ids of its head tags in the catalogues. */
const PAGES = [
  { path: '/', id: 'home', h1: (c: Catalogue) => `${c['home.h1']}${c['home.h1Highlight']}` },
  { path: '/rates', id: 'rates', h1: (c: Catalogue) => c['rates.title']! },
  { path: '/trading', id: 'trading', h1: (c: Catalogue) => c['trading.title']! },
  { path: '/about', id: 'about', h1: (c: Catalogue) => c['about.title']! },
  { path: '/offices', id: 'offices', h1: (c: Catalogue) => c['offices.title']! },
  { path: '/support/contact', id: 'contact', h1: (c: Catalogue) => c['page.contact']! },
  { path: '/services/corporate', id: 'corporate', h1: (c: Catalogue) => c['corporate.title']! },
  {
    path: '/services/institutional',
    id: 'institutional',
    h1: (c: Catalogue) => c['institutional.title']!,
  },
  { path: '/team', id: 'team', h1: (c: Catalogue) => c['team.title']! },
  { path: '/legal/privacy', id: 'privacy', h1: (c: Catalogue) => c['page.privacy']! },
  { path: '/legal/terms', id: 'terms', h1: (c: Catalogue) => c['page.terms']! },
  { path: '/legal/license', id: 'license', h1: (c: Catalogue) => c['page.license']! },
  { path: '/legal/compliance', id: 'compliance', h1: (c: Catalogue) => c['page.compliance']! },
  { path: '/legal/risk', id: 'risk', h1: (c: Catalogue) => c['page.risk']! },
  { path: '/accessibility', id: 'accessibility', h1: (c: Catalogue) => c['page.accessibility']! },
  { path: '/news', id: 'news', h1: (c: Catalogue) => c['page.news']! },
  { path: '/support/status', id: 'status', h1: (c: Catalogue) => c['page.status']! },
  { path: '/careers', id: 'careers', h1: (c: Catalogue) => c['careers.title']! },
  { path: '/support/help', id: 'help', h1: (c: Catalogue) => c['page.help']! },
  { path: '/support/docs', id: 'docs', h1: (c: Catalogue) => c['page.docs']! },
  {
    path: `/support/docs/${FEES}`,
    id: 'docs-article',
    h1: (c: Catalogue) => c[`meta.docs.article.${FEES}`]!,
    // An article's head: its catalogue title and its description from the language's module.
    head: (c: Catalogue) => ({
      title: c[`meta.docs.article.${FEES}`]!,
      description: (c === CATALOGUES.fr ? frDocs : swDocs).articles[FEES].description,
    }),
  },
  { path: '/services/api', id: 'api', h1: (c: Catalogue) => c['page.api']! },
  {
    path: '/services/api/reference',
    id: 'apiReference',
    h1: (c: Catalogue) => c['page.apiReference']!,
  },
  // Sign-in screens: pre-rendered and linked like the pages; the sign-in form is indexed and in
  // the sitemap (found by a search for the brand's sign-in), the reset form neither.
  { path: '/auth', id: 'auth', h1: (c: Catalogue) => fill(c['auth.welcome']!) },
  {
    path: '/auth/reset-password',
    id: 'resetPassword',
    h1: (c: Catalogue) => c['auth.resetTitle']!,
    app: true,
  },
] as const;
const isApp = (p: (typeof PAGES)[number]) => 'app' in p && p.app;

const localized = (locale: string, path: string) => `/${locale}${path === '/' ? '' : path}`;

/**
 * English a French or Swahili page must not show: every English message of the catalogues that
 * its translation words differently (short labels aside), and English's commonest small words.
 */
function englishLeftOver(text: string, c: Catalogue): string[] {
  // A message the language itself uses somewhere ("Transactions" is French too) is not English.
  const own = new Set(Object.values(c));
  const found = Object.entries(en as Catalogue)
    .filter(
      ([k, m]) =>
        !m.includes('{') && m.length >= 12 && c[k] !== m && !own.has(m) && text.includes(m),
    )
    .map(([, m]) => m);
  const words = text.match(/\b(the|and|your|with|our|you|for|from)\b/g) ?? [];
  return [...found, ...new Set(words)];
}

/** The page's text but code, which stays as it is in every language (translate="no"). */
const textOf = (page: Page) =>
  page
    .locator('body')
    .evaluate((body: HTMLElement) =>
      Array.from(body.querySelectorAll<HTMLElement>('[translate="no"]')).reduce(
        (text, el) => text.replace(el.innerText, ''),
        body.innerText,
      ),
    );

describe.each(['fr', 'sw'] as const)('%s pages at 390 px', (locale) => {
  const c = CATALOGUES[locale];
  // One page per language visits every page in turn, as routes.test.ts does: a fresh context per
  // page only downloaded and compiled the same scripts again (nothing here stores a choice).
  let tab: Awaited<ReturnType<typeof app.open>>;
  beforeAll(async () => {
    tab = await app.open('phone', locale);
  });
  afterAll(async () => {
    await tab.context.close();
  });
  it.each(PAGES)(
    `$path in ${locale}: lang, hreflang, head tags, h1, no English, axe`,
    async (p) => {
      const { page, problems } = tab;
      // Only this page's problems count.
      problems.length = 0;
      const url = localized(locale, p.path);
      const res = await page.goto(url, { waitUntil: 'load' });
      expect(res?.status()).toBe(200);
      // The pre-rendered HTML already carries the language's head (crawlers run no script).
      const html = (await res?.text()) ?? '';
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain(`hreflang="x-default" href="${app.url}${p.path}"`);
      expect(html).toContain(
        `<meta name="robots" content="${isApp(p) ? 'noindex' : 'index, follow'}" />`,
      );

      expect(await page.locator('html').getAttribute('lang')).toBe(locale);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((els) =>
          els.map((e) => `${e.getAttribute('hreflang')} ${e.getAttribute('href')}`),
        );
      expect(alternates.sort()).toEqual(
        [
          `en ${app.url}${p.path}`,
          `fr ${app.url}${localized('fr', p.path)}`,
          `sw ${app.url}${localized('sw', p.path)}`,
          `x-default ${app.url}${p.path}`,
        ].sort(),
      );
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        `${app.url}${url}`,
      );
      const head =
        'head' in p
          ? p.head(c)
          : { title: c[`meta.${p.id}.title`]!, description: c[`meta.${p.id}.description`]! };
      const title = fill(head.title);
      expect(await page.title()).toBe(p.id === 'home' ? title : `${title} — ${BRAND}`);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
        fill(head.description),
      );
      expect((await page.locator('h1').innerText()).replace(/\s+/g, ' ').trim()).toBe(
        p.h1(c).replace(/\s+/g, ' ').trim(),
      );

      // Hydrated, with the live rates in (home, /rates): then nothing English may remain.
      if (p.id === 'home' || p.id === 'rates')
        await poll(() => page.locator('[data-testid="rate-card"]').count()).toBeGreaterThan(0);
      await poll(() => page.getByRole('group', { name: c['shell.language'] }).count()).toBe(1);
      // The API reference is read from the API once hydrated: every text of it translated.
      if (p.id === 'apiReference') {
        await poll(() => page.locator('#ref-events li').count()).toBeGreaterThan(0);
        expect(await page.locator('main [lang="en"]').allInnerTexts()).toEqual([]);
      }
      await poll(async () => englishLeftOver(await textOf(page), c)).toEqual([]);
      // A legal text's translation says the English version is the binding one.
      if (p.path.startsWith('/legal/') || p.id === 'accessibility')
        expect(await page.locator('main').innerText()).toContain(c['legal.binding']);
      if (p.path.startsWith('/legal/'))
        expect(
          await page.getByRole('navigation', { name: c['shell.breadcrumb'] }).innerText(),
        ).toContain(c['crumb.legal']);

      expect(await axeViolations(page)).toEqual([]);
      if (p.id === 'home' || p.id === 'rates')
        await screenshot(page, `languages-${locale}${p.path}-390`);
      expect(problems).toEqual([]);
    },
  );
});

describe.each(['fr', 'sw'] as const)('the 404 page in %s', (locale) => {
  const c = CATALOGUES[locale];
  it('an unknown path under the language: status 404, in the language, axe clean', async () => {
    const { context, page, problems } = await app.open('phone', locale);
    try {
      const res = await page.goto(`/${locale}/no-such-page`, { waitUntil: 'load' });
      expect(res?.status()).toBe(404);
      const html = (await res?.text()) ?? '';
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(await page.title()).toBe(`${c['notFound.metaTitle']} — ${BRAND}`);
      await poll(() => page.getByRole('group', { name: c['shell.language'] }).count()).toBe(1);
      expect(await page.locator('h1').innerText()).toBe(c['notFound.title']);
      const popular = page.getByRole('navigation', { name: c['notFound.popular'] });
      expect(await popular.getByRole('link', { name: c['page.rates'] }).getAttribute('href')).toBe(
        `/${locale}/rates`,
      );
      expect(await page.getByRole('link', { name: c['notFound.home'] }).getAttribute('href')).toBe(
        `/${locale}`,
      );
      expect(englishLeftOver(await page.locator('body').innerText(), c)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `languages-${locale}-404-390`);
      // The browser reports the document's own 404 status as a console error; nothing else.
      expect(problems.filter((m) => !m.includes('status of 404'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('choosing a language', () => {
  it('the footer switcher leads to the same page in the language and remembers it', async () => {
    const { context, page, problems } = await app.open('phone');
    try {
      await page.goto('/fr/about', { waitUntil: 'load' });
      // An English-speaking browser's first visit is offered English, in English, once hydrated.
      await poll(() => page.getByRole('region', { name: en['suggest.label'] }).count()).toBe(1);
      const group = page.getByRole('group', { name: 'Langue' });
      await group.getByRole('link', { name: 'Kiswahili' }).click();
      await poll(() => new URL(page.url()).pathname).toBe('/sw/about');
      await poll(() => page.locator('html').getAttribute('lang')).toBe('sw');
      expect(await page.locator('h1').innerText()).toBe(sw['about.title']);
      const cookie = (await context.cookies()).find((k) => k.name === 'mizani_lang');
      expect(cookie?.value).toBe('sw');

      // An English page the visitor reaches later offers their language back; it never redirects.
      await page.goto('/offices', { waitUntil: 'load' });
      const bar = page.getByRole('region', { name: sw['suggest.label'] });
      await poll(() => bar.count()).toBe(1);
      expect(new URL(page.url()).pathname).toBe('/offices');
      expect(await bar.getByRole('link', { name: sw['suggest.switch'] }).getAttribute('href')).toBe(
        '/sw/offices',
      );
      // Every public page is translated; on a page that is none of them (the 404), the switcher
      // leads to each language's home page.
      await page.goto('/no-such-page', { waitUntil: 'load' });
      expect(
        await page
          .getByRole('group', { name: 'Language' })
          .getByRole('link', { name: 'Français' })
          .getAttribute('href'),
      ).toBe('/fr');
      // The 404 page's own status is the only failed load.
      expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('at 1280 px the header carries the switcher, in the page’s language', async () => {
    const { context, page, problems } = await app.open('desktop', 'sw-KE');
    try {
      await page.goto('/sw/rates', { waitUntil: 'load' });
      const header = page.locator('header');
      const group = header.getByRole('group', { name: sw['shell.language'] });
      expect(await group.isVisible()).toBe(true);
      expect(
        await group.getByRole('link', { name: /Kiswahili/ }).getAttribute('aria-current'),
      ).toBe('true');
      expect(await group.getByRole('link', { name: /English/ }).getAttribute('href')).toBe(
        '/rates',
      );
      expect(await header.getByRole('link', { name: sw['page.rates'] }).getAttribute('href')).toBe(
        '/sw/rates',
      );
      await poll(() => page.locator('[data-testid="rate-card"]').count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'languages-sw_rates-1280');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a form’s validation errors read in French, beside their fields', async () => {
    const { context, page, problems } = await app.open('phone', 'fr-FR');
    try {
      // Hydrated (the pre-rendered form takes input before its script runs).
      await page.goto('/fr/support/contact', { waitUntil: 'networkidle' });
      const form = page.locator('form').filter({ has: page.getByLabel(fr['form.subject']) });
      await form.getByLabel(fr['form.email']).fill('pas-une-adresse');
      await form.getByRole('button', { name: fr['form.send'] }).click();
      /** The error a field's aria-describedby points to. */
      const errorOf = async (label: string) => {
        const ids = (await form.getByLabel(label).getAttribute('aria-describedby')) ?? '';
        const id = ids.split(' ').find((x) => x.endsWith('-error'));
        return id ? page.locator(`[id="${id}"]`).innerText() : '';
      };
      await poll(() => errorOf(fr['form.fullName'])).toBe(fr['validation.required']);
      expect(await errorOf(fr['form.email'])).toBe(fr['validation.email']);
      expect(await errorOf(fr['form.subject'])).toBe(fr['validation.required']);
      expect(await form.innerText()).not.toContain('Required');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'languages-fr_contact-errors-390');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a signed-in client’s account language: the profile select and the switcher keep it and the cookie in step', async () => {
    const { context, page, problems } = await app.clientPage('phone');
    const account = async () =>
      ((await (await page.request.get('/api/me/profile')).json()) as { language: string }).language;
    const cookie = async () =>
      (await context.cookies()).find((k) => k.name === 'mizani_lang')?.value;
    try {
      // English first, whatever a first attempt of this test left on the demo account.
      await page.request.put(`${app.url}/api/me/language`, {
        data: { language: 'en' },
        headers: { Origin: app.url },
      });
      await context.clearCookies({ name: 'mizani_lang' });
      await page.goto('/dashboard?tab=profile', { waitUntil: 'networkidle' });
      const select = page.getByRole('combobox', { name: 'Language' });
      await poll(() => select.inputValue()).toBe('en');
      await select.selectOption('sw');
      await toast(page, 'Language saved: Kiswahili');
      expect(await account()).toBe('sw');
      expect(await cookie()).toBe('sw');
      // The dashboard has no language in its URL: it speaks the account's, at once and after a
      // reload (the session's language, the cookie for the first render).
      await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('sw');
      await page.reload({ waitUntil: 'networkidle' });
      await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('sw');
      // A browser that never chose (a new device): the session's language, remembered again.
      await context.clearCookies({ name: 'mizani_lang' });
      await page.reload({ waitUntil: 'networkidle' });
      await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('sw');
      expect(await cookie()).toBe('sw');
      // The app shell has no site switcher: its language is the profile's select, in Swahili now.
      await poll(() =>
        page.getByRole('combobox', { name: sw['shell.language'] }).inputValue(),
      ).toBe('sw');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'languages-profile-390');
      await page.setViewportSize({ width: 1280, height: 900 });
      await screenshot(page, 'languages-profile-1280');

      // The site's switcher, used signed in, changes the account's language too.
      await page.goto('/sw/about', { waitUntil: 'networkidle' });
      await page
        .getByRole('group', { name: sw['shell.language'] })
        .first()
        .getByRole('link', { name: /English/ })
        .click();
      await poll(() => new URL(page.url()).pathname).toBe('/about');
      await poll(account).toBe('en');
      expect(await cookie()).toBe('en');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Accept-Language only suggests, once, on the very first visit', async () => {
    const { context, page, problems } = await app.open('phone', 'fr-FR');
    try {
      const res = await page.goto('/', { waitUntil: 'load' });
      expect(res?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      const bar = page.getByRole('region', { name: fr['suggest.label'] });
      await poll(() => bar.count()).toBe(1);
      expect(await bar.getAttribute('lang')).toBe('fr');
      expect(await bar.innerText()).toContain(fr['suggest.text']);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'languages-suggestion-390');

      // The next visit, with no choice made, is left alone.
      await page.reload({ waitUntil: 'load' });
      await poll(() => page.getByRole('group', { name: 'Language' }).count()).toBe(1);
      expect(await bar.count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('English pages keep their head, with alternates only where translations exist', async () => {
    const home = await (await fetch(`${app.url}/`)).text();
    expect(home).toContain('<html lang="en">');
    expect(home).toContain(`<link rel="alternate" hreflang="fr" href="${app.url}/fr" />`);
    // The signed-in areas have no language in their URL (the account's language applies).
    const dashboard = await (await fetch(`${app.url}/dashboard`)).text();
    expect(dashboard).not.toContain('hreflang');
    expect((await fetch(`${app.url}/fr/dashboard`)).status).toBe(404);
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    for (const l of ['fr', 'sw'])
      for (const p of PAGES)
        if (isApp(p)) expect(sitemap).not.toContain(`${app.url}${localized(l, p.path)}<`);
        else expect(sitemap).toContain(`<loc>${app.url}${localized(l, p.path)}</loc>`);
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="sw" href="${app.url}/sw/support/contact" />`,
    );
  });
});

describe.each(['fr', 'sw'] as const)('a news article in %s at 390 px', (locale) => {
  it(`/${locale}/news/<slug>: the translation, its head, alternates, no English, axe`, async () => {
    const c = CATALOGUES[locale];
    const { context, page, problems } = await app.open('phone', locale);
    try {
      // The list in the language links to the article in it.
      await page.goto(`/${locale}/news`, { waitUntil: 'load' });
      const first = page.locator('article h2 a').first();
      await poll(() => first.count()).toBe(1);
      const href = (await first.getAttribute('href'))!;
      expect(href).toMatch(new RegExp(`^/${locale}/news/[a-z0-9-]+$`));
      expect(await page.locator('article h2').first().getAttribute('lang')).toBe(locale);
      await poll(async () => englishLeftOver(await page.locator('body').innerText(), c)).toEqual(
        [],
      );

      const res = await page.goto(href, { waitUntil: 'load' });
      expect(res?.status()).toBe(200);
      const html = (await res?.text()) ?? '';
      const slug = href.split('/').at(-1)!;
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain(`<link rel="canonical" href="${app.url}${href}" />`);
      expect(html).not.toContain('id="news-language-note"');
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((els) =>
          els.map((e) => `${e.getAttribute('hreflang')} ${e.getAttribute('href')}`),
        );
      expect(alternates.sort()).toEqual(
        [
          `en ${app.url}/news/${slug}`,
          `fr ${app.url}/fr/news/${slug}`,
          `sw ${app.url}/sw/news/${slug}`,
          `x-default ${app.url}/news/${slug}`,
        ].sort(),
      );
      const h1 = page.locator('h1');
      expect(await h1.getAttribute('lang')).toBe(locale);
      expect(await page.title()).toBe(`${await h1.innerText()} — ${BRAND}`);
      await poll(() => page.getByRole('group', { name: c['shell.language'] }).count()).toBe(1);
      expect(englishLeftOver(await page.locator('body').innerText(), c)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `languages-${locale}-news-article-390`);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('news and status at 1280 px', () => {
  it('/fr/support/status and /sw/news/<slug> on a desktop: translated, axe clean', async () => {
    const { context, page, problems } = await app.open('desktop', 'fr');
    try {
      await page.goto('/fr/support/status', { waitUntil: 'load' });
      await poll(() => page.getByRole('heading', { name: fr['status.components'] }).count()).toBe(
        1,
      );
      await poll(() => page.getByText(fr['status.component.rates']).count()).toBeGreaterThan(0);
      expect(englishLeftOver(await page.locator('body').innerText(), fr)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'languages-fr-status-1280');

      await page.goto('/sw/news', { waitUntil: 'load' });
      const first = page.locator('article h2 a').first();
      await poll(() => first.count()).toBe(1);
      await first.click();
      await poll(() => page.locator('h1').getAttribute('lang')).toBe('sw');
      expect(new URL(page.url()).pathname).toMatch(/^\/sw\/news\/[a-z0-9-]+$/);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'languages-sw-news-article-1280');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('an article’s French version, written by an admin', () => {
  it('the editor adds it; /fr shows it, /sw shows the English marked as such', async () => {
    const admin = await app.adminPage('desktop');
    const title = 'Lusaka desk opens for kwacha payouts';
    const slug = 'lusaka-desk-opens-for-kwacha-payouts';
    await admin.page.goto('/admin?tab=news', { waitUntil: 'networkidle' });
    await admin.page.getByRole('button', { name: 'New article' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'New article' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog
      .getByLabel('Summary', { exact: true })
      .fill('Zambian kwacha payouts now settle the same day for every client.');
    await dialog
      .getByLabel('Article (Markdown)', { exact: true })
      .fill('Our desk in **Lusaka** is open.');
    await dialog.getByRole('checkbox', { name: /French version/ }).check();
    // The French version is checked by the same schema before anything is sent.
    await dialog.getByLabel('Status').selectOption('published');
    await dialog.getByRole('button', { name: 'Save and publish' }).click();
    await poll(() => dialog.getByText(en['validation.news.titleTooShort']).count()).toBe(1);
    await dialog.getByLabel('French title').fill('Le bureau de Lusaka ouvre pour le kwacha');
    await dialog
      .getByLabel('French summary')
      .fill('Les paiements en kwacha zambien sont réglés le jour même pour tous nos clients.');
    await dialog
      .getByLabel('French article (Markdown)')
      .fill('Notre bureau de **Lusaka** est ouvert.');
    expect(await axeViolations(admin.page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save and publish' }).click();
    await toast(admin.page, 'Article published');

    const { context, page, problems } = await app.open('phone', 'fr');
    try {
      await page.goto(`/fr/news/${slug}`, { waitUntil: 'load' });
      expect(await page.locator('h1').innerText()).toBe('Le bureau de Lusaka ouvre pour le kwacha');
      expect(await page.locator('h1').getAttribute('lang')).toBe('fr');
      expect(await page.locator('#news-language-note').count()).toBe(0);

      await page.goto(`/sw/news/${slug}`, { waitUntil: 'load' });
      expect(await page.locator('html').getAttribute('lang')).toBe('sw');
      expect(await page.locator('h1').innerText()).toBe(title);
      expect(await page.locator('h1').getAttribute('lang')).toBe('en');
      expect(await page.locator('#news-language-note').innerText()).toBe(sw['news.englishOnly']);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
        `${app.url}/news/${slug}`,
      );
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'languages-sw-news-fallback-390');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** English words of the request dialogs (and their validation messages) left in `text`. */
function dialogEnglish(text: string, c: Catalogue): string[] {
  const whole = (m: string) =>
    new RegExp(`(^|[^\\p{L}])${m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u');
  const found = Object.entries(en as Catalogue)
    .filter(
      ([k, m]) =>
        /^(request|form|validation|common|calc)\./.test(k) &&
        !m.includes('{') &&
        c[k] !== m &&
        whole(m).test(text),
    )
    .map(([, m]) => m);
  return [...found, ...englishLeftOver(text, c)];
}

describe.each(['fr', 'sw'] as const)('the quote dialog in %s', (locale) => {
  it('its form, errors, toast and success screen have no English left', async () => {
    const c = CATALOGUES[locale];
    const { context, page, problems } = await app.open('phone', locale);
    try {
      await page.goto(localized(locale, '/'), { waitUntil: 'load' });
      const name = c['common.requestQuote']!;
      const dialog = await openDialog(
        page,
        page.getByRole('button', { name, exact: true }).first(),
        name,
        c['form.fullName'],
      );
      // The dialog's own close button is named in the language too.
      expect(
        await dialog.getByRole('button', { name: c['request.close'], exact: true }).count(),
      ).toBe(1);
      await dialog.getByRole('button', { name: c['request.quoteSubmit'] }).click();
      await poll(() => dialog.getByText(c['validation.amountRequired']!).count()).toBe(1);
      expect(await dialog.getByText(c['validation.required']!).count()).toBeGreaterThan(0);
      expect(dialogEnglish(await dialog.innerText(), c)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `languages-${locale}-quote-errors-390`);

      await dialog.getByLabel(c['form.fullName']!).fill('Amina Njoroge');
      await dialog.getByLabel(c['form.email']!).fill(`amina.${locale}@example.com`);
      await dialog.getByLabel(c['request.toCurrency']!).selectOption('KES');
      await dialog.getByLabel(c['calc.amount']!).fill('2500.50');
      await dialog.getByRole('button', { name: c['request.quoteSubmit'] }).click();
      const ok = await toast(page, c['request.quoteToast']!);
      expect(await ok.innerText()).toContain(c['request.quoteToastText']);
      // sonner's close button and its region are named in the language too.
      expect(await ok.getByRole('button', { name: c['shell.toastClose'] }).count()).toBe(1);
      expect(
        await page.getByRole('region', { name: new RegExp(`^${c['shell.toasts']}`) }).count(),
      ).toBe(1);
      const sent = dialog.getByTestId('request-sent');
      await sent.waitFor();
      const text = await sent.innerText();
      expect(text).toContain(locale === 'fr' ? '2\u202f500,50 USD' : '2,500.50 USD');
      expect(text).toContain(c['request.quoteNextUrgency.medium']);
      expect(dialogEnglish(await dialog.innerText(), c)).toEqual([]);
      expect(dialogEnglish(await ok.innerText(), c)).toEqual([]);
      await screenshot(page, `languages-${locale}-quote-sent-390`);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/**
 * Header links and buttons whose words break onto a second line (visible text, not boxes) or that
 * reach past the window's right edge.
 */
async function headerMisfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const misfits: string[] = [];
    for (const el of Array.from(
      document.querySelectorAll<HTMLElement>('header a, header button'),
    )) {
      if (el.offsetParent === null) continue;
      if (el.getBoundingClientRect().right > document.documentElement.clientWidth)
        misfits.push(`past the edge: ${el.innerText.trim()}`);
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        // Screen-reader-only text sits in a 1 px box: every word "wraps" there.
        if (!n.textContent?.trim() || n.parentElement!.getBoundingClientRect().width <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top)));
        if (tops.size > 1) misfits.push(`wrapped: ${n.textContent.trim()}`);
      }
    }
    return misfits;
  });
}

describe('small pieces in the language (wave 6)', () => {
  it('the calculator takes and shows a French amount: "1 234,50"', async () => {
    const { context, page, problems } = await app.open('phone', 'fr');
    try {
      await page.goto('/fr/rates#calculator', { waitUntil: 'networkidle' });
      await poll(() => page.getByTestId('calc-result').isVisible()).toBe(true);
      const amount = page.getByLabel(fr['calc.amount']!, { exact: true });
      const nnbsp = '\u202f';
      expect(await amount.inputValue()).toBe(`1${nnbsp}000`);
      await amount.fill('1 234,50');
      const sent = fr['calc.youSend']!.replace('{amount}', `1${nnbsp}234,50 USD`);
      await poll(() => page.locator('#calculator').innerText()).toContain(sent);
      expect(await amount.getAttribute('aria-invalid')).toBeNull();
      await amount.blur();
      expect(await amount.inputValue()).toBe(`1${nnbsp}234,50`);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'languages-fr-calculator-390');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each(['fr', 'sw'] as const)(
    '%s at 1280 px: every header label on one line; the Services crumb; the docs’ no-result box',
    async (locale) => {
      const c = CATALOGUES[locale];
      const { context, page, problems } = await app.open('desktop', locale);
      try {
        await page.goto(localized(locale, '/services/corporate'), { waitUntil: 'load' });
        expect(await headerMisfits(page)).toEqual([]);
        const crumbs = page.getByRole('navigation', { name: c['shell.breadcrumb'] });
        expect((await crumbs.getByRole('listitem').allInnerTexts()).map((s) => s.trim())).toEqual([
          c['page.home'],
          c['crumb.services'],
          c['page.corporate'],
        ]);
        await screenshot(page, `languages-${locale}-header-1280`);
        // Signed in as an admin, the header's longest: an Admin link, Dashboard, Exchange, Logout.
        const admin = await app.adminPage('desktop');
        await admin.page.goto(localized(locale, '/services/corporate'), { waitUntil: 'load' });
        await admin.page.getByRole('button', { name: c['shell.logout'] }).waitFor();
        expect(await headerMisfits(admin.page)).toEqual([]);
        await screenshot(admin.page, `languages-${locale}-header-admin-1280`);
        expect(admin.problems).toEqual([]);

        await page.goto(localized(locale, '/support/docs'), { waitUntil: 'networkidle' });
        await page.getByLabel(c['docs.searchLabel']!).fill('zzqx');
        const none = page.getByRole('heading', { name: c['docs.noResults'] });
        await none.waitFor();
        const box = none.locator('..');
        expect(await box.innerText()).toContain(
          c['docs.nothingMatches']!.replace('{query}', 'zzqx'),
        );
        expect(englishLeftOver(await box.innerText(), c)).toEqual([]);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `languages-${locale}-docs-none-1280`);
        await page.setViewportSize({ width: 390, height: 844 });
        expect(await headerMisfits(page)).toEqual([]);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `languages-${locale}-docs-none-390`);
        await box.getByRole('button', { name: c['docs.clearSearch'] }).click();
        await poll(() => none.count()).toBe(0);
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
