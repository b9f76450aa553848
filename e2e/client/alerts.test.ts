import { describe, expect, it } from 'vitest';
import type { RatesResponse } from '@mizani/shared';
import { useApp } from '../support/app.ts';
import { atBothWidths, axeViolations, screenshot } from '../support/browser.ts';
import { ADMIN } from '../support/demo.ts';
import { postAs } from '../support/session.ts';
import { poll } from '../support/ui.ts';

// Rate alerts: a client creates an alert in the dashboard alerts tab; an admin posts a rate that
// crosses it; the bell in the dashboard header shows the notification without a reload. Once at
// 1280 px (the pair's chart opens there); the alerts tab is also looked at 390 px, same state.
const app = useApp({ env: { RATE_FEED: 'manual' } });

describe('rate alerts in the dashboard', () => {
  const viewport = 'desktop';
  it('creating an alert and seeing it fire in the bell', async () => {
    const { context, page, problems } = await app.clientPage(viewport);
    try {
      // The demo client's "new sign-in" notice (issue 39) is read first, so the bell counts the
      // alert alone.
      const read = await context.request.post('/api/notifications/read-all', {
        headers: { Origin: app.url },
      });
      expect(read.status()).toBe(200);
      await page.goto('/dashboard?tab=alerts');
      const list = (await (await fetch(`${app.url}/api/rates`)).json()) as RatesResponse;
      const zar = list.rates.find((r) => r.displayName === 'USD/ZAR')!;
      const target = (Number(zar.mid) + 0.05).toFixed(2);

      await page.getByLabel('Currency pair').selectOption({ label: 'USD/ZAR' });
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('Direction').selectOption('above');
      await page.getByLabel('Target rate').fill(target);
      await page.getByRole('button', { name: 'Create Alert' }).click();
      await expect
        .poll(() =>
          page
            .getByTestId('alert-row')
            .filter({ hasText: 'USD/ZAR' })
            .filter({ hasText: target })
            .count(),
        )
        .toBe(1);
      expect(
        await page.getByRole('button', { name: /^Notifications/ }).getAttribute('aria-label'),
      ).toBe('Notifications');
      await atBothWidths(page, 'alerts', 'tab', async (width) => {
        expect(await axeViolations(page), `alerts tab at ${width}`).toEqual([]);
      });

      // The pair's chart with the alert drawn on it (issue 39), its figures also a table.
      await page.getByRole('button', { name: `Chart of USD/ZAR with your alerts` }).first().click();
      const chart = page.getByRole('dialog', { name: 'USD/ZAR' });
      await poll(() => chart.getByText(`Yours: Alert ${target}`).count()).toBe(1);
      await chart.getByText('Show the figures as a table').click();
      const table = chart.getByRole('table', { name: 'USD/ZAR bid and ask over time' });
      await poll(() => table.locator('tbody tr').count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'alerts-chart-desktop');
      await page.keyboard.press('Escape');
      await chart.waitFor({ state: 'hidden' });

      // The admin posts a rate above the target.
      const admin = await app.cookie(ADMIN);
      const bid = (Number(target) + 0.1).toFixed(2);
      const res = await postAs(admin, `${app.url}/api/admin/rates/pairs/${zar.pairId}/rates`, {
        bid,
        ask: (Number(bid) + 0.04).toFixed(2),
      });
      expect(res.status).toBe(201);

      const bell = page.getByRole('button', { name: /^Notifications/ });
      await expect
        .poll(() => bell.getAttribute('aria-label'), { timeout: 8000 })
        .toBe('Notifications, 1 unread');
      await bell.click();
      const item = page.getByTestId('notification').first();
      await expect
        .poll(() => item.textContent())
        .toContain(`USD/ZAR rose above ${Number(target).toFixed(4)}`);
      await screenshot(page, `alerts-bell-${viewport}`);
      await item.getByRole('button', { name: 'Mark as read' }).click();
      await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');
      await page.keyboard.press('Escape');
      // The alert shows as triggered.
      await expect
        .poll(() => page.getByTestId('alert-row').filter({ hasText: target }).textContent())
        .toContain('Triggered');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
