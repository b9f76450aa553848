import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { axeViolations, screenshot, WCAG22_AA } from '../support/browser.ts';
import { containsEach, openDialog, poll } from '../support/ui.ts';

// Issue 21 (part): the compliance and risk disclosures, the corporate and institutional service
// pages and the accessibility statement replace their placeholders. Each page: its sections, its
// revision date, its calls to action opening the request dialogs, and axe with the WCAG 2.2 AA rules
// at phone and desktop widths (the pages themselves in routes.test.ts, the dialogs here).
const app = useApp();
const open = app.open;

const axe22 = (page: Page) => axeViolations(page, WCAG22_AA);

const headings = (page: Page, level: 2 | 3) =>
  page
    .locator(`main h${level}`)
    .evaluateAll((els) => els.map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim()));

const PAGES = [
  '/legal/compliance',
  '/legal/risk',
  '/services/corporate',
  '/services/institutional',
  '/accessibility',
];

// Their axe check (WCAG 2.2 AA, both widths), console errors and screenshots are in routes.test.ts,
// which loads every route once per width; here, what makes them real pages.
describe('the five pages', () => {
  it('each is a real page: one h1, no coming-soon placeholder, no Get Notified link', async () => {
    const { context, page } = await open();
    try {
      for (const route of PAGES) {
        await page.goto(route, { waitUntil: 'load' });
        expect(await page.locator('h1').count(), route).toBe(1);
        const text = (await page.locator('main').textContent()) ?? '';
        expect(text, route).not.toMatch(/coming soon/i);
        expect(await page.getByRole('link', { name: 'Get Notified' }).count(), route).toBe(0);
      }
    } finally {
      await context.close();
    }
  });
});

describe('compliance and risk disclosures', () => {
  it('compliance covers the AML/CFT programme, due-diligence levels, sanctions, records, data protection and complaints with times and escalation', async () => {
    const { context, page } = await open();
    try {
      await page.goto('/legal/compliance', { waitUntil: 'load' });
      expect(await page.locator('h1').textContent()).toBe('Compliance');
      const h2 = await headings(page, 2);
      containsEach(h2, [
        '1. Our Regulatory Status',
        '2. Anti-Money Laundering and Counter-Terrorist Financing Programme',
        '3. Know Your Customer and Customer Due Diligence',
        '4. Sanctions Screening',
        '6. Record Keeping',
        '7. Data Protection',
        '8. Complaints Procedure',
      ]);
      const text = (await page.locator('main').textContent()) ?? '';
      containsEach(text, [
        'Standard due diligence',
        'Business due diligence',
        'Enhanced due diligence',
        'Ongoing due diligence',
        'proof of address dated within the last 3 months',
        '24-48 hours',
        'OFAC',
        '31000245718093',
        '7 years',
        'complaints@mizanifx.com',
        'within 24 hours',
        'within 15 business days',
        'Central Bank of Kenya',
        'Consumer Financial Protection Bureau',
      ]);
      // Same date model as privacy and terms: today as "Last updated", then the revision date.
      expect(text).toContain('Last updated:');
      expect(text).toContain('Text unchanged since');
      expect(await page.locator('time[datetime]').nth(1).getAttribute('datetime')).toBe(
        '2026-11-23',
      );
      // The table of contents reaches every section.
      await page.getByRole('navigation', { name: 'On this page' }).getByText('Complaints').click();
      await poll(() => new URL(page.url()).hash).toBe('#complaints');
      const related = page.getByRole('navigation', { name: 'Related documents' });
      expect(
        await related.getByRole('link', { name: 'Risk Disclosure' }).getAttribute('href'),
      ).toBe('/legal/risk');
      expect(await related.getByRole('link', { name: 'Compliance' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('risk covers volatility, firm quotes and their validity, settlement, counterparty, liquidity, operational risk and scams', async () => {
    const { context, page } = await open('phone');
    try {
      await page.goto('/legal/risk', { waitUntil: 'load' });
      expect(await page.locator('h1').textContent()).toBe('Risk Disclosure');
      const h2 = (await headings(page, 2)).map((h) => h.replace(/^\d+\. /, ''));
      containsEach(h2, [
        'Currency Exposure and Volatility',
        'Firm Quotes and Their Validity',
        'Settlement Risk',
        'Counterparty Risk',
        'Liquidity Risk',
        'Operational and Technology Risk',
        'Fraud and Scams',
      ]);
      const text = (await page.locator('main').textContent()) ?? '';
      containsEach(text, [
        'indicative',
        'countdown',
        'can be used once',
        '1-3 business days',
        'not bank deposits',
        'never ask for your password or two-factor code',
        '+254 709 876 000',
        'Text unchanged since',
      ]);
    } finally {
      await context.close();
    }
  });
});

describe('service pages', () => {
  it('corporate: the six offerings, how it works, regulation links; Request a Quote opens the quote dialog', async () => {
    const { context, page, problems } = await open('phone');
    try {
      await page.goto('/services/corporate', { waitUntil: 'load' });
      expect(await page.locator('h1').textContent()).toBe(
        'FX and cross-border payments for businesses across Africa',
      );
      const h3 = await headings(page, 3);
      containsEach(h3, [
        'Cross-border payments and payouts',
        'Multi-currency wallets',
        'Firm quotes',
        'Forward and hedging conversations',
        'A dedicated dealer',
      ]);
      expect(await headings(page, 2)).toEqual(
        expect.arrayContaining(['From first call to first payment', 'Talk to our corporate desk']),
      );
      for (const href of ['/legal/compliance', '/legal/risk', '/legal/license'])
        expect(await page.locator(`main a[href="${href}"]`).count(), href).toBeGreaterThan(0);
      // Figures come from the site's content only.
      const text = (await page.locator('main').textContent()) ?? '';
      containsEach(text, ['50+', '$500M+', '1000+', '10+']);

      const hero = page.locator('main section').first();
      const trigger = hero.getByRole('button', { name: 'Request a Quote', exact: true });
      const dialog = await openDialog(page, trigger, 'Request a Quote');
      expect(await dialog.getByLabel('Amount').count()).toBe(1);
      expect(await axe22(page)).toEqual([]);
      await screenshot(page, 'disclosures/phone/corporate-quote-dialog');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('corporate: the closing band opens Schedule a Consultation', async () => {
    const { context, page } = await open();
    try {
      await page.goto('/services/corporate', { waitUntil: 'load' });
      const band = page.locator('#corporate-cta');
      await openDialog(
        page,
        band.getByRole('button', { name: 'Schedule a Consultation', exact: true }),
        'Schedule a Consultation',
      );
    } finally {
      await context.close();
    }
  });

  it('institutional: liquidity, settlement in the 7 markets, the developer API, reporting; Schedule a Consultation opens its dialog', async () => {
    const { context, page, problems } = await open();
    try {
      await page.goto('/services/institutional', { waitUntil: 'load' });
      expect(await page.locator('h1').textContent()).toBe(
        'Liquidity and settlement across African markets',
      );
      const h3 = await headings(page, 3);
      containsEach(h3, [
        'Liquidity provision',
        'Settlement across 7 markets',
        'Developer API',
        'Reporting and reconciliation',
      ]);
      const api = (await page.locator('[data-offering="api"]').textContent()) ?? '';
      expect(api).toContain('signed webhooks');
      const coverage = page.locator('#settlement-markets');
      for (const [country, currency] of [
        ['Kenya', 'KES'],
        ['Tanzania', 'TZS'],
        ['Ghana', 'GHS'],
        ['Nigeria', 'NGN'],
        ['South Africa', 'ZAR'],
        ['Ethiopia', 'ETB'],
        ['Zambia', 'ZMW'],
      ]) {
        const card = coverage.locator(`[data-market="${country}"]`);
        expect(await card.textContent(), country).toContain(currency);
      }
      expect(await coverage.locator('[data-market]').count()).toBe(7);

      const hero = page.locator('main section').first();
      await openDialog(
        page,
        hero.getByRole('button', { name: 'Schedule a Consultation', exact: true }),
        'Schedule a Consultation',
      );
      expect(await axe22(page)).toEqual([]);
      await screenshot(page, 'disclosures/desktop/institutional-consultation-dialog');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('institutional: the closing band opens Request a Quote', async () => {
    const { context, page } = await open('phone');
    try {
      await page.goto('/services/institutional', { waitUntil: 'load' });
      await openDialog(
        page,
        page.locator('#institutional-cta').getByRole('button', { name: 'Request a Quote' }),
        'Request a Quote',
      );
    } finally {
      await context.close();
    }
  });
});

describe('accessibility statement', () => {
  it('is linked from the footer and states the standard, testing, limitations, how to report and the response time', async () => {
    const { context, page } = await open('phone');
    try {
      await page.goto('/', { waitUntil: 'load' });
      const link = page.locator('footer').getByRole('link', { name: 'Accessibility' });
      expect(await link.getAttribute('href')).toBe('/accessibility');
      await poll(async () => {
        await link.click({ timeout: 2000 }).catch(() => undefined);
        return new URL(page.url()).pathname;
      }).toBe('/accessibility');
      await poll(() => page.locator('h1').textContent()).toBe('Accessibility Statement');
      const h2 = (await headings(page, 2)).map((h) => h.replace(/^\d+\. /, ''));
      containsEach(h2, [
        'The Standard We Aim For',
        'How We Test',
        'Known Limitations',
        'Report a Barrier',
      ]);
      const text = (await page.locator('main').textContent()) ?? '';
      containsEach(text, [
        'WCAG) 2.2 at level AA',
        'axe-core on every page',
        'every dialog',
        'Keyboard-only journeys',
        'Screen-reader checks',
        'Response within 4 hours',
        'Statement last reviewed:',
      ]);
      expect(
        await page
          .locator('main')
          .getByRole('link', { name: 'support@mizanifx.com' })
          .getAttribute('href'),
      ).toBe('mailto:support@mizanifx.com');
      expect(
        await page.getByRole('link', { name: 'Compliance statement' }).getAttribute('href'),
      ).toBe('/legal/compliance#complaints');
    } finally {
      await context.close();
    }
  });
});

describe('pre-rendered HTML', () => {
  it.each([
    ['/legal/compliance', 'Compliance', 'Complaints Procedure'],
    ['/legal/risk', 'Risk Disclosure', 'Firm Quotes and Their Validity'],
    ['/services/corporate', 'Corporate Services', 'Multi-currency wallets'],
    ['/services/institutional', 'Institutional Services', 'Developer API'],
    ['/accessibility', 'Accessibility Statement', 'Report a Barrier'],
  ])('%s ships its meta and content in the first response', async (route, title, section) => {
    const res = await fetch(app.url + route);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<title>${title} — `);
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(description.length).toBeGreaterThan(50);
    expect(description).not.toMatch(/coming soon/i);
    expect(html).toContain(section);
  });

  it('the sitemap lists the accessibility statement', async () => {
    const sitemap = await (await fetch(app.url + '/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/accessibility<\/loc>/);
  });
});
