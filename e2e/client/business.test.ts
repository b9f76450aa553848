import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_USERS } from '../../apps/server/src/db/seed/demo-users.ts';
import { useApp } from '../support/app.ts';
import { axeViolations, screenshot, VIEWPORTS } from '../support/browser.ts';
import { ADMIN, CLIENT } from '../support/demo.ts';
import { postAs, sessionCookie } from '../support/session.ts';
import { newAccount } from '../support/accounts.ts';
import { noToasts, openTab, poll, toast } from '../support/ui.ts';
import { PDF } from '../../apps/server/test/verification-helpers.ts';
import { KYB_REVIEW_CHECKS, monthsBefore, todayIso } from '@mizani/shared';

// Issue 17: a client opens a business and sends its verification (KYB), which two admins approve
// in the verification queue; the owner invites a colleague (the mail read from a real SMTP server
// on loopback), the colleague accepts and asks for a withdrawal over the business's threshold,
// the owner approves it and the business's balance moves; the switcher says whose money is on
// screen. Axe on the new screens at 1280 and 390 px.
// The development chain (issue 40) for the Wallet's stablecoin card: what a deposit becomes on
// arrival is an owner's choice, shown to a colleague but not theirs to change.
const app = useApp({
  env: { RATE_FEED: 'manual', CHAIN: 'embedded', CHAIN_EMBEDDED_PORT: '0' },
  smtp: true,
  reuseSessions: true,
});
const MEMBER = { email: DEMO_USERS.unverified.email, password: DEMO_USERS.unverified.password };
const LEGAL_NAME = 'Savanna Logistics Limited';

async function clean(page: Page, what: string) {
  await noToasts(page);
  expect(await axeViolations(page), what).toEqual([]);
}

/** The link of a mail as sent (quoted-printable soft breaks and escapes undone). */
function linkIn(raw: string) {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /https?:\/\/[^\s"<>]+invitation=[A-Za-z0-9_-]+/.exec(text)?.[0];
}

describe('business accounts', () => {
  it('open, invite, request over the threshold, approve: the business balance moves', async () => {
    const owner = await app.clientPage('desktop');
    const page = owner.page;
    const admin = await app.cookie(ADMIN);
    const ownerCookie = await app.cookie(CLIENT);
    const shot = (p: Page, name: string) => screenshot(p, `business/${name}`);

    // Open the business from the Business tab; the switcher then shows its money.
    await page.goto('/dashboard?tab=business', { waitUntil: 'networkidle' });
    await page.getByLabel('Registered legal name').fill(LEGAL_NAME);
    await page.getByLabel('Registration number').fill(`PVT-${Date.now().toString(36)}`);
    await page.getByLabel('Country of registration').selectOption('Kenya');
    await page.getByLabel('Registered address').fill('14 Mombasa Road');
    await page.getByLabel('City').fill('Nairobi');
    await page.getByRole('button', { name: 'Open business account' }).click();
    await toast(page, `${LEGAL_NAME} is open`);
    const owns = page.getByTestId('account-owner');
    await poll(() => owns.textContent()).toContain(`Showing the money of ${LEGAL_NAME}`);
    await poll(() => page.getByText(/^Not verified yet: you can invite your team/).count()).toBe(1);
    const bizId = await page.locator('#account-switcher').inputValue();
    await shot(page, 'desktop-business-unverified');
    await clean(page, 'business tab, unverified');

    // The owner sends the business verification (KYB) from the same tab.
    const kyb = page.getByRole('form', { name: 'Business verification' });
    await kyb.getByLabel('Date of incorporation').fill('2016-03-14');
    await kyb.getByLabel('What the business does').fill('Freight forwarding and logistics');
    const files = [
      ['Certificate of incorporation', 'certificate.pdf', 'certificate_of_incorporation'],
      ['Proof of registered address', 'lease.pdf', 'proof_of_address'],
    ] as const;
    for (const [label, name, kind] of files) {
      await kyb.getByLabel(label).setInputFiles({ name, mimeType: 'application/pdf', buffer: PDF });
      await poll(() => kyb.getByTestId(`upload-${kind}`).textContent()).toContain(name);
    }
    await kyb.getByLabel('Date on the proof of address').fill(monthsBefore(todayIso(), 1));
    const person = kyb.getByRole('group', { name: 'Person 1' });
    await person.getByLabel('Full legal name').fill('Amina Odhiambo');
    await person.getByLabel('Role').selectOption('director_owner');
    await person.getByLabel('Share held (%)').fill('100');
    await person.getByLabel('Date of birth').fill('1985-02-11');
    await person.getByLabel('Nationality').selectOption('Kenya');
    await kyb.getByLabel('Nobody else owns or controls more than 25% of the business').check();
    await shot(page, 'desktop-business-verification-form');
    await clean(page, 'business verification form');
    await page.setViewportSize(VIEWPORTS.phone);
    await shot(page, 'phone-business-verification-form');
    await clean(page, 'business verification form at 390 px');
    await page.setViewportSize(VIEWPORTS.desktop);
    await kyb.getByRole('button', { name: 'Send for verification' }).click();
    await toast(page, 'Business verification sent');
    await poll(() => page.getByText(/^We are reviewing the business/).count()).toBe(1);

    // Mizani's compliance team decides it in the verification queue, four eyes: the admin
    // approves in the review dialog, a second admin confirms.
    const reviewer = await app.adminPage('desktop');
    await reviewer.page.goto('/admin?tab=verification', { waitUntil: 'networkidle' });
    const row = reviewer.page.getByRole('listitem').filter({ hasText: LEGAL_NAME });
    await poll(() => row.textContent()).toContain('Business (KYB)');
    await row.getByRole('button', { name: `Review ${LEGAL_NAME}` }).click();
    const dialog = reviewer.page.getByRole('dialog', { name: 'Verification review' });
    await poll(() =>
      dialog.getByText('Amina Odhiambo · 100% · born 1985-02-11 · Kenya').count(),
    ).toBe(1);
    for (const check of Object.values(KYB_REVIEW_CHECKS)) await dialog.getByLabel(check).check();
    await shot(reviewer.page, 'desktop-admin-kyb-review');
    expect(await axeViolations(reviewer.page), 'KYB review dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await toast(reviewer.page, 'First approval recorded: a second admin must approve');
    const second = await newAccount(app, 'Zuri', '203.0.113.71');
    const { items } = await fetch(
      `${app.url}/api/admin/users?q=${encodeURIComponent(second.email)}`,
      {
        headers: { cookie: admin },
      },
    ).then((r) => r.json() as Promise<{ items: { id: string }[] }>);
    const promoted = await fetch(`${app.url}/api/admin/users/${items[0]!.id}/role`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: app.url, cookie: admin },
      body: JSON.stringify({ role: 'admin' }),
    });
    expect(promoted.status).toBe(200);
    const { items: queue } = await fetch(`${app.url}/api/admin/verification?status=open`, {
      headers: { cookie: admin },
    }).then((r) => r.json() as Promise<{ items: { id: string; userId: string }[] }>);
    const submission = queue.find((q) => q.userId === bizId)!;
    const approved = await postAs(
      await sessionCookie(app.url, second),
      `${app.url}/api/admin/verification/${submission.id}/decision`,
      {
        decision: 'approve',
        checks: { legible: true, nameMatches: true, notExpired: true, addressRecent: true },
      },
    );
    expect(approved.status).toBe(200);
    await page.reload({ waitUntil: 'networkidle' });
    await poll(() => page.getByText(/^Verified: the business can fund/).count()).toBe(1);

    // Verified, the business is funded with 10,000 USD and pays a supplier.
    const asBiz = (path: string, body: unknown) =>
      fetch(`${app.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: app.url,
          cookie: ownerCookie,
          'x-mizani-account': bizId,
        },
        body: JSON.stringify(body),
      }).then((r) => r.json());
    const { deposit } = await asBiz('/api/wallet/deposits', {
      currency: 'USD',
      method: 'bank_transfer',
    });
    const credited = await postAs(
      admin,
      `${app.url}/api/admin/funding/deposits/${deposit.id}/confirm`,
      { receivedAmount: '10000.00' },
    );
    expect(credited.status).toBe(200);
    await asBiz('/api/wallet/beneficiaries', {
      kind: 'bank_account',
      name: 'Coastal Freight Ltd',
      country: 'KE',
      currency: 'USD',
      bankName: 'Equity Bank',
      accountNumber: '0123456789',
    });

    // The owner sets the rule and invites a colleague as initiator.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByLabel('Over (USD)').fill('5000');
    await page.getByRole('button', { name: 'Add rule' }).click();
    await poll(() => page.getByText('need 1 approver').count()).toBe(1);
    await page.getByLabel('Invite by email').fill(MEMBER.email);
    await page.getByLabel('Role', { exact: true }).selectOption('initiator');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await toast(page, `Invitation sent to ${MEMBER.email}`);
    const mail = await app.smtp.waitFor(
      (m) => m.to.includes(MEMBER.email) && m.subject.includes(LEGAL_NAME),
    );
    const link = linkIn(mail.raw);
    expect(link).toBeTruthy();

    // The colleague opens the link signed in with their own account: it offers the invitation.
    const member = await app.signedIn(MEMBER, 'desktop');
    const mp = member.page;
    const url = new URL(link!);
    await mp.goto(`${url.pathname}${url.search}`, { waitUntil: 'networkidle' });
    await mp.getByRole('button', { name: `Accept invitation to ${LEGAL_NAME}` }).waitFor();
    // Leaving it unanswered loses nothing (issue 34, item 8): every tab says so until it is
    // accepted or declined, the Overview they land on after a sign-in too. They accept there.
    await mp.goto('/dashboard', { waitUntil: 'networkidle' });
    const invitations = mp.getByRole('list', { name: 'Invitations' });
    await poll(() =>
      invitations.getByText(`You are invited to ${LEGAL_NAME} as Initiator.`).count(),
    ).toBe(1);
    await shot(mp, 'desktop-invitation-banner');
    await invitations.getByRole('button', { name: 'Accept', exact: true }).click();
    await toast(mp, 'You joined as Initiator');
    await poll(() => invitations.count()).toBe(0);
    await poll(() => mp.getByTestId('account-owner').textContent()).toContain(LEGAL_NAME);

    // They ask for 6,000 USD: over the threshold, it waits for approval; nothing moves.
    await openTab(mp, 'Wallet');
    await poll(() => mp.getByLabel('Amount (USD)').count()).toBe(1);
    await mp.getByLabel('Amount (USD)').fill('6000');
    await mp.locator('#withdrawal').getByRole('button', { name: 'Continue' }).click();
    await mp.getByRole('button', { name: 'Confirm withdrawal' }).click();
    const receipt = mp.locator('#withdrawal').getByTestId('receipt');
    await poll(() => receipt.textContent()).toContain('Sent for approval');
    expect(await receipt.textContent()).toContain('Waiting for 1 approval');
    await shot(mp, 'desktop-sent-for-approval');
    await clean(mp, 'withdrawal sent for approval');
    // Convert on arrival is the owner's: the colleague sees the business's choice, greyed, and why.
    const convert = mp.getByLabel('When a deposit arrives');
    await poll(() => convert.count()).toBe(1);
    expect(await convert.isDisabled()).toBe(true);
    expect(await mp.getByText('Only an owner of this business can change this.').count()).toBe(1);

    // Issue 18 (decision 017): an initiator sees the business's API keys but cannot make any.
    await mp.goto('/dashboard?tab=developers', { waitUntil: 'networkidle' });
    await poll(() =>
      mp.getByText("Only the business's owners and admins can create or revoke API keys.").count(),
    ).toBe(1);
    expect(await mp.getByRole('button', { name: 'Create API key' }).count()).toBe(0);
    await shot(mp, 'desktop-developers-read-only');
    await clean(mp, 'developers, read-only role');

    // The owner approves it in Pending approvals; the business balance moves, theirs does not.
    await page.reload({ waitUntil: 'networkidle' });
    const request = page.getByRole('article', { name: /Withdrawal of 6,000\.00 USD/ });
    await poll(() => request.count()).toBe(1);
    expect(await request.textContent()).toContain('Baraka');
    await shot(page, 'desktop-pending-approval');
    await clean(page, 'pending approvals');
    await request.getByLabel('Comment').fill('Invoice 2211 checked');
    await request.getByRole('button', { name: 'Approve' }).click();
    await toast(page, 'Approved: withdrawal WDR-');
    await openTab(page, 'Wallet');
    const usd = page.getByRole('listitem', { name: 'USD balance' });
    await poll(() => usd.textContent()).toContain('4,000.00');

    // Switch back to the personal account: its own money (the demo client's USD), not the business's.
    await page.locator('#account-switcher').selectOption('');
    await poll(() => page.getByTestId('account-owner').textContent()).toBe(
      'Showing your personal money',
    );
    await poll(() => usd.textContent()).not.toContain('4,000.00');

    // Phone width: the Business tab of the business, and the switcher, pass axe too.
    const phone = await app.clientPage('phone');
    await phone.page.goto('/dashboard?tab=business', { waitUntil: 'networkidle' });
    await phone.page.locator('#account-switcher').selectOption(bizId);
    await poll(() => phone.page.getByTestId('account-owner').textContent()).toContain(LEGAL_NAME);
    await poll(() => phone.page.getByText('Team members').count()).toBe(1);
    await shot(phone.page, 'phone-business');
    await clean(phone.page, 'business tab at 390 px');
    expect([
      ...owner.problems,
      ...reviewer.problems,
      ...member.problems,
      ...phone.problems,
    ]).toEqual([]);
    // A whole business day in one journey: about 65 s alone, twice that beside another journey.
  }, 240_000);
});
