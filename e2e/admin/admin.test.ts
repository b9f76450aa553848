import { describe, expect, it } from 'vitest';
import { useApp } from '../support/app.ts';
import { axeViolations, screenshot } from '../support/browser.ts';
import { CLIENT } from '../support/demo.ts';

// Admin journeys (issue 8) against the real server with demo data: the demo admin works the
// seeded quote request, creates a job, grants admin to a client. Every admin tab at both widths,
// with axe, is client/screens.test.ts's "every admin tab".
// One sign-in per user (sign-in is rate limited to 5 a minute), reused by later pages of that user.
const app = useApp({ env: { RATE_FEED: 'manual' }, reuseSessions: true });

describe('admin area', () => {
  it('shows the tabs Dashboard, Requests, Settings, Users, Jobs, Funding, Reconciliation, Rates, Audit log, Status, News, Documents, Businesses with live figures', async () => {
    const { page, problems } = await app.adminPage();
    await page.goto('/admin', { waitUntil: 'networkidle' });
    // The tabs are drawn once the session is read: wait for the last one before reading them.
    await page.getByRole('tab', { name: 'Businesses' }).waitFor();
    const names = await page.getByRole('tab').allTextContents();
    expect(names.map((n) => n.trim())).toEqual([
      'Dashboard',
      'Requests',
      'Settings',
      'Users',
      'Jobs',
      'Funding',
      'Reconciliation',
      'Rates',
      'Audit log',
      'Verification',
      'Screening',
      'Status',
      'News',
      'Documents',
      'Businesses',
    ]);
    await expect.poll(() => page.getByText('New requests today').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('an admin works a quote request from new to closed with a note', async () => {
    const { page, problems } = await app.adminPage();
    await page.goto('/admin?tab=requests', { waitUntil: 'networkidle' });
    await page.getByLabel('Type').selectOption('quote');
    await page.getByRole('button', { name: 'Kofi Mensah' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByTestId('request-status').textContent()).toBe('New');
    await dialog.getByRole('button', { name: 'Mark in progress' }).click();
    await expect.poll(() => dialog.getByTestId('request-status').textContent()).toBe('In progress');
    await dialog
      .getByRole('textbox', { name: 'Internal note' })
      .fill('Called Kofi; he accepts 15.20 GHS per USD.');
    await dialog.getByRole('button', { name: 'Add note' }).click();
    await expect
      .poll(() => dialog.getByText('Called Kofi; he accepts 15.20 GHS per USD.').count())
      .toBe(1);
    await expect.poll(() => dialog.getByText(/Kwame Mensah/).count()).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Close request' }).click();
    await expect.poll(() => dialog.getByTestId('request-status').textContent()).toBe('Closed');
    await screenshot(page, 'admin/desktop/request-detail');
    await page.keyboard.press('Escape');
    await expect
      .poll(() =>
        page
          .getByRole('row', { name: /Kofi Mensah/ })
          .getByText('Closed')
          .count(),
      )
      .toBe(1);
    expect(problems).toEqual([]);
  });

  it('an admin creates a job that then appears on /careers', async () => {
    const { page, problems } = await app.adminPage();
    await page.goto('/admin?tab=jobs', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'New job' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Senior FX Dealer (E2E)');
    await dialog.getByLabel('Department').fill('Treasury');
    await dialog.getByLabel('Location').fill('Accra, Ghana');
    await dialog.getByLabel('Employment type').selectOption('full-time');
    await dialog
      .getByLabel('Description')
      .fill('Price and execute client flows across our African corridors.');
    await dialog.getByLabel('Requirements').fill('5+ years on an FX desk\nFluent English');
    await dialog.getByLabel('Responsibilities').fill('Quote corporate clients');
    await dialog.getByRole('button', { name: 'Create job' }).click();
    await expect.poll(() => page.getByText('Senior FX Dealer (E2E)').count()).toBeGreaterThan(0);
    await page.goto('/careers', { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByText('Senior FX Dealer (E2E)').count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('an admin confirms a deposit and sees the client balance change', async () => {
    const client = await app.clientPage();
    const made = await client.context.request.post('/api/wallet/deposits', {
      data: { currency: 'KES', method: 'bank_transfer', expectedAmount: '5000' },
      headers: { Origin: app.url },
    });
    expect(made.status()).toBe(201);
    const { deposit } = (await made.json()) as { deposit: { id: string; reference: string } };

    const { page, problems } = await app.adminPage();
    const balanceOf = async () => {
      await page.goto('/admin?tab=users', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Amina Odhiambo' }).click();
      const wallets = page.getByRole('dialog').getByRole('region', { name: 'Wallet balances' });
      await expect.poll(() => wallets.getByText('KES').count()).toBe(1);
      return (await wallets.locator('li', { hasText: 'KES' }).textContent())!
        .replace('KES', '')
        .trim();
    };
    const before = await balanceOf();
    // The admin works the Funding tab: the received amount is prefilled from what the client said
    // they would send; the decision is asked twice because it is final.
    await page.goto('/admin?tab=funding', { waitUntil: 'networkidle' });
    const row = page.getByRole('listitem').filter({ hasText: deposit.reference });
    const received = row.getByLabel('Received amount (KES)');
    await expect.poll(() => received.inputValue()).toBe('5000.00');
    await received.fill('5000.5');
    await row.getByRole('button', { name: 'Confirm deposit' }).click();
    await expect
      .poll(() => row.getByText(/Credit 5,000\.50 KES to client@mizani\.demo\?/).count())
      .toBe(1);
    await screenshot(page, 'admin/desktop/funding-final-check');
    await row.getByRole('button', { name: 'Yes, credit the wallet' }).click();
    await expect.poll(() => page.getByText('Deposit confirmed').count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByRole('listitem').filter({ hasText: deposit.reference }).count())
      .toBe(0);
    const after = await balanceOf();
    const cents = (v: string) => BigInt(v.replace(/[,.]/g, ''));
    expect(cents(after) - cents(before)).toBe(500050n);
    await screenshot(page, 'admin/desktop/user-detail');
    expect(problems).toEqual([]);
  });

  it('an admin grants admin to a client, who then sees the Admin link', async () => {
    const client = await app.clientPage();
    await client.page.goto('/', { waitUntil: 'networkidle' });
    expect(await client.page.getByRole('link', { name: 'Admin', exact: true }).count()).toBe(0);

    const { page, problems } = await app.adminPage();
    await page.goto('/admin?tab=users', { waitUntil: 'networkidle' });
    await page.getByLabel('Search name, email or company').fill(CLIENT.email);
    await page.getByRole('button', { name: 'Amina Odhiambo' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Grant admin' }).click();
    await expect.poll(() => dialog.getByRole('button', { name: 'Revoke admin' }).count()).toBe(1);

    await client.page.reload({ waitUntil: 'networkidle' });
    await expect
      .poll(() => client.page.getByRole('link', { name: 'Admin', exact: true }).count())
      .toBeGreaterThan(0);
    expect(problems).toEqual([]);
    expect(client.problems).toEqual([]);
  });

  it('an admin verifies the reference printed on a client statement (issue 21)', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const pdf = await fetch(`${app.url}/api/reports/statement.pdf?month=${month}&currency=USD`, {
      headers: { cookie: await app.cookie(CLIENT) },
    });
    expect(pdf.status).toBe(200);
    const reference = pdf.headers.get('x-document-reference')!;
    const { page, problems } = await app.adminPage('phone');
    await page.goto('/admin?tab=documents', { waitUntil: 'networkidle' });
    const field = page.getByLabel('Verification reference');
    await field.fill('MZ-ST-0000');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect.poll(() => page.getByText('Enter the reference as printed').count()).toBe(1);
    await field.fill(` ${reference.toLowerCase()} `); // typed from paper
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect.poll(() => page.getByText(`${reference} was issued by us`).count()).toBe(1);
    expect(await page.getByText(`(${CLIENT.email})`).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await field.fill('MZ-ST-ABCD-EFGH');
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect
      .poll(() => page.getByText('No document was issued with this reference').count())
      .toBe(1);
    // The unknown reference's 404 is the answer, which the browser logs as a failed load.
    expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
  });
});
