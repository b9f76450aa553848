import { describe, expect, it } from 'vitest';
import fr from '../../apps/web/src/lib/i18n/catalogues/fr.json';
import sw from '../../apps/web/src/lib/i18n/catalogues/sw.json';
import { useApp } from '../support/app.ts';
import { axeViolations, screenshot } from '../support/browser.ts';
import { horizontalOverflow, poll } from '../support/ui.ts';

// Treasury (issue 41): the demo client places a limit order whose target the rate already reaches
// (the server's worker converts it within a second), one that waits (cancelled: money back), and a
// recurring conversion; the tab in French and Swahili; at 1280 and 390 px, axe on each screen.

const app = useApp({ env: { RATE_FEED: 'manual' }, reuseSessions: true });

describe('Treasury tab', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`limit orders and a recurring conversion (${viewport})`, async () => {
      const { context, page, problems } = await app.clientPage(viewport);
      try {
        // English first, whatever an earlier run left on the demo account.
        await page.request.put(`${app.url}/api/me/language`, {
          data: { language: 'en' },
          headers: { Origin: app.url },
        });
        await page.goto('/dashboard?tab=treasury');
        const limit = page.getByRole('form', { name: 'New limit order' });
        // Above the platform's minimum transaction (100 USD by default).
        await limit.getByLabel('Amount to sell').fill('150');
        await limit.getByLabel('Target rate').fill('0.01');
        expect(await axeViolations(page)).toEqual([]);
        const rows = page.getByTestId('limit-order-row');
        const amount = limit.getByLabel('Amount to sell');
        // The other viewport's run left converted orders on the demo account: count from here.
        const convertedBefore = await rows.filter({ hasText: 'Converted' }).count();
        await limit.getByRole('button', { name: 'Place limit order' }).click();
        // The form empties once the server took the order; filling it earlier would be undone.
        await poll(() => amount.inputValue()).toBe('');
        // Already at the target: the worker converts it, the list follows.
        await poll(() => rows.filter({ hasText: 'Converted' }).count()).toBeGreaterThan(
          convertedBefore,
        );

        await limit.getByLabel('Amount to sell').fill('120');
        await limit.getByLabel('Target rate').fill('99999');
        await limit.getByRole('button', { name: 'Place limit order' }).click();
        const waiting = rows.filter({ hasText: 'Waiting for the rate' });
        await poll(() => waiting.count()).toBeGreaterThan(0);
        await waiting
          .first()
          .getByRole('button', { name: /^Cancel limit order/ })
          .click();
        await poll(() => rows.filter({ hasText: 'Cancelled by you' }).count()).toBeGreaterThan(0);

        const plan = page.getByRole('form', { name: 'New recurring conversion' });
        await plan.getByLabel('Amount to sell').fill('20000');
        await plan.getByLabel('Maximum rate').fill('200');
        await plan.getByLabel('Frequency').selectOption('weekly');
        await plan.getByLabel('Day of the week').selectOption('3');
        await plan.getByRole('button', { name: 'Create recurring conversion' }).click();
        await poll(() =>
          page.getByTestId('plan-row').filter({ hasText: 'every Wednesday' }).count(),
        ).toBeGreaterThan(0);
        expect(await axeViolations(page)).toEqual([]);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `treasury-${viewport}`);

        for (const [language, c] of [
          ['fr', fr],
          ['sw', sw],
        ] as const) {
          const res = await page.request.put(`${app.url}/api/me/language`, {
            data: { language },
            headers: { Origin: app.url },
          });
          expect(res.status()).toBe(200);
          await page.goto('/dashboard?tab=treasury');
          await poll(() =>
            page.getByRole('heading', { name: c['treasury.limitTitle'] }).count(),
          ).toBe(1);
          await poll(() =>
            page.getByTestId('plan-row').filter({ hasText: c['treasury.status.active'] }).count(),
          ).toBeGreaterThan(0);
          expect(await axeViolations(page)).toEqual([]);
          expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
          await screenshot(page, `treasury-${viewport}-${language}`);
        }
        await page.request.put(`${app.url}/api/me/language`, {
          data: { language: 'en' },
          headers: { Origin: app.url },
        });
        expect(problems).toEqual([]);
      } finally {
        await context.close();
      }
    }, 300_000);
  }
});
