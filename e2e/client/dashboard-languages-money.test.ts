import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import en from '../../apps/web/src/lib/i18n/catalogues/en.json';
import fr from '../../apps/web/src/lib/i18n/catalogues/fr.json';
import sw from '../../apps/web/src/lib/i18n/catalogues/sw.json';
import { useApp } from '../support/app.ts';
import { axeViolations, screenshot } from '../support/browser.ts';
import { noToasts, openTab, poll, toast } from '../support/ui.ts';

// Issue 20, the dashboard's money screens (docs/languages.md): a client whose language is French
// sees the overview, trading and wallet in French (amounts "1 234,50", no English beyond names and
// codes), a French validation error and a French refusal from the server on the order form, a conversion through review and receipt,
// then Swahili on the wallet. The dashboard's URL has no language: the account's is used.

const app = useApp({ env: { RATE_FEED: 'manual' }, reuseSessions: true });
type Catalogue = Record<string, string>;
const NAMESPACES = /^(dash|overview|trade|wallet|funding|money|alerts|reports|notify)\./;

/**
 * English the screen must not show: each English message of the money screens that the language
 * words differently, and English's commonest small words.
 */
function englishOn(text: string, c: Catalogue): string[] {
  const messages = Object.entries(en as Catalogue)
    .filter(([k, m]) => NAMESPACES.test(k) && !m.includes('{') && m.length >= 5 && c[k] !== m)
    .map(([, m]) => m)
    // Whole words only: "Convert" is not in "Convertir".
    .filter((m) =>
      new RegExp(`(?<!\\p{L})${m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').test(
        text,
      ),
    );
  const words = text.match(/\b(the|and|your|with|our|you|for|from|Balance|Amount)\b/g) ?? [];
  return [...messages, ...new Set(words)];
}

/** The dashboard's header and the open tab, as read. */
const screenText = async (page: Page) =>
  (await page.locator('h1').innerText()) +
  (await page.getByRole('tablist').innerText()) +
  (await page.locator('[role="tabpanel"][data-state="active"]').innerText());

async function setLanguage(page: Page, language: 'fr' | 'sw') {
  const res = await page.request.put(`${app.url}/api/me/language`, {
    data: { language },
    headers: { Origin: app.url },
  });
  expect(res.status()).toBe(200);
}

describe('the money screens in the account’s language', () => {
  it('French overview, trading and wallet with a French validation error, then Swahili', async () => {
    const { page, problems } = await app.clientPage('phone');
    const c = fr as Catalogue;
    await setLanguage(page, 'fr');
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');

    // Overview: greeting, tab names, figures in French style.
    await poll(() => page.locator('h1').innerText()).toBe('Bienvenue, Amina');
    for (const tab of ['dash.tab.overview', 'dash.tab.trading', 'dash.tab.wallet'])
      expect(await page.getByRole('tab', { name: c[tab], exact: true }).count()).toBe(1);
    await poll(() => page.getByTestId('overview-balance').innerText()).toMatch(
      /^\$\d{1,3}(\u202f\d{3})*,\d{2}$/,
    );
    expect(await page.getByText(c['overview.quickActions']!).count()).toBe(1);
    // The figure is already in the page's first response, written as the hero writes it (issue 35).
    const shell = await (await page.request.get(`${app.url}/dashboard`)).text();
    expect(/data-first-balance=""[^>]*>([^<]*)</.exec(shell)?.[1]).toBe(
      await page.getByTestId('overview-balance').innerText(),
    );
    expect(englishOn(await screenText(page), c)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-languages/fr-overview-390');

    // Trading: a French validation error beside the amount, then review and receipt.
    await openTab(page, c['dash.tab.trading']!);
    const amount = page.getByLabel(c['money.amount']!, { exact: true });
    await amount.fill('12.345');
    await page.getByRole('button', { name: c['trade.getQuote'] }).click();
    await poll(() => page.getByText(c['validation.wallet.amountFormat']!).count()).toBe(1);
    expect(englishOn(await screenText(page), c)).toEqual([]);
    // A refusal the server words (decision 023): under the minimum, in French, figures included.
    const minimum =
      'Le minimum pour une conversion est de 100,00 USD (équivalent) ; celle-ci représente 50,00 USD';
    await amount.fill('50');
    await page.getByRole('button', { name: c['trade.getQuote'] }).click();
    await toast(page, minimum);
    await poll(() => page.getByText(minimum, { exact: true }).count()).toBe(2); // toast and field
    await screenshot(page, 'dashboard-languages/fr-refusal-390');
    await amount.fill('100');
    await page.getByRole('button', { name: c['trade.getQuote'] }).click();
    const review = page.getByTestId('firm-quote');
    await poll(() => review.getByRole('heading').innerText()).toBe(c['trade.reviewTitle']);
    expect(await review.getByTestId('quote-sell').innerText()).toBe('100,00 USD');
    expect(await review.getByTestId('quote-buy').innerText()).toMatch(
      /^\d{2}\u202f\d{3},\d{2} KES$/,
    );
    expect(englishOn(await screenText(page), c)).toEqual([]);
    await screenshot(page, 'dashboard-languages/fr-review-390');
    await review.getByRole('button', { name: c['trade.accept'] }).click();
    await toast(page, 'Ordre exécuté');
    const receipt = page.getByTestId('receipt');
    await poll(() => receipt.getByRole('heading', { level: 3 }).innerText()).toMatch(
      /^100,00 USD convertis en [\d\u202f]+,\d{2} KES$/,
    );
    expect(await receipt.innerText()).toContain(c['money.whatNext']);
    await noToasts(page);
    expect(englishOn(await screenText(page), c)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-languages/fr-receipt-390');

    // Wallet: balance cards with CLDR currency names, funding, beneficiaries, transactions.
    await openTab(page, c['dash.tab.wallet']!);
    const kes = page.getByRole('listitem', { name: 'Solde en KES' });
    await poll(() => kes.getByText('shilling kényan').count()).toBe(1);
    const movements = page.getByRole('list', { name: c['wallet.transactions'] });
    await poll(() => movements.getByText(c['money.movement.conversion']!).count()).toBeGreaterThan(
      0,
    );
    expect(await page.getByRole('heading', { name: c['funding.title'] }).count()).toBe(1);
    expect(englishOn(await screenText(page), c)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-languages/fr-wallet-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(englishOn(await screenText(page), c)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-languages/fr-wallet-1280');

    // Swahili: the same account switches language; the wallet speaks it after a reload.
    const s = sw as Catalogue;
    await setLanguage(page, 'sw');
    await page.goto('/dashboard?tab=wallet', { waitUntil: 'networkidle' });
    await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('sw');
    await poll(() =>
      page.getByRole('heading', { name: s['wallet.balances'], exact: true }).count(),
    ).toBe(1);
    await poll(() =>
      page.getByRole('listitem', { name: 'Salio la KES' }).getByText('Shilingi ya Kenya').count(),
    ).toBe(1);
    expect(englishOn(await screenText(page), s)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-languages/sw-wallet-1280');
    // The one refusal asked for above (the quote under the minimum) and nothing else.
    expect(problems).toEqual([
      'console: Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
    ]);
  });
});
