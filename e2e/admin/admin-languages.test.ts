import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import en from '../../apps/web/src/lib/i18n/catalogues/en.json';
import fr from '../../apps/web/src/lib/i18n/catalogues/fr.json';
import sw from '../../apps/web/src/lib/i18n/catalogues/sw.json';
import { useApp } from '../support/app.ts';
import { axeViolations, screenshot } from '../support/browser.ts';
import { poll } from '../support/ui.ts';

// Issue 20, the admin area (docs/languages.md "Dashboard and admin language"): /admin has no
// language in its URL and speaks the admin's own (user.language). In French the dashboard, the
// requests inbox and the users panel show no English beyond names, codes and what clients wrote;
// a validation error reads in French; the settings panel and the incident editor's errors read
// in Swahili. Axe at both widths.

const app = useApp({ reuseSessions: true });
type Catalogue = Record<string, string>;
const ADMIN_IDS = Object.keys(en).filter((k) => k.startsWith('admin.'));

/**
 * English of the admin's catalogue a French or Swahili screen must not show: each admin message
 * its translation words differently (short labels and ICU messages aside), and English's
 * commonest small words.
 */
function englishLeftOver(text: string, c: Catalogue): string[] {
  const found = ADMIN_IDS.map((k) => [k, (en as Catalogue)[k]!] as const)
    .filter(([k, m]) => !m.includes('{') && m.length >= 10 && c[k] !== m && text.includes(m))
    .map(([, m]) => m);
  const words = text.match(/\b(the|and|your|with|our|you|for|from|of|to)\b/g) ?? [];
  return [...found, ...new Set(words)];
}

/** The admin page's own text: without what people wrote (names, e-mails, companies, summaries). */
async function ownText(page: Page, list?: string) {
  let text = await page.locator('main').innerText();
  if (!list) return text;
  const res = await page.request.get(`/api/admin/${list}?limit=25`);
  const { items } = (await res.json()) as { items: Record<string, unknown>[] };
  const written = items.flatMap((i) =>
    ['name', 'email', 'company', 'summary', 'assigneeName'].map((k) => i[k]),
  );
  for (const w of written) if (typeof w === 'string' && w) text = text.split(w).join(' ');
  return text;
}
const TABS = [
  'dashboard',
  'requests',
  'settings',
  'users',
  'jobs',
  'funding',
  'reconciliation',
  'rates',
  'audit',
  'verification',
  'screening',
  'status',
  'news',
  'documents',
  'businesses',
] as const;

/** The admin's account language, set as Profile → Language does (and its cookie). */
async function speak(page: Page, language: 'fr' | 'sw') {
  const res = await page.request.put('/api/me/language', {
    data: { language },
    headers: { Origin: app.url },
  });
  expect(res.status()).toBe(200);
  await page.context().addCookies([{ name: 'mizani_lang', value: language, url: app.url }]);
}

describe('the admin area in the admin’s language', () => {
  it('French: dashboard, requests inbox and users panel, and a validation error', async () => {
    const { page, problems } = await app.adminPage('desktop');
    await speak(page, 'fr');
    await page.goto('/admin', { waitUntil: 'networkidle' });
    await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(fr['admin.title']);
    const tabs = (await page.getByRole('tab').allTextContents()).map((n) => n.trim());
    expect(tabs).toEqual(TABS.map((t) => (fr as Catalogue)[`admin.tab.${t}`]));
    await poll(() => page.getByText(fr['admin.dashboard.newRequests']).count()).toBeGreaterThan(0);
    await page.getByText(fr['admin.dashboard.verificationsWaiting']).waitFor();
    expect(englishLeftOver(await ownText(page), fr)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin/languages/fr-dashboard-1280');

    // The inbox: filters, table and a request's dialog, in French.
    await page.getByRole('tab', { name: fr['admin.tab.requests'] }).click();
    await page.getByRole('region', { name: fr['admin.inbox.table'] }).waitFor();
    await page.getByRole('search', { name: fr['admin.inbox.filter'] }).waitFor();
    expect(englishLeftOver(await ownText(page, 'requests'), fr)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin/languages/fr-inbox-1280');

    // The users panel, a user's dialog and the disable form's validation error.
    await page.getByRole('tab', { name: fr['admin.tab.users'] }).click();
    await page.getByRole('region', { name: fr['admin.users.table'] }).waitFor();
    expect(englishLeftOver(await ownText(page, 'users'), fr)).toEqual([]);
    await page.getByRole('button', { name: 'Amina Odhiambo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('region', { name: fr['admin.users.balances'] }).waitFor();
    await dialog.getByRole('button', { name: fr['admin.users.disableAccount'] }).click();
    await dialog.getByRole('button', { name: fr['admin.users.confirmDisable'] }).click();
    const reason = dialog.getByLabel(fr['admin.users.reason']);
    await poll(() => reason.getAttribute('aria-invalid')).toBe('true');
    const errorId = (await reason.getAttribute('aria-describedby'))!;
    expect(await page.locator(`[id="${errorId}"]`).innerText()).toBe(
      fr['validation.admin.reasonShort']!.replace('{min}', '3'),
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin/languages/fr-user-dialog-1280');

    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('list', { name: fr['admin.users.users'] }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin/languages/fr-users-390');
    expect(problems).toEqual([]);
  });

  it('Swahili: the settings panel', async () => {
    const { page, problems } = await app.adminPage('phone');
    await speak(page, 'sw');
    await page.goto('/admin?tab=settings', { waitUntil: 'networkidle' });
    await poll(() => page.evaluate(() => document.documentElement.lang)).toBe('sw');
    await page.getByText(sw['admin.settings.platform']).first().waitFor();
    await page.getByRole('form', { name: sw['admin.settings.complianceSettings'] }).waitFor();
    expect(englishLeftOver(await ownText(page), sw)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin/languages/sw-settings-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'admin/languages/sw-settings-1280');

    // The incident editor's validation errors, from the shared schema, in Swahili.
    await page.getByRole('tab', { name: sw['admin.tab.status'] }).click();
    await page.getByRole('button', { name: sw['admin.status.openIncident'] }).click();
    const dialog = page.getByRole('dialog', { name: sw['admin.status.openTitle'] });
    await dialog.getByRole('button', { name: sw['admin.status.openIncident'] }).click();
    const title = dialog.getByLabel(sw['admin.status.title']!);
    await poll(() => title.getAttribute('aria-invalid')).toBe('true');
    const errorOf = async (ids: string | null) => page.locator(`[id="${ids}"]`).innerText();
    expect(await errorOf(await title.getAttribute('aria-describedby'))).toBe(
      sw['validation.status.titleTooShort']!.replace('{min}', '5'),
    );
    const components = dialog.getByRole('group', { name: sw['admin.status.components'] });
    expect(await errorOf(await components.getAttribute('aria-describedby'))).toBe(
      sw['validation.status.componentsMin'],
    );
    expect(await dialog.innerText()).not.toMatch(/must be|Choose|Required/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin/languages/sw-incident-errors-1280');
    expect(problems).toEqual([]);
  });
});
