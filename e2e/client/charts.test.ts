import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MonthlyVolumes } from '@mizani/shared';
import { useApp } from '../support/app.ts';
import { atBothWidths, axeViolations, screenshot, type ViewportName } from '../support/browser.ts';
import { poll } from '../support/ui.ts';

// Issue 39 item 3: the wallet's balance over time (Wallet tab) and the business home's monthly
// volumes, at 390 px with each chart also drawn at 1280 px (atBothWidths): loaded with their view, a focusable chart whose points the arrow
// keys move through (said by a live region), a table behind each chart, axe. The figures
// themselves are the API's (apps/server/test/insights.test.ts checks them against statements).
const app = useApp({ env: { RATE_FEED: 'manual' }, reuseSessions: true });

const isFocused = (page: Page, name: RegExp) =>
  page.getByRole('application', { name }).evaluate((el) => el === document.activeElement);

/** The chart's point as said: "<date>: <figure>". */
const said = (page: Page) => page.getByTestId('chart-point').first().innerText();

async function balanceChart(viewport: ViewportName) {
  const { page, problems } = await app.clientPage(viewport);
  const charts: string[] = [];
  page.on('request', (r) => {
    if (/lightweight|PointsChart/i.test(r.url())) charts.push(r.url());
  });
  await page.goto('/dashboard', { waitUntil: 'networkidle' });
  await page.getByTestId('overview-balance').waitFor();
  // Home carries no chart code.
  expect(charts).toEqual([]);
  await page.goto('/dashboard?tab=wallet', { waitUntil: 'networkidle' });
  const card = page.getByRole('heading', { name: 'Balance over time' });
  await card.waitFor();
  const chart = page.getByRole('application', { name: /balance, last 3 months$/ });
  await chart.waitFor();
  await chart.scrollIntoViewIfNeeded();
  await atBothWidths(page, 'client', 'wallet-balance-chart', async (width) => {
    await chart.scrollIntoViewIfNeeded();
    // Widened or narrowed, the chart still draws up to today (it kept its left part once).
    await poll(() => chart.locator('[data-latest-drawn]').getAttribute('data-latest-drawn')).toBe(
      'true',
    );
    expect(await axeViolations(page), `balance chart at ${width}`).toEqual([]);
  });

  // 1M: about 30 daily points; the keyboard reaches the chart from the range buttons.
  await page.getByRole('button', { name: '1M', exact: true }).click();
  const month = page.getByRole('application', { name: /balance, last month$/ });
  await month.waitFor();
  // The range buttons, then the chart: Tab from the last of them.
  await page.getByRole('button', { name: '1Y', exact: true }).focus();
  await page.keyboard.press('Tab');
  await poll(() => isFocused(page, /balance, last month$/)).toBe(true);
  // The last point (today) first, then one day back, the first and the last again.
  const today = await said(page);
  expect(today).toMatch(/^\d{1,2} \w{3} \d{4}: [\d,]+\.\d{2} [A-Z]{3}$/);
  await page.keyboard.press('ArrowLeft');
  await poll(() => said(page)).not.toBe(today);
  const yesterday = new Date(Date.now() - 86_400_000).getUTCDate();
  expect(await said(page)).toMatch(new RegExp(`^${yesterday} `));
  await page.keyboard.press('Home');
  const first = await said(page);
  await page.keyboard.press('End');
  await poll(() => said(page)).toBe(today);
  expect(first).not.toBe(today);
  await screenshot(page, `client/${viewport}/wallet-balance-chart-keyboard`);

  // The table behind the chart: one row a day, newest first, the same figure as the point.
  await page.getByText('Show the figures as a table').click();
  const table = page.getByRole('table', { name: /balance by day, last month$/ });
  await table.waitFor();
  const rows = table.getByRole('row');
  expect(await rows.count()).toBeGreaterThanOrEqual(29);
  expect(today).toContain((await rows.nth(1).getByRole('cell').innerText()).trim());
  expect(await axeViolations(page)).toEqual([]);
  expect(charts.length).toBeGreaterThan(0);
  expect(problems).toEqual([]);
}

/** A year of a business's figures, most months quiet: what the API answers, for the screen. */
function volumes(): MonthlyVolumes {
  const now = new Date();
  const months = Array.from({ length: 12 }, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1))
      .toISOString()
      .slice(0, 7),
  );
  const none = { count: 0, usd: '0.00', amounts: [] };
  return {
    months: months.map((month, i) =>
      i < 8
        ? { month, conversions: none, payouts: none }
        : {
            month,
            conversions: {
              count: i,
              usd: `${i * 1250}.00`,
              amounts: [{ currency: 'USD', amount: `${i * 1250}.00` }],
            },
            payouts: {
              count: 1,
              usd: `${i * 400}.00`,
              amounts: [{ currency: 'USD', amount: `${i * 400}.00` }],
            },
          },
    ),
  };
}

async function volumesChart(viewport: ViewportName) {
  const { page, problems } = await app.clientPage(viewport);
  // A business of the demo client's, made through the API, selected as the switcher does.
  const res = await page.request.post(`${app.url}/api/business`, {
    headers: { Origin: app.url },
    data: {
      legalName: `Savanna Traders ${viewport}`,
      registrationNumber: `PVT-CH-${viewport}-${Date.now().toString(36)}`,
      country: 'Kenya',
      addressLine1: '1 Riverside Drive',
      city: 'Nairobi',
    },
  });
  expect(res.status()).toBe(201);
  const { business } = (await res.json()) as { business: { id: string } };
  await page.addInitScript((id) => sessionStorage.setItem('mizani.account', id), business.id);
  // A new business has moved nothing yet: first the empty state, as the API answers it.
  await page.goto('/dashboard?tab=business', { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Monthly volumes' }).waitFor();
  await page.getByText('No conversions or payouts in the last 12 months.').waitFor();
  // Then a year with activity (the API's figures are tested against the ledger on the server).
  await page.route('**/api/insights/monthly-volumes', (route) =>
    route.fulfill({ json: volumes() }),
  );
  await page.reload({ waitUntil: 'networkidle' });
  const chart = page.getByRole('application', {
    name: 'Conversions and payouts by month, last 12 months',
  });
  await chart.waitFor();
  await chart.scrollIntoViewIfNeeded();
  await atBothWidths(page, 'client', 'business-monthly-volumes-chart', async (width) => {
    await chart.scrollIntoViewIfNeeded();
    expect(await axeViolations(page), `volumes chart at ${width}`).toEqual([]);
  });
  await chart.focus();
  const now = await said(page);
  expect(now).toMatch(
    /: conversions \$13,750\.00 \(11 conversions\), payouts \$4,400\.00 \(1 payout\)$/,
  );
  await page.keyboard.press('ArrowLeft');
  await poll(() => said(page)).toMatch(/: conversions \$12,500\.00 \(10 conversions\)/);
  await page.keyboard.press('Home');
  await poll(() => said(page)).toMatch(
    /: conversions \$0\.00 \(0 conversions\), payouts \$0\.00 \(0 payouts\)$/,
  );
  await screenshot(page, `client/${viewport}/business-monthly-volumes`);
  await page.getByText('Show the figures as a table').click();
  const table = page.getByRole('table', { name: 'Conversions and payouts by month' });
  await table.waitFor();
  expect(await table.getByRole('row').count()).toBe(13);
  expect(await table.getByRole('row').nth(1).innerText()).toContain('$13,750.00 (13,750.00 USD)');
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
}

describe('charts', () => {
  it('the balance over time: keyboard on its points, the table, axe at both widths', () =>
    balanceChart('phone'));
  it("the business home's monthly volumes: keyboard, the table, axe at both widths", () =>
    volumesChart('phone'));
});
