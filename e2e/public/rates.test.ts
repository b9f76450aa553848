import { describe, expect, it } from 'vitest';
import type { RatesResponse } from '@mizani/shared';
import { useApp } from '../support/app.ts';
import { axeViolations, screenshot } from '../support/browser.ts';
import { ADMIN } from '../support/demo.ts';
import { postAs } from '../support/session.ts';

// Rates page (spec §2 Rates page, §9): states, live update from an admin's post, calculator.
// Manual feed: only this test moves rates.
const app = useApp({ env: { RATE_FEED: 'manual' } });

describe('/rates', () => {
  it('shows 8 skeletons while loading, then cards; search filters; no match offers Clear Search', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { context, page, problems } = await app.open(viewport);
      try {
        let release!: () => void;
        const gate = new Promise<void>((r) => (release = r));
        await page.route('**/api/rates', async (route) => {
          await gate;
          await route.continue();
        });
        await page.goto('/rates');
        await expect.poll(() => page.getByTestId('rate-skeleton').count()).toBe(8);
        release();
        await expect.poll(() => page.getByTestId('rate-card').count()).toBe(14);
        expect(await page.getByTestId('rate-skeleton').count()).toBe(0);
        const kes = page.locator('[data-pair="USD/KES"]');
        expect(await kes.getByTestId('rate-value').textContent()).toBe('129.25');
        expect(await kes.getByTestId('rate-change-percent').textContent()).toMatch(
          /^[+-]?\d+\.\d{2}%$/,
        );
        expect(await kes.getByTestId('rate-high').textContent()).toMatch(/^129\.\d{2}$/);
        await screenshot(page, `rates-${viewport}`);
        expect(await axeViolations(page)).toEqual([]);

        const search = page.getByLabel('Search currency pairs');
        await search.fill('kes');
        await expect.poll(() => page.getByTestId('rate-card').count()).toBe(4); // USD/KES, EUR/KES, GBP/KES, KES/TZS
        await search.fill('xyz');
        await expect
          .poll(() => page.getByText('No currency pairs found matching "xyz"').isVisible())
          .toBe(true);
        await screenshot(page, `rates-no-match-${viewport}`);
        await page.getByRole('button', { name: 'Clear Search' }).click();
        await expect.poll(() => page.getByTestId('rate-card').count()).toBe(14);
        expect(await search.inputValue()).toBe('');
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('an empty list when there is no data', async () => {
    const { context, page } = await app.open('desktop');
    try {
      await page.route('**/api/rates', (route) =>
        route.fulfill({ json: { rates: [], updatedAt: new Date().toISOString() } }),
      );
      await page.goto('/rates');
      await expect.poll(() => page.getByTestId('rate-skeleton').count()).toBe(0);
      // An empty list (no height, so count rather than visibility).
      expect(await page.getByRole('list', { name: 'Exchange rates' }).count()).toBe(1);
      expect(await page.getByTestId('rate-card').count()).toBe(0);
      expect(await page.getByText(/No currency pairs found/).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('a rate posted by an admin reaches the open page live, and the card opens its chart', async () => {
    const { context, page, problems } = await app.open('desktop');
    try {
      await page.goto('/rates');
      await expect.poll(() => page.getByTestId('rate-card').count()).toBe(14);
      const list = (await (await fetch(`${app.url}/api/rates`)).json()) as RatesResponse;
      const ghs = list.rates.find((r) => r.displayName === 'USD/GHS')!;
      const cookie = await app.cookie(ADMIN);
      const t0 = Date.now();
      const res = await postAs(cookie, `${app.url}/api/admin/rates/pairs/${ghs.pairId}/rates`, {
        bid: '11.95',
        ask: '12.01',
      });
      expect(res.status).toBe(201);
      const card = page.locator('[data-pair="USD/GHS"]');
      await expect
        .poll(() => card.getByTestId('rate-value').textContent(), { timeout: 5000 })
        .toBe('11.98');
      expect(Date.now() - t0).toBeLessThan(5000);
      expect(await card.getAttribute('data-flash')).toBe('true');

      await card.getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await expect
        .poll(() => dialog.getByRole('heading', { name: 'USD/GHS' }).isVisible())
        .toBe(true);
      await expect
        .poll(() => dialog.locator('canvas').count(), { timeout: 10_000 })
        .toBeGreaterThan(0);
      await dialog.getByRole('button', { name: '1M' }).click();
      await expect
        .poll(() => dialog.getByRole('button', { name: '1M' }).getAttribute('aria-pressed'))
        .toBe('true');
      await screenshot(page, 'rates-chart-desktop');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('#calculator converts directly and through USD, and swaps', async () => {
    const { context, page, problems } = await app.open('phone');
    try {
      await page.goto('/rates#calculator');
      // The page is pre-rendered: wait until the app is live (rates loaded) before typing.
      await expect.poll(() => page.getByTestId('calc-result').isVisible()).toBe(true);
      await page.getByLabel('Amount').fill('100');
      await page.getByLabel('From', { exact: true }).selectOption('USD');
      await page.getByLabel('To', { exact: true }).selectOption('KES');
      // Issue 16: what a client would receive at the spread (50 bps) and fee (10 bps) in force, with
      // the mid-market rate beside it. The demo bid is 128.9915 (mid 129.25, 40 bps wide):
      // 128.9915 × 0.995 = 128.3465…, shown and applied at 6 significant digits, rounded down
      // (issue 34): (100 − 0.10 fee) × 128.346 = 12,821.76 (rounded down).
      await expect.poll(() => page.getByTestId('calc-result').textContent()).toBe('12,821.76 KES');
      expect(await page.getByTestId('calc-fee').textContent()).toBe('0.10 USD');
      expect(await page.getByTestId('calc-client-rate').textContent()).toBe('1 USD = 128.346 KES');
      expect(await page.getByTestId('calc-rate').textContent()).toContain('1 USD = 129.25 KES');
      expect(await page.getByTestId('calc-mid').textContent()).toBe('12,925.00 KES');
      expect(await page.locator('#calculator').textContent()).toContain('Indicative');
      // The inverse rate, one tap away.
      await page.getByRole('button', { name: 'Inverse rate' }).click();
      expect(await page.getByTestId('calc-client-rate').textContent()).toBe(
        '1 KES = 0.00779144 USD',
      );
      await page.getByRole('button', { name: 'Inverse rate' }).click();
      // No direct GHS/NGN pair: through USD.
      await page.getByLabel('From', { exact: true }).selectOption('GHS');
      await page.getByLabel('To', { exact: true }).selectOption('NGN');
      await expect.poll(() => page.getByTestId('calc-rate').textContent()).toContain('via USD');
      // ZMW and MZN are offered (pairs exist).
      expect(
        await page.getByLabel('To', { exact: true }).locator('option[value="MZN"]').count(),
      ).toBe(1);
      await page.getByRole('button', { name: 'Swap currencies' }).click();
      expect(await page.getByLabel('From', { exact: true }).inputValue()).toBe('NGN');
      expect(await page.getByLabel('To', { exact: true }).inputValue()).toBe('GHS');
      await page
        .locator('#calculator')
        .screenshot({ path: `${process.cwd()}/.artifacts/screenshots/rates-calculator-phone.png` })
        .catch(() => {});
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
