import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { axeViolations, screenshot } from '../support/browser.ts';
import { poll } from '../support/ui.ts';

// Site search overlay (spec §2 Header, §5 Site search, §6 admin pages hidden).
// Pages hydrate slowly on a loaded machine; the polls wait up to 15 s.

const app = useApp();

const dialog = (page: Page) => page.getByRole('dialog');
const input = (page: Page) => dialog(page).getByRole('combobox');
const options = (page: Page) => dialog(page).getByRole('option');
/** Ctrl+K, retried until the app has hydrated and its shortcut listens. */
const openWithShortcut = (page: Page) =>
  poll(async () => {
    await page.keyboard.press('Control+k');
    return dialog(page).isVisible();
  }).toBe(true);

describe('site search', () => {
  it('opens from the header button, follows the rules, and Escape closes it and restores focus', async () => {
    const { context, page, problems } = await app.open('desktop');
    try {
      await page.goto('/', { waitUntil: 'load' });
      const opener = page
        .getByRole('banner')
        .getByRole('button', { name: /search/i })
        .first();
      // The pre-rendered button only works once the app has hydrated: retry the click until then.
      await poll(async () => {
        if (!(await dialog(page).isVisible())) await opener.click();
        return dialog(page).isVisible();
      }).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe(
        'combobox',
      );

      // Empty query: nothing.
      expect(await options(page).count()).toBe(0);

      // Case-insensitive substring on title or description, at most 6.
      await input(page).fill('CAREERS');
      await poll(() => options(page).count()).toBeGreaterThan(0);
      expect(await options(page).first().textContent()).toContain('Careers');
      await input(page).fill('e');
      await poll(() => options(page).count()).toBe(6);

      // Description-only match: "Nairobi" is only in descriptions.
      await input(page).fill('nairobi');
      await poll(() => options(page).count()).toBeGreaterThan(0);

      // Blocked words return nothing, and say so with the query.
      for (const word of [
        'admin',
        'Administration',
        'management',
        'settings',
        'config',
        'SYSTEM',
      ]) {
        await input(page).fill(word);
        await expect
          .poll(() => dialog(page).textContent())
          .toContain(`No results found for "${word}"`);
        expect(await options(page).count()).toBe(0);
      }
      await input(page).fill('qwertyuiop');
      await expect
        .poll(() => dialog(page).textContent())
        .toContain('No results found for "qwertyuiop"');

      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'site-search/desktop-no-results');

      await page.keyboard.press('Escape');
      await poll(() => dialog(page).count()).toBe(0);
      expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens with Ctrl+K, moves with the arrow keys and opens the highlighted result with Enter', async () => {
    const { context, page, problems } = await app.open('phone');
    try {
      await page.goto('/about', { waitUntil: 'load' });
      // Retry until the app has hydrated and its keyboard shortcut is listening.
      await poll(async () => {
        await page.keyboard.press('Control+k');
        return dialog(page).isVisible();
      }).toBe(true);
      await input(page).fill('terms');
      await poll(() => options(page).count()).toBeGreaterThan(0);

      await input(page).fill('service');
      await poll(() => options(page).count()).toBeGreaterThan(1);
      expect(await options(page).nth(0).getAttribute('aria-selected')).toBe('true');
      await page.keyboard.press('ArrowDown');
      expect(await options(page).nth(1).getAttribute('aria-selected')).toBe('true');
      expect(await options(page).nth(0).getAttribute('aria-selected')).toBe('false');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowDown');
      const target = (await options(page).nth(1).textContent()) ?? '';
      await screenshot(page, 'site-search/phone-results');
      await page.keyboard.press('Enter');
      await poll(() => dialog(page).count()).toBe(0);
      // The route's code may still be loading when the dialog has closed: wait for the URL.
      await poll(() => new URL(page.url()).pathname).not.toBe('/about');
      expect(target.length).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('Meta+K also opens it, and a currency search lands on the rates page', async () => {
    const { context, page } = await app.open('desktop');
    try {
      await page.goto('/team', { waitUntil: 'load' });
      await poll(async () => {
        await page.keyboard.press('Meta+k');
        return dialog(page).isVisible();
      }).toBe(true);
      await input(page).fill('kes');
      await poll(() => options(page).count()).toBeGreaterThan(0);
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === '/rates');
    } finally {
      await context.close();
    }
  });
});

// The search in the page's language (issue 20): its own index, loaded when the search opens.
describe('site search in French and Swahili', () => {
  it('finds French pages without accents and by their headings, and says "no results" in French', async () => {
    const { context, page, problems } = await app.open('desktop');
    try {
      await page.goto('/fr/', { waitUntil: 'load' });
      await openWithShortcut(page);
      // A heading of the help centre (one of its questions), not its name.
      await input(page).fill('ouvrir un compte');
      await poll(() => options(page).count()).toBeGreaterThan(0);
      expect(await options(page).first().textContent()).toContain('Centre d’aide');
      await input(page).fill('qwertyuiop');
      await expect
        .poll(() => dialog(page).textContent())
        .toContain('Aucun résultat pour «\u00a0qwertyuiop\u00a0»');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'site-search/desktop-fr-no-results');
      // "equipe" finds "Équipe"; Enter opens the French page.
      await input(page).fill('equipe');
      await poll(() => options(page).count()).toBeGreaterThan(0);
      expect(await options(page).first().textContent()).toContain('Équipe');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'site-search/desktop-fr-results');
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === '/fr/team');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('finds Swahili pages on a phone and opens them in Swahili', async () => {
    const { context, page, problems } = await app.open('phone');
    try {
      await page.goto('/sw/', { waitUntil: 'load' });
      await openWithShortcut(page);
      await input(page).fill('zzzqqq');
      await expect.poll(() => dialog(page).textContent()).toContain('Hakuna matokeo ya “zzzqqq”');
      await input(page).fill('ajira');
      await poll(() => options(page).count()).toBeGreaterThan(0);
      expect(await options(page).first().textContent()).toContain('Ajira');
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'site-search/phone-sw-results');
      await page.keyboard.press('Enter');
      await page.waitForURL((u) => u.pathname === '/sw/careers');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
