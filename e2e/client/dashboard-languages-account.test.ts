import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import en from '../../apps/web/src/lib/i18n/catalogues/en.json';
import fr from '../../apps/web/src/lib/i18n/catalogues/fr.json';
import sw from '../../apps/web/src/lib/i18n/catalogues/sw.json';
import { useApp } from '../support/app.ts';
import { axeViolations, screenshot } from '../support/browser.ts';
import { horizontalOverflow, noToasts, poll, toast } from '../support/ui.ts';

// Issue 20, the dashboard's account screens (docs/languages.md, "Dashboard and admin language"):
// a client whose account speaks French sees Profile, Verification and Developers in French (no
// English left over beyond names and codes) and a profile form's validation error in French;
// switched to Swahili from Profile → Language, the screen follows at once. Axe on each, 390 and
// 1280 px screenshots.

const app = useApp();
type Catalogue = Record<string, string>;

/** The owned namespaces: a French or Swahili screen must show none of their English. */
const OWN = /^(profile|security|kyc|business|dev)\./;

/** English messages of these screens (long enough to be sentences) found in the panel's text. */
function englishLeftOver(text: string, c: Catalogue): string[] {
  const found = Object.entries(en as Catalogue)
    .filter(([k, m]) => OWN.test(k) && !m.includes('{') && m.length >= 12 && c[k] !== m)
    .filter(([, m]) => text.includes(m))
    .map(([, m]) => m);
  // English's commonest small words, each with its surroundings so a failure says where.
  const words = [...text.matchAll(/\b(the|and|your|with|you|from|Loading|Could not)\b/g)].map((m) =>
    text.slice(Math.max(0, m.index - 30), m.index + 30).replace(/\s+/g, ' '),
  );
  return [...found, ...words];
}

/** Opens a dashboard tab by its address and waits for its panel and data. */
async function openTab(page: Page, slug: string, heading: string) {
  await page.goto(`/dashboard?tab=${slug}`, { waitUntil: 'networkidle' });
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('heading', { name: heading, exact: true }).first().waitFor();
  return panel;
}

describe('the account screens in the account’s language', () => {
  it('French on Profile, Verification and Developers, a French form error, then Swahili', async () => {
    const { context, page, problems } = await app.clientPage('phone');
    try {
      const put = await page.request.put('/api/me/language', {
        data: { language: 'fr' },
        headers: { origin: app.url },
      });
      expect(put.status()).toBe(200);

      // Profile and its Security section, in French.
      let panel = await openTab(page, 'profile', fr['profile.title']);
      await panel.getByRole('heading', { name: fr['security.title'] }).waitFor();
      await panel.getByRole('heading', { name: fr['security.sessionsTitle'] }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
      // The profile's own part (the notification settings below it are another screen's).
      const profile = () => panel.locator(':scope > div').first();
      expect(englishLeftOver(await profile().innerText(), fr)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'dashboard-fr-profile-390');

      // A validation error from the shared profile schema, in French, beside its field.
      await panel.getByRole('button', { name: fr['profile.edit'] }).click();
      const firstName = panel.getByLabel(fr['profile.firstName']);
      await firstName.fill('');
      await panel.getByRole('button', { name: fr['profile.saveChanges'] }).click();
      const errorId = async () =>
        ((await firstName.getAttribute('aria-describedby')) ?? '')
          .split(' ')
          .find((id) => id.endsWith('-error'));
      await poll(errorId).toBeTruthy();
      expect(await page.locator(`[id="${await errorId()}"]`).innerText()).toBe(
        fr['validation.auth.firstNameRequired'],
      );
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'dashboard-fr-profile-error-390');

      // Verification: the tiers, the limits and the forms' words.
      panel = await openTab(page, 'verification', fr['kyc.title']);
      await panel.getByRole('list', { name: fr['kyc.tiers'] }).waitFor();
      expect(await panel.innerText()).toContain(fr['kyc.tier1Title']);
      expect(englishLeftOver(await panel.innerText(), fr)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'dashboard-fr-verification-390');

      // Developers: keys and webhooks, scopes and events described in French, codes as they are.
      panel = await openTab(page, 'developers', fr['dev.keysTitle']);
      await panel.getByRole('heading', { name: fr['dev.webhooksTitle'] }).waitFor();
      await panel.getByRole('checkbox', { name: /^rates:read/ }).waitFor();
      expect(await panel.innerText()).toContain(fr['dev.scopeRatesRead']);
      expect(englishLeftOver(await panel.innerText(), fr)).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'dashboard-fr-developers-390');
      await page.setViewportSize({ width: 1280, height: 900 });
      await screenshot(page, 'dashboard-fr-developers-1280');

      // Profile → Language (named in French) switches the screen to Swahili in place.
      panel = await openTab(page, 'profile', fr['profile.title']);
      await panel.getByRole('combobox', { name: fr['shell.language'] }).selectOption('sw');
      await toast(page, fr['profile.languageSaved'].replace('{language}', 'Kiswahili'));
      await panel.getByRole('heading', { name: sw['profile.title'], exact: true }).waitFor();
      await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('sw');
      await panel.getByRole('heading', { name: sw['security.title'] }).waitFor();
      expect(englishLeftOver(await profile().innerText(), sw)).toEqual([]);
      await noToasts(page);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, 'dashboard-sw-profile-1280');
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, 'dashboard-sw-profile-390');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
