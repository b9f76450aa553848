import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import fr from '../../apps/web/src/lib/i18n/catalogues/fr.json';
import sw from '../../apps/web/src/lib/i18n/catalogues/sw.json';
import { useApp } from '../support/app.ts';
import { atBothWidths, axeViolations } from '../support/browser.ts';
import { poll } from '../support/ui.ts';

// Treasury (issue 41): the demo client places a limit order whose target the rate already reaches
// (the server's worker converts it within a second), one that waits (cancelled: money back), a
// recurring conversion, and books a forward contract (review, receipt, settled early in part);
// the tab in French and Swahili; once at 390 px, each screen also at 1280 px (axe on each).

/** A term's value in a review or contract (`<dt>` label, `<dd>` value). */
const fact = (scope: Locator, label: string) =>
  scope
    .locator('div')
    .filter({ has: scope.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .innerText();

const app = useApp({ env: { RATE_FEED: 'manual' }, reuseSessions: true });

describe('Treasury tab', () => {
  it('limit orders, a recurring conversion and a forward contract', async () => {
    const { context, page, problems } = await app.clientPage('phone');
    /** The screen now open at both widths: axe, nothing wider than the window, a screenshot. */
    const step = (name: string) =>
      atBothWidths(page, 'treasury', name, async (width) => {
        expect(await axeViolations(page), `${name} at ${width}`).toEqual([]);
      });
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
      // Converted orders an earlier run left on the demo account: count from here.
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
      await step('tab');

      // A forward contract: the review (rate, value date, margin), booked (its page is the
      // receipt), settled early in part, then in the list with its status.
      const booking = page.getByRole('form', { name: 'Book a forward contract' });
      await booking.getByLabel('Amount you sell').fill('500');
      const valueDate = await booking.getByLabel('Value date').inputValue();
      await booking.getByRole('button', { name: 'See the forward rate' }).click();
      const review = page.getByRole('region', { name: 'Review your forward contract' });
      await review.getByRole('heading').waitFor();
      expect(await fact(review, 'Forward rate')).toMatch(/^1 USD = [\d.,]+ KES$/);
      expect(await fact(review, 'Value date')).toContain(valueDate);
      expect(await fact(review, 'Margin held now')).toMatch(/50\.00.*10 % of the amount/);
      expect(await fact(review, 'You pay on the value date')).toMatch(/500\.00/);
      await step('forward-review');
      await review.getByRole('button', { name: 'Confirm and book' }).click();
      const contract = page.getByRole('region', { name: /^Contract FWD-/ });
      await contract.getByText('Open', { exact: true }).waitFor();
      const reference = (await contract.getByRole('heading', { level: 3 }).innerText()).replace(
        'Contract ',
        '',
      );
      expect(await fact(contract, 'Margin held')).toMatch(/50\.00/);
      expect(await fact(contract, 'Value date')).toBe(valueDate);
      await step('forward');

      const early = contract.getByRole('form', { name: 'Settle early' });
      await early.getByLabel('Amount (USD)').fill('200');
      await early.getByRole('button', { name: 'Settle this part' }).click();
      await poll(() => fact(contract, 'Left to settle')).toMatch(/300\.00/);
      expect(await fact(contract, 'Margin held')).toMatch(/30\.00/);
      await contract.getByText('Settled early (part)').waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await contract.getByRole('button', { name: 'All contracts' }).click();
      const row = page.getByTestId('forward-row').filter({ hasText: reference });
      // The status badge comes before the row's Open button.
      await row.getByText('Open', { exact: true }).first().waitFor();
      await row.scrollIntoViewIfNeeded();
      await step('forwards');

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
        if (language === 'fr') {
          // The forward form's labels in French.
          const form = page.getByRole('form', { name: fr['forwards.formLabel'] });
          for (const label of [
            fr['treasury.sell'],
            fr['treasury.buy'],
            fr['forwards.amount'],
            fr['forwards.valueDate'],
          ])
            await form.getByLabel(label, { exact: false }).waitFor();
          await form.getByText(fr['forwards.valueDateHint']).waitFor();
          await form.getByRole('button', { name: fr['forwards.getRate'] }).waitFor();
        }
        await step(`tab-${language}`);
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
});
