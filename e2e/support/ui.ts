import { expect } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';

// Waits the journeys share. Pages hydrate slowly on a loaded machine: the polls wait up to 15 s.

export const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });

/** The toast titled `title`, once visible. */
export async function toast(page: Page, title: string, timeout = 15_000) {
  const t = page.locator('[data-sonner-toast]').filter({ hasText: title }).first();
  await t.waitFor({ state: 'visible', timeout });
  return t;
}

/** Toasts belong to the shell (their contrast too): axe runs once the transient ones are gone. */
export async function noToasts(page: Page) {
  await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);
}

/**
 * The pre-rendered button works once the page has hydrated: click until the dialog is there.
 * `firstLabel`: the form's first field, in the page's language.
 */
export async function openDialog(
  page: Page,
  trigger: Locator,
  title: string,
  firstLabel = 'Full Name',
) {
  const dialog = page.getByRole('dialog', { name: title });
  await poll(async () => {
    if (await dialog.isVisible()) return true;
    // Short timeouts: once the dialog is opening, its overlay covers the button.
    await trigger.click({ timeout: 2000 }).catch(() => undefined);
    return dialog.waitFor({ state: 'visible', timeout: 3000 }).then(
      () => true,
      () => false,
    );
  }).toBe(true);
  // Lazy chunk + animation: wait for the first field to be usable.
  await dialog.getByLabel(firstLabel).waitFor();
  return dialog;
}

/**
 * The dashboard's place `name` (a tab of the spec's name), on screen: on a phone the places past
 * the bottom bar are in More (issue 39), which this opens first; the More button is named in the
 * page's language by `more`.
 */
export async function showTab(page: Page, name: string, more = 'More') {
  const tab = page.getByRole('tab', { name, exact: true });
  if (await tab.isVisible()) return tab;
  const button = page.getByRole('navigation').getByRole('button', { name: more, exact: true });
  await poll(async () => {
    if (await tab.isVisible()) return true;
    // The sheet's code loads on first use: tap again until it is open.
    await button.click({ timeout: 2000 }).catch(() => undefined);
    return tab.waitFor({ state: 'visible', timeout: 3000 }).then(
      () => true,
      () => false,
    );
  }).toBe(true);
  return tab;
}

/** Whether the dashboard's open place is `name`: its panel, named by the tab's words. */
export const tabSelected = async (page: Page, name: string) =>
  // Only the open place's panel is in the page.
  (await page.getByRole('tabpanel', { name, exact: true }).count()) === 1;

/**
 * Selects a tab by a click and waits for it and its data. On a phone the tabs in More are in the
 * sheet, which closes once one is chosen: the open panel says which place is shown.
 */
export async function openTab(page: Page, name: string, more = 'More') {
  await (await showTab(page, name, more)).click();
  await poll(() => tabSelected(page, name)).toBe(true);
  await page.waitForLoadState('networkidle');
}

/** Logout from the signed-in app shell: it is in the user menu (issue 39). */
export async function logOut(page: Page) {
  const menu = page.getByRole('dialog', { name: 'Dashboard menu' });
  await poll(async () => {
    if (await menu.isVisible()) return true;
    // The menu's code loads at the first interaction: press until it is open.
    await page
      .getByRole('button', { name: 'Dashboard menu' })
      .click({ timeout: 2000 })
      .catch(() => undefined);
    return menu.waitFor({ state: 'visible', timeout: 3000 }).then(
      () => true,
      () => false,
    );
  }).toBe(true);
  await menu.getByRole('button', { name: 'Logout' }).click();
}

/** How far the page is wider than the window (sideways scrolling), in px. */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Each of `parts` is in `whole` (a text or a list), each named in the failure message. */
export function containsEach(whole: string | string[], parts: readonly string[]) {
  for (const part of parts) expect(whole, part).toContain(part);
}

/** The dashboard's Send tab with a corridor, a way to receive and the amount sent, typed in. */
export async function fillSendForm(
  page: Page,
  s: { corridor: string; method: string; currency: string; amount: string },
) {
  await page.goto('/dashboard?tab=send', { waitUntil: 'networkidle' });
  const where = page.getByLabel('Where to');
  await poll(() => where.count()).toBe(1);
  await where.selectOption({ label: s.corridor });
  await page.getByLabel('How they get it').selectOption({ label: s.method });
  await page.getByLabel(`You send (${s.currency})`).fill(s.amount);
}

/** A mobile-money payee saved for the signed-in client of `context` (201 expected). */
export async function addMobilePayee(
  context: BrowserContext,
  origin: string,
  p: { name: string; country: string; currency: string; phone: string; network: string },
) {
  const res = await context.request.post('/api/wallet/beneficiaries', {
    data: { kind: 'mobile_money', ...p },
    headers: { Origin: origin },
  });
  expect(res.status()).toBe(201);
}
