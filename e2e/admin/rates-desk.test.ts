import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useApp } from '../support/app.ts';
import { atBothWidths, axeViolations } from '../support/browser.ts';
import { ADMIN } from '../support/demo.ts';
import { openTab } from '../support/ui.ts';

// The admin tab's FX rates manager: fat-finger guard with confirmation, CSV import refusing a
// file with one bad row (line number shown), a good import.
const app = useApp({ env: { RATE_FEED: 'manual' } });

describe('admin rates desk', () => {
  it('posts a guarded rate and imports CSV all-or-nothing', async () => {
    // Once at 390 px; each screen also at 1280 px on the same state (atBothWidths).
    const { context, page, problems } = await app.adminPage('phone');
    try {
      await page.goto('/dashboard?tab=admin');
      // The deep link may land on the overview while the session loads: open the tab by hand
      // too (on a phone it is in More).
      await openTab(page, 'Admin');
      await page.getByRole('button', { name: 'USD/GHS', exact: true }).click();
      expect(await page.getByLabel('Currency pair', { exact: true }).inputValue()).not.toBe('');
      await atBothWidths(page, 'admin-desk', 'pairs', async (width) => {
        expect(await axeViolations(page), `rates desk at ${width}`).toEqual([]);
        // Every pair's columns, Updated included, fit their box: nothing scrolls sideways
        // (cards below md, the table above).
        const pairs = page.locator('[aria-label="All pairs"]:visible');
        expect(await pairs.count()).toBe(1);
        expect(await pairs.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(
          0,
        );
        expect(await pairs.getByText('Updated').first().isVisible()).toBe(true);
      });

      // > 20 % away: refused until confirmed.
      await page.getByLabel('Bid').fill('20');
      await page.getByLabel('Ask').fill('20.1');
      await page.getByRole('button', { name: 'Post Rate' }).click();
      await expect.poll(() => page.getByText(/away from the last one/).isVisible()).toBe(true);
      await atBothWidths(page, 'admin-desk', 'confirm');
      // Corrected to within 20 % of the last mid, the warning goes at once (issue 16) ...
      await page.getByLabel('Bid').fill('11.8');
      await page.getByLabel('Ask').fill('11.9');
      await expect.poll(() => page.getByText(/away from the last one/).count()).toBe(0);
      // ... and the large move asks again.
      await page.getByLabel('Bid').fill('20');
      await page.getByLabel('Ask').fill('20.1');
      await page.getByRole('button', { name: 'Post Rate' }).click();
      await expect.poll(() => page.getByText(/away from the last one/).isVisible()).toBe(true);
      await page.getByLabel('I confirm this rate').check();
      await page.getByRole('button', { name: 'Post Rate' }).click();
      await expect.poll(() => page.getByText('Rate posted for USD/GHS').isVisible()).toBe(true);
      const rates = (await (await fetch(`${app.url}/api/rates`)).json()) as {
        rates: { displayName: string; mid: string }[];
      };
      expect(rates.rates.find((r) => r.displayName === 'USD/GHS')!.mid).toBe('20.05');
      // Put it back.
      await page.getByLabel('Bid').fill('11.8');
      await page.getByLabel('Ask').fill('11.9');
      await page.getByRole('button', { name: 'Post Rate' }).click();
      await page.getByLabel('I confirm this rate').check();
      await page.getByRole('button', { name: 'Post Rate' }).click();
      await expect.poll(() => page.getByText(/away from the last one/).count()).toBe(0);
      // With the admin's email in the history, it still fits its box (no sideways scroll).
      const history = page.getByRole('region', { name: 'Recent rates' });
      await expect.poll(() => history.getByText(ADMIN.email).count()).toBeGreaterThan(0);
      await atBothWidths(page, 'admin-desk', 'history', async () => {
        expect(await history.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(
          0,
        );
      });

      // CSV with a bad third line: nothing applied, the line is named.
      const zar = { bid: '17.40', ask: '17.45', mid: '17.425' };
      const dir = mkdtempSync(path.join(os.tmpdir(), 'mz-csv-'));
      const bad = path.join(dir, 'bad.csv');
      writeFileSync(bad, `pair,bid,ask\nUSD/ZAR,${zar.bid},${zar.ask}\nUSD/NGN,1470,1460\n`);
      await page.getByLabel('CSV file').setInputFiles(bad);
      await page.getByRole('button', { name: 'Import Rates' }).click();
      await expect
        .poll(() =>
          page.getByText('Line 3: Ask must be greater than or equal to bid').first().isVisible(),
        )
        .toBe(true);
      const after = (await (await fetch(`${app.url}/api/rates`)).json()) as {
        rates: { displayName: string; mid: string }[];
      };
      expect(after.rates.find((r) => r.displayName === 'USD/ZAR')!.mid).not.toBe(zar.mid);

      const good = path.join(dir, 'good.csv');
      writeFileSync(good, `pair,bid,ask\nUSD/ZAR,${zar.bid},${zar.ask}\n`);
      await page.getByLabel('CSV file').setInputFiles(good);
      await page.getByRole('button', { name: 'Import Rates' }).click();
      await expect.poll(() => page.getByText('Imported 1 rates').isVisible()).toBe(true);
      await atBothWidths(page, 'admin-desk', 'imported');
      expect(problems.filter((p) => !p.includes('status of 400'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
