import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { axeViolations, newPage, screenshot } from '../support/browser.ts';
import { ADMIN } from '../support/demo.ts';
import { postAs } from '../support/session.ts';
import { poll, toast } from '../support/ui.ts';
import { PDF, pngWithMetadata } from '../../apps/server/test/verification-helpers.ts';
import { monthsBefore, todayIso } from '@mizani/shared';

// Issue 22: a new client signs up, meets the verification banner, submits tier 1 with files
// (the upload progress shows), an admin asks for more information, the client resubmits, the
// admin approves, and the client funds and converts. axe at 390 and 1280 px on every new screen.
const app = useApp({ env: { RATE_FEED: 'manual' } });

async function axeBoth(page: Page, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    expect(await axeViolations(page), `${name} at ${width}px`).toEqual([]);
    await screenshot(page, `${name}-${width}`);
  }
}

describe('identity verification journey', () => {
  it('sign up → banner → tier 1 with files → more information → resubmit → approved → fund and convert', async () => {
    const email = `verify.${Date.now()}@example.com`;
    const password = 'Kilimanjaro-Dawn-83!';
    const { context, page, problems } = await newPage(app.browser, {
      viewport: 'desktop',
      baseURL: app.url,
    });
    const adminCookie = await app.cookie(ADMIN);

    // Sign up, verify the email in the development mailbox, sign in.
    await page.goto('/auth', { waitUntil: 'networkidle' });
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
    await signUp.getByLabel('First Name').fill('Zawadi');
    await signUp.getByLabel('Last Name').fill('Achieng');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Country').selectOption('Kenya');
    await signUp.getByLabel(/^Password\*?$/).fill(password);
    await signUp.getByLabel(/I accept the Terms of Service/).check();
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect
      .poll(() => signUp.getByRole('heading', { name: 'Account created!' }).count())
      .toBe(1);
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await page.getByRole('link', { name: /\/api\/auth\/verify-email\?token=/ }).click();
    await page.waitForLoadState('networkidle');
    await page.goto('/auth', { waitUntil: 'networkidle' });
    const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByLabel(/^Password\*?$/).fill(password);
    await signIn.getByRole('button', { name: 'Sign In', exact: true }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/dashboard');

    // The banner on the overview; the gate answers on the wallet too.
    const banner = page.getByTestId('verification-banner');
    await poll(() => banner.textContent()).toContain(
      'Verify your identity to fund, convert and withdraw',
    );
    await axeBoth(page, 'verification-banner-overview');
    await banner.getByRole('button', { name: 'Verify your identity' }).click();
    await poll(() => page.url()).toContain('tab=verification');
    await poll(() => page.getByTestId('verification-tier').textContent()).toBe('Tier 0');
    await axeBoth(page, 'verification-tab-tier0');

    // Tier 1: details, an ID photo (uploaded slowly enough to watch its progress), a proof.
    const form = page.getByRole('form', { name: 'Tier 1 identity verification' });
    await form.getByLabel(/^Full legal name/).fill('Zawadi Achieng Otieno');
    await form.getByLabel(/^Date of birth/).fill('1991-03-14');
    await form.getByLabel(/^Nationality/).selectOption('Kenya');
    await form.getByLabel(/^Street address/).fill('18 Kenyatta Avenue');
    await form.getByLabel(/^City/).fill('Nairobi');
    await form.getByLabel(/^Country of residence/).selectOption('Kenya');
    await form.getByLabel(/^Phone/).fill('+254712345678');
    await form.getByLabel(/^Type of ID/).selectOption('national_id');
    await form.getByLabel(/^Document number/).fill('31234567');
    await form.getByLabel(/^Issuing country/).selectOption('Kenya');
    await form.getByLabel(/^Expiry date/).fill('2031-08-31');
    await form.getByLabel(/^Date on the document/).fill(monthsBefore(todayIso(), 1));

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    await form.getByLabel('Photo or scan of your ID').setInputFiles({
      name: 'national-id.png',
      mimeType: 'image/png',
      buffer: pngWithMetadata(520, 520),
    });
    const bar = form.getByRole('progressbar', { name: 'Uploading photo or scan of your id' });
    await poll(() => bar.count()).toBe(1);
    // The bar moves, or the upload already ended (a fast machine sends the file in one go).
    await poll(async () => {
      if ((await bar.count()) === 0) return 'done';
      const now = await bar.getAttribute('aria-valuenow', { timeout: 2_000 }).catch(() => null);
      return Number(now ?? 0) > 0 ? 'moving' : 'waiting';
    }).not.toBe('waiting');
    await screenshot(page, 'verification-upload-progress-1280');
    await poll(() => page.getByTestId('upload-id_document').textContent()).toContain('uploaded');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await form.getByLabel('Proof of address file').setInputFiles({
      name: 'kplc-bill.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await poll(() => page.getByTestId('upload-proof_of_address').textContent()).toContain(
      'uploaded',
    );
    await form.getByRole('button', { name: 'Submit for review' }).click();
    await toast(page, 'Verification submitted');
    await poll(() => page.getByTestId('tier1-status').textContent()).toContain('Submitted');

    // The admin opens it (in review), views the ID inline, and asks for more information.
    const admin = await app.adminPage('desktop');
    await admin.page.goto('/admin?tab=verification');
    const row = admin.page.getByRole('listitem').filter({ hasText: 'Zawadi Achieng Otieno' });
    await axeBoth(admin.page, 'admin-verification-queue');
    await admin.page.setViewportSize({ width: 1280, height: 800 });
    await row.getByRole('button', { name: /Review/ }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Verification review' });
    await poll(() => dialog.getByText('In review').count()).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'View government id' }).click();
    await poll(() =>
      dialog.getByRole('img', { name: 'Government ID of Zawadi Achieng Otieno' }).count(),
    ).toBe(1);
    await axeBoth(admin.page, 'admin-verification-review');
    await dialog.getByLabel('Documents legible').check();
    await dialog.getByLabel('Name matches the ID').check();
    await dialog
      .getByLabel(/^Message to the client/)
      .fill('Your ID photo is cut off at the bottom; please upload the whole card.');
    await dialog.getByRole('button', { name: 'Ask for more information' }).click();
    await toast(admin.page, 'The client has been asked for more information');

    // The client sees the message (bell and section) and resubmits with a new photo.
    await page.reload({ waitUntil: 'networkidle' });
    await poll(() => page.getByTestId('tier1-status').textContent()).toContain(
      'Your ID photo is cut off at the bottom',
    );
    await page.getByRole('button', { name: 'Replace government id file' }).click();
    await form.getByLabel('Photo or scan of your ID').setInputFiles({
      name: 'national-id-whole.png',
      mimeType: 'image/png',
      buffer: pngWithMetadata(60, 40),
    });
    await poll(() => page.getByTestId('upload-id_document').textContent()).toContain(
      'national-id-whole.png',
    );
    await form.getByRole('button', { name: 'Resubmit for review' }).click();
    await toast(page, 'Verification submitted');

    // The admin approves with every check ticked.
    await admin.page.reload({ waitUntil: 'networkidle' });
    await row.getByRole('button', { name: /Review/ }).click();
    for (const check of [
      'Documents legible',
      'Name matches the ID',
      'ID not expired',
      'Address proof within 3 months',
    ])
      await dialog.getByLabel(check).check();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await toast(admin.page, 'Approved: the client is verified');

    // Verified: no banner; the client funds (an admin confirms) and converts.
    await page.goto('/dashboard?tab=verification', { waitUntil: 'networkidle' });
    await poll(() => page.getByTestId('verification-tier').textContent()).toBe('Tier 1');
    await poll(() => page.getByTestId('remaining-month').textContent()).toBe('10,000.00 USD');
    await axeBoth(page, 'verification-tab-tier1');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('tab', { name: 'Wallet', exact: true }).click();
    expect(await page.getByTestId('verification-banner').count()).toBe(0);
    await page.getByLabel('Currency', { exact: true }).first().selectOption('USD');
    await page.locator('#funding').getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Get deposit instructions' }).click();
    const ref = page.getByTestId('deposit-reference');
    await poll(() => ref.textContent()).toMatch(/^DEP-/);
    const queue = await (
      await fetch(`${app.url}/api/admin/funding`, { headers: { cookie: adminCookie } })
    ).json();
    const reference = (await ref.textContent())!;
    const deposit = queue.deposits.find((d: { reference: string }) => d.reference === reference);
    const ok = await postAs(
      adminCookie,
      `${app.url}/api/admin/funding/deposits/${deposit.id}/confirm`,
      { receivedAmount: '500.00' },
    );
    expect(ok.status).toBe(200);
    await page.getByRole('tab', { name: 'Trading', exact: true }).click();
    await page.getByLabel('Amount', { exact: true }).fill('150');
    await page.getByRole('button', { name: 'Get quote' }).click();
    await poll(() => page.getByRole('timer').textContent()).toMatch(/Quote valid for \d+ s/);
    await page.getByRole('button', { name: 'Accept quote' }).click();
    await poll(() => page.getByText(/Order filled/).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});
