import { describe, expect, it } from 'vitest';
import { useApp } from '../support/app.ts';
import { axeViolations, screenshot } from '../support/browser.ts';
import { CLIENT } from '../support/demo.ts';
import { signIn } from '../support/session.ts';
import { containsEach, poll } from '../support/ui.ts';

// Behaviours of the public pages (issue 3): home hero and carousel, header, mobile menu, licence
// copy button and bookmarklet, help search and accordion, careers job states, trading landing,
// legal facts, contact hours and the coming-soon layout.
// Pages hydrate slowly on a loaded machine; the polls wait up to 15 s.

const app = useApp();

const desktop = () => app.open('desktop');
const phone = () => app.open('phone');

describe('home', () => {
  it('hero links go to /trading and /rates; the market-reach section lists the 7 active markets', async () => {
    const { context, page, problems } = await desktop();
    try {
      await page.goto('/', { waitUntil: 'load' });
      expect(await page.getByRole('link', { name: 'Exchange Now' }).getAttribute('href')).toBe(
        '/trading',
      );
      expect(await page.getByRole('link', { name: 'View Live Rates' }).getAttribute('href')).toBe(
        '/rates',
      );
      const reach = page.locator('#market-reach');
      expect(await reach.count()).toBe(1);
      for (const [country, city] of [
        ['Kenya', 'Nairobi'],
        ['Ghana', 'Accra'],
        ['Nigeria', 'Lagos'],
        ['South Africa', 'Cape Town'],
        ['Ethiopia', 'Addis Ababa'],
        ['Tanzania', 'Dar es Salaam'],
        ['Zambia', 'Lusaka'],
      ]) {
        const card = reach.locator(`[data-market="${country}"]`);
        expect(await card.count(), country).toBeGreaterThan(0);
        const text = await card.first().textContent();
        expect(text).toContain(city);
        expect(text).toContain('Active');
      }
      const body = (await page.locator('main').textContent()) ?? '';
      containsEach(body, ['10+', '50+', '24/7', '$500M+', '1000+', '99.9%']);
      containsEach(body, [
        'Cross-Border Settlements',
        'FX Conversions',
        'Diaspora Remittances',
        'Local Payouts',
        'Stable-Fiat Settlements',
        'Custom Solutions',
      ]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the carousel autoplays every 3.5 s and stops for good on interaction', async () => {
    // A context without reduced motion, so autoplay runs.
    const context = await app.browser.newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: app.url,
      reducedMotion: 'no-preference',
    });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    try {
      await page.goto('/', { waitUntil: 'networkidle' });
      const carousel = page.locator('#market-reach [aria-roledescription="carousel"]');
      // Below the fold it is HTML only: its code comes as it nears the screen, and autoplay with it.
      expect(scripts.filter((u) => u.includes('/MarketCarousel-'))).toEqual([]);
      expect(await carousel.getAttribute('data-playing')).toBe('false');
      await carousel.scrollIntoViewIfNeeded();
      await poll(() => carousel.getAttribute('data-playing')).toBe('true');
      const first = await carousel.getAttribute('data-selected');
      await expect
        .poll(() => carousel.getAttribute('data-selected'), { timeout: 6000 })
        .not.toBe(first);

      // Interaction (the Next button) stops autoplay; the slide then stays put.
      await page.getByRole('button', { name: 'Next market' }).click();
      await poll(() => carousel.getAttribute('data-playing')).toBe('false');
      const after = await carousel.getAttribute('data-selected');
      await page.waitForTimeout(4200);
      expect(await carousel.getAttribute('data-selected')).toBe(after);

      // Keyboard: arrow keys move it, and it loops (Previous from the first slide goes to the last).
      await page.getByRole('button', { name: 'Previous market' }).focus();
      for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowLeft');
      await poll(() => carousel.getAttribute('data-selected')).toBe(after);
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => carousel.getAttribute('data-selected'))
        .toBe(String((Number(after) + 1) % 7));
    } finally {
      await context.close();
    }
  });

  it('honours reduced motion: no autoplay', async () => {
    const { context, page } = await desktop();
    try {
      await page.goto('/', { waitUntil: 'load' });
      const carousel = page.locator('#market-reach [aria-roledescription="carousel"]');
      await carousel.scrollIntoViewIfNeeded();
      await page.locator('mizani-island[data-island="MarketCarousel"][data-hydrated]').waitFor();
      await page.waitForTimeout(4000);
      expect(await carousel.getAttribute('data-playing')).toBe('false');
      expect(await carousel.getAttribute('data-selected')).toBe('0');
      // No endless animation either: a loading pulse left on /rates (the calculator's, below the
      // fold) ran at 0.01 ms an iteration and kept the page redrawing, a tenth of a core.
      await page.goto('/rates', { waitUntil: 'networkidle' });
      await page.locator('.animate-pulse').first().waitFor({ state: 'attached' });
      expect(
        await page.evaluate(
          () =>
            document
              .getAnimations()
              .filter((a) => a.effect?.getComputedTiming().endTime === Infinity).length,
        ),
      ).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('the header turns solid after 50 px of scroll', async () => {
    const { context, page } = await desktop();
    try {
      await page.goto('/', { waitUntil: 'load' });
      const header = page.getByRole('banner');
      const before = await header.getAttribute('data-solid');
      expect(before).toBe('false');
      await page.evaluate(() => window.scrollTo(0, 40));
      await page.waitForTimeout(200);
      expect(await header.getAttribute('data-solid')).toBe('false');
      await page.evaluate(() => window.scrollTo(0, 120));
      await poll(() => header.getAttribute('data-solid')).toBe('true');
    } finally {
      await context.close();
    }
  });

  it('the mobile menu opens full screen with its sections and stats, and closes', async () => {
    const { context, page, problems } = await phone();
    try {
      await page.goto('/', { waitUntil: 'load' });
      const menu = page.getByRole('dialog');
      // The pre-rendered button only works once the app has hydrated: retry the click until then.
      await poll(async () => {
        if (!(await menu.isVisible()))
          await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
        return menu.isVisible();
      }).toBe(true);
      const text = (await menu.textContent()) ?? '';
      containsEach(text, [
        'Exchange',
        'Company',
        'Account',
        '10+ Years',
        '3 Locations',
        '50+ Currencies',
      ]);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'pages/phone-mobile-menu');
      await page.keyboard.press('Escape');
      await poll(() => menu.count()).toBe(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('licence page', () => {
  it('copies the registration number (Copied! for 2 s), opens the lookup in a new tab and offers the bookmarklet', async () => {
    const { context, page, problems } = await desktop();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    try {
      await page.goto('/legal/license', { waitUntil: 'load' });
      const number = (await page.getByTestId('msb-number').textContent())?.trim() ?? '';
      expect(number).toMatch(/^\d{8,}$/);
      const copy = page.getByRole('button', { name: 'Copy', exact: true });
      // The pre-rendered button works once the page has hydrated: click until it answers.
      await poll(async () => {
        if (await copy.isVisible()) await copy.click({ timeout: 2000 }).catch(() => undefined);
        return page.getByRole('button', { name: 'Copied!' }).count();
      }).toBe(1);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(number);
      await page.waitForTimeout(2300);
      expect(await page.getByRole('button', { name: 'Copied!' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Copy', exact: true }).count()).toBe(1);

      const lookup = page.getByRole('link', { name: /Verify on FinCEN/i });
      expect(await lookup.getAttribute('target')).toBe('_blank');
      expect(await lookup.getAttribute('rel')).toContain('noopener');
      expect(await lookup.getAttribute('href')).toMatch(/^https:\/\//);

      const bookmarklet = page.getByRole('link', { name: 'MSB Auto-Fill' });
      const href = (await bookmarklet.getAttribute('href')) ?? '';
      expect(href.startsWith('javascript:')).toBe(true);
      expect(href).toContain(number);
      const body = (await page.locator('main').textContent()) ?? '';
      expect(body).toMatch(/Manual Verification/i);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('falls back to the legacy copy method when the Clipboard API fails', async () => {
    const { context, page, problems } = await desktop();
    try {
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'clipboard', {
          value: { writeText: () => Promise.reject(new Error('denied')) },
          configurable: true,
        });
        (window as unknown as { __copied: string[] }).__copied = [];
        document.addEventListener('copy', () =>
          (window as unknown as { __copied: string[] }).__copied.push(
            String(document.getSelection()),
          ),
        );
      });
      await page.goto('/legal/license', { waitUntil: 'networkidle' });
      const number = (await page.getByTestId('msb-number').textContent())?.trim() ?? '';
      const copy = page.getByRole('button', { name: 'Copy', exact: true });
      // Click until the hydrated button answers (a click before hydration does nothing).
      await poll(async () => {
        if (await copy.isVisible()) await copy.click({ timeout: 2000 }).catch(() => undefined);
        return page.getByRole('button', { name: 'Copied!' }).count();
      }).toBe(1);
      expect(
        await page.evaluate(() => (window as unknown as { __copied: string[] }).__copied),
      ).toEqual([number]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('help centre', () => {
  it('searches questions and answers case-insensitively, shows No results found with Clear Search, one item open per category', async () => {
    const { context, page, problems } = await phone();
    try {
      await page.goto('/support/help', { waitUntil: 'load' });
      for (const c of ['Account Setup', 'Transactions', 'Security', 'Corporate Services']) {
        expect(await page.getByRole('heading', { name: c, exact: true }).count(), c).toBe(1);
      }
      const search = page.getByLabel('Search frequently asked questions');
      // Answer-only text, in another case.
      // Typing before hydration is lost: refill until the filter has run. Empty it first: React
      // hydrates with the typed text as its last known value, so the same text again is no change.
      await poll(async () => {
        await search.fill('');
        await search.fill('AUTHENTICATOR APP');
        return page.getByRole('heading', { name: 'Transactions', exact: true }).count();
      }).toBe(0);
      expect(await page.getByRole('button', { name: /two-factor/i }).count()).toBe(1);

      await search.fill('zzzz-nothing');
      await poll(() => page.getByText('No results found').count()).toBe(1);
      await page.getByRole('button', { name: 'Clear Search' }).click();
      expect(await search.inputValue()).toBe('');
      await poll(() =>
        page.getByRole('heading', { name: 'Transactions', exact: true }).count(),
      ).toBe(1);

      // Accordion: opening a second item closes the first in the same category.
      const section = page
        .getByRole('region', { name: 'Account Setup' })
        .or(page.locator('section', { has: page.getByRole('heading', { name: 'Account Setup' }) }));
      const triggers = section.first().getByRole('button');
      await triggers.nth(0).click();
      expect(await triggers.nth(0).getAttribute('aria-expanded')).toBe('true');
      await triggers.nth(2).click();
      expect(await triggers.nth(2).getAttribute('aria-expanded')).toBe('true');
      expect(await triggers.nth(0).getAttribute('aria-expanded')).toBe('false');
      // Every answer is in the DOM (pre-rendered for search engines); only the open one shows.
      const panel = async (i: number) =>
        page.locator(`#${await triggers.nth(i).getAttribute('aria-controls')}`);
      // The accordion animates its height: wait for the end state (fails on its time-out).
      await (await panel(2)).waitFor({ state: 'visible' });
      await (await panel(0)).waitFor({ state: 'hidden' });
      expect(await (await panel(0)).textContent()).toContain('Sign Up tab');
      // Collapsible: the open item closes again; arrow keys move between the questions.
      await triggers.nth(2).click();
      expect(await triggers.nth(2).getAttribute('aria-expanded')).toBe('false');
      expect(await (await panel(2)).isVisible()).toBe(false);
      await triggers.nth(2).focus();
      await page.keyboard.press('ArrowDown');
      expect(await triggers.nth(3).evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      expect(await triggers.nth(3).getAttribute('aria-expanded')).toBe('true');
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).toContain('24-48 hours');
      expect(text).toContain('5 business days');

      containsEach(text, ['Live Chat', 'Call Us', 'Email Support']);
      expect(
        await page.getByRole('link', { name: 'Contact Support' }).first().getAttribute('href'),
      ).toBe('/support/contact');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'pages/phone-help');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('careers', () => {
  it("shows 'No Positions Available' for an empty jobs list", async () => {
    const { context, page } = await desktop();
    try {
      await page.route('**/api/jobs', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ jobs: [] }),
        }),
      );
      await page.goto('/careers', { waitUntil: 'load' });
      await expect
        .poll(() => page.getByRole('heading', { name: 'No Positions Available' }).count())
        .toBe(1);
      for (const b of [
        'Competitive Package',
        'Pan-African Impact',
        'Learning & Growth',
        'Flexible Work',
      ]) {
        expect(await page.getByRole('heading', { name: b }).count(), b).toBe(1);
      }
    } finally {
      await context.close();
    }
  });

  it("shows 'Failed to load job positions' when the jobs API fails, and only logs a missing table", async () => {
    const { context, page } = await desktop();
    try {
      await page.route('**/api/jobs', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'INTERNAL', message: 'boom' } }),
        }),
      );
      await page.goto('/careers', { waitUntil: 'load' });
      await expect
        .poll(() => page.getByText('Failed to load job positions').count(), { timeout: 10_000 })
        .toBe(1);
    } finally {
      await context.close();
    }
    const second = await desktop();
    try {
      await second.page.route('**/api/jobs', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'TABLE_MISSING', message: 'jobs table missing' } }),
        }),
      );
      await second.page.goto('/careers', { waitUntil: 'load' });
      await expect
        .poll(() => second.page.getByRole('heading', { name: 'No Positions Available' }).count())
        .toBe(1);
      expect(await second.page.getByText('Failed to load job positions').count()).toBe(0);
    } finally {
      await second.context.close();
    }
  });

  it('renders job cards (hyphens as spaces, optional salary, lists only when non-empty) and Apply Now / Send Your CV open the dialog', async () => {
    const { context, page } = await desktop();
    const jobs = [
      {
        id: 'j1',
        title: 'Senior FX Trader',
        department: 'Trading',
        location: 'Nairobi, Kenya',
        employmentType: 'full-time',
        salaryRange: 'KES 400,000 - 600,000',
        description: 'Run our KES desk.',
        requirements: ['5+ years FX trading'],
        responsibilities: ['Quote corporate clients'],
        isActive: true,
        createdAt: '2026-11-01T00:00:00.000Z',
      },
      {
        id: 'j2',
        title: 'Compliance Analyst',
        department: 'Compliance',
        location: 'Accra, Ghana',
        employmentType: 'part-time-contract',
        salaryRange: null,
        description: 'Review KYC files.',
        requirements: [],
        responsibilities: [],
        isActive: true,
        createdAt: '2026-10-01T00:00:00.000Z',
      },
    ];
    try {
      await page.route('**/api/jobs', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ jobs }),
        }),
      );
      await page.goto('/careers', { waitUntil: 'load' });
      const cards = page.locator('#open-positions article');
      await poll(() => cards.count()).toBe(2);
      const first = (await cards.nth(0).textContent()) ?? '';
      expect(first).toContain('full time');
      expect(first).toContain('KES 400,000 - 600,000');
      expect(first).toContain('Key Requirements');
      expect(first).toContain('Key Responsibilities');
      const second = (await cards.nth(1).textContent()) ?? '';
      expect(second).toContain('part time contract');
      expect(await cards.nth(1).getByTestId('salary-range').count()).toBe(0);
      expect(second).not.toContain('Key Requirements');
      expect(second).not.toContain('Key Responsibilities');

      await cards.nth(0).getByRole('button', { name: 'Apply Now' }).click();
      const dialog = page.getByRole('dialog');
      await poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.textContent()).toContain('Senior FX Trader');
      await page.keyboard.press('Escape');
      await poll(() => dialog.count()).toBe(0);

      await page.getByRole('button', { name: 'Send Your CV' }).click();
      await poll(() => page.getByRole('dialog').isVisible()).toBe(true);
      await screenshot(page, 'pages/desktop-careers-open-application');
    } finally {
      await context.close();
    }
  });
});

describe('trading, legal, contact and placeholders', () => {
  it('/trading signed out shows the landing; signed in it redirects to the dashboard trading tab', async () => {
    const { context, page } = await phone();
    try {
      await page.goto('/trading', { waitUntil: 'load' });
      expect(
        await page.getByRole('link', { name: 'Sign In to Exchange' }).getAttribute('href'),
      ).toBe('/auth');
      expect(await page.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toMatch(
        /^\/auth/,
      );
      await signIn(context, app.url, CLIENT);
      await page.goto('/trading');
      await page.waitForURL(
        (u) => u.pathname === '/dashboard' && u.searchParams.get('tab') === 'trading',
      );
    } finally {
      await context.close();
    }
  });

  it('privacy and terms carry the spec facts, today as last updated and the revision date', async () => {
    const { context, page } = await desktop();
    try {
      await page.goto('/legal/privacy', { waitUntil: 'load' });
      let text = (await page.locator('main').textContent()) ?? '';
      expect(text).toContain('7 years');
      for (const c of ['Kenya', 'Tanzania', 'Ghana']) expect(text).toContain(c);
      // Last updated is today's date (spec), in the browser's own calendar; the revision follows.
      const today = await page.evaluate(() => {
        const d = new Date();
        return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      });
      await poll(() => page.locator('time[datetime]').first().getAttribute('datetime')).toBe(today);
      expect(text).toContain('Last updated:');
      expect(await page.locator('time[datetime]').nth(1).getAttribute('datetime')).toMatch(
        /^\d{4}-\d{2}-\d{2}$/,
      );

      await page.goto('/legal/terms', { waitUntil: 'load' });
      text = (await page.locator('main').textContent()) ?? '';
      containsEach(text, [
        'Kenya',
        'arbitration in Nairobi',
        '18 or older',
        'fees you paid',
        'Fraud',
        'Long inactivity',
        'Failed identity or business verification',
      ]);
    } finally {
      await context.close();
    }
  });

  it('contact support shows the hours, offices and the emergency hotline', async () => {
    const { context, page } = await desktop();
    try {
      await page.goto('/support/contact', { waitUntil: 'load' });
      const text = (await page.locator('main').textContent()) ?? '';
      containsEach(text, [
        'Mon-Fri 8AM-6PM EAT',
        'Mon-Fri 7AM-9PM EAT',
        '24/7',
        'within 4 hours',
        'Nairobi',
        'Accra',
        'Dar es Salaam',
        'Mon-Fri 8:00 AM-6:00 PM',
        'GMT',
      ]);
      expect(text).toMatch(/Emergency/i);
    } finally {
      await context.close();
    }
  });

  // Compliance, risk, corporate and institutional are real pages now: e2e/public/disclosures.test.ts;
  // the documentation centre: e2e/public/docs.test.ts; status and news: e2e/public/status-news.test.ts.
  // /services/api is the developer API's product page (issue 18; its journey: e2e/client/developers.test.ts).
  it('/services/api leads to API keys and the reference', async () => {
    const { context, page } = await phone();
    try {
      await page.goto('/services/api', { waitUntil: 'load' });
      const main = page.locator('main');
      expect(
        await main.getByRole('link', { name: 'Get API keys' }).first().getAttribute('href'),
      ).toBe('/dashboard?tab=developers');
      expect(
        await main.getByRole('link', { name: 'API reference' }).first().getAttribute('href'),
      ).toBe('/services/api/reference');
      const text = (await main.textContent()) ?? '';
      for (const part of ['Authentication', 'Idempotency', 'Webhooks', 'Sandbox'])
        expect(text).toContain(part);
      expect(text).not.toMatch(/coming soon/i);
    } finally {
      await context.close();
    }
  });
});
