import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useApp } from '../support/app.ts';
import { axeViolations, screenshot, VIEWPORTS } from '../support/browser.ts';
import { ADMIN, CLIENT } from '../support/demo.ts';
import { postAs, sessionCookie } from '../support/session.ts';
import { newAccount } from '../support/accounts.ts';
import { noToasts, poll, toast } from '../support/ui.ts';
import { PDF } from '../../apps/server/test/verification-helpers.ts';
import { kybBody } from '../../apps/server/test/kyb-helpers.ts';

// Bulk payouts (issue 41 item 4): a verified business whose withdrawals over 10 USD need an
// approver. The owner uploads a CSV of three MTN MoMo payees in the Treasury tab, one with a
// wrong number; fixes that line in the table, reviews the totals and submits; the approver
// approves; the three lines are paid by the simulated MoMo rail (the server's own workers) and
// the batch page follows them to Paid. Axe and screenshots at 1280 and 390 px.

const app = useApp({ env: { RATE_FEED: 'manual' }, smtp: true, reuseSessions: true });
const LEGAL_NAME = 'Harmattan Payroll Services';
const CSV = [
  'name,method,country,phone,network,amount,currency,reference',
  'Akosua Mensah,mobile_money,GH,+233241110001,mtn_momo,1800.00,GHS,November commission',
  'Kwabena Owusu,mobile_money,GH,+23324111,mtn_momo,1650.50,GHS,November commission',
  'Efua Boateng,mobile_money,GH,+233241110003,mtn_momo,1720.25,GHS,November commission',
].join('\n');

async function clean(page: Page, what: string) {
  await noToasts(page);
  expect(await axeViolations(page), what).toEqual([]);
}

/** A verified business of the demo client, funded in GHS, with an approver and a 10 USD rule. */
async function readyBusiness() {
  const owner = await app.cookie(CLIENT);
  const admin = await app.cookie(ADMIN);
  const send = (cookie: string, path: string, body: unknown, biz?: string, type?: string) =>
    fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': type ?? 'application/json',
        origin: app.url,
        cookie,
        ...(biz ? { 'x-mizani-account': biz } : {}),
      },
      body: type ? (body as BodyInit) : JSON.stringify(body),
    });
  const opened = await send(owner, '/api/business', {
    legalName: LEGAL_NAME,
    registrationNumber: `PVT-${Date.now().toString(36)}`,
    country: 'Ghana',
    addressLine1: '7 Independence Avenue',
    city: 'Accra',
  });
  expect(opened.status).toBe(201);
  const bizId = ((await opened.json()) as { business: { id: string } }).business.id;
  const upload = async (kind: string) => {
    const r = await send(
      owner,
      `/api/business/${bizId}/verification/documents?kind=${kind}&name=doc.pdf`,
      new Uint8Array(PDF),
      undefined,
      'application/octet-stream',
    );
    expect(r.status).toBe(201);
    return ((await r.json()) as { document: { id: string } }).document.id;
  };
  const certificate = await upload('certificate_of_incorporation');
  const proof = await upload('proof_of_address');
  const sent = await send(
    owner,
    `/api/business/${bizId}/verification`,
    kybBody({ certificate, proof }),
  );
  expect(sent.status).toBe(201);
  const submission = ((await sent.json()) as { submission: { id: string } }).submission.id;
  // Four eyes on KYB: the demo admin, then a second admin.
  const checks = { legible: true, nameMatches: true, notExpired: true, addressRecent: true };
  const first = await postAs(admin, `${app.url}/api/admin/verification/${submission}/decision`, {
    decision: 'approve',
    checks,
  });
  expect(first.status).toBe(200);
  const second = await newAccount(app, 'Kojo', '203.0.113.81');
  const { items } = await fetch(
    `${app.url}/api/admin/users?q=${encodeURIComponent(second.email)}`,
    { headers: { cookie: admin } },
  ).then((r) => r.json() as Promise<{ items: { id: string }[] }>);
  const promoted = await fetch(`${app.url}/api/admin/users/${items[0]!.id}/role`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: app.url, cookie: admin },
    body: JSON.stringify({ role: 'admin' }),
  });
  expect(promoted.status).toBe(200);
  const again = await postAs(
    await sessionCookie(app.url, second),
    `${app.url}/api/admin/verification/${submission}/decision`,
    { decision: 'approve', checks },
  );
  expect(again.status).toBe(200);

  // 20,000 GHS on the business's wallet.
  const dep = await send(
    owner,
    '/api/wallet/deposits',
    { currency: 'GHS', method: 'bank_transfer' },
    bizId,
  );
  const deposit = ((await dep.json()) as { deposit: { id: string } }).deposit.id;
  const credited = await postAs(admin, `${app.url}/api/admin/funding/deposits/${deposit}/confirm`, {
    receivedAmount: '20000.00',
  });
  expect(credited.status).toBe(200);
  // Withdrawals (and so bulk payouts) over 10 USD need one approver.
  const rules = await fetch(`${app.url}/api/business/${bizId}/rules`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: app.url, cookie: owner },
    body: JSON.stringify({ rules: [{ operation: 'withdraw', overUsd: '10', approvals: 1 }] }),
  });
  expect(rules.status).toBe(200);
  // An approver, invited by mail and accepting with their own account.
  const approver = await newAccount(app, 'Abena', '203.0.113.82');
  const invited = await send(owner, `/api/business/${bizId}/invitations`, {
    email: approver.email,
    role: 'approver',
  });
  expect(invited.status).toBe(201);
  const mail = await app.smtp.waitFor(
    (m) => m.to.includes(approver.email) && m.subject.includes(LEGAL_NAME),
  );
  const token = /invitation=([A-Za-z0-9_-]+)/.exec(
    mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
  )![1];
  const approverCookie = await sessionCookie(app.url, approver);
  const accepted = await send(approverCookie, `/api/business/invitations/${token}/accept`, {});
  expect(accepted.status).toBe(200);
  return { bizId, approverCookie };
}

describe('bulk payouts', () => {
  it('upload, fix a line, submit, approve: every line paid on the simulated rail', async () => {
    const { bizId, approverCookie } = await readyBusiness();
    const { context, page, problems } = await app.clientPage('desktop');
    try {
      await page.request.put(`${app.url}/api/me/language`, {
        data: { language: 'en' },
        headers: { Origin: app.url },
      });
      await page.goto('/dashboard?tab=treasury', { waitUntil: 'networkidle' });
      await page.locator('#account-switcher').selectOption(bizId);
      await poll(() => page.getByTestId('account-owner').textContent()).toContain(LEGAL_NAME);
      const card = page.getByRole('form', { name: 'Upload a bulk payout file' });
      await poll(() => card.count()).toBe(1);
      await clean(page, 'bulk payouts, empty');
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'bulk-payouts/desktop-empty');

      // The file: three payees, one number too short.
      await page.getByTestId('bulk-file').setInputFiles({
        name: 'november.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(CSV),
      });
      await card.getByRole('button', { name: 'Check the file' }).click();
      const batch = page.getByTestId('bulk-batch');
      await poll(() => batch.textContent()).toContain('3 lines: 2 ready, 1 with errors, 0 dropped');
      const bad = batch.locator('[data-testid="bulk-line"][data-line="2"]');
      await poll(() => bad.getByTestId('bulk-line-errors').textContent()).toContain('phone');
      await clean(page, 'a batch with a bad line');
      await batch.scrollIntoViewIfNeeded();
      await screenshot(page, 'bulk-payouts/desktop-errors');
      await page.setViewportSize(VIEWPORTS.phone);
      await clean(page, 'a batch with a bad line at 390 px');
      await batch.scrollIntoViewIfNeeded();
      await screenshot(page, 'bulk-payouts/phone-errors');
      await page.setViewportSize(VIEWPORTS.desktop);

      // Fix the number in the table; the line is checked again.
      await bad.getByRole('button', { name: 'Fix Line 2' }).click();
      const fix = page.getByRole('form', { name: 'Fix line 2' });
      await fix.getByLabel('Phone').fill('+233241110002');
      await clean(page, 'the fix form');
      await fix.getByRole('button', { name: 'Check the line again' }).click();
      await poll(() => batch.textContent()).toContain('3 lines: 3 ready, 0 with errors, 0 dropped');
      // Totals with our 0.5 % fee (each line above the platform's 100 USD minimum): 5,170.75 + 25.85.
      await poll(() => batch.getByTestId('bulk-total').textContent()).toContain('5,196.60');

      // Review, then submit once: over the rule, it waits for the approver.
      await batch.getByRole('button', { name: 'Review and submit' }).click();
      await poll(() => batch.getByTestId('bulk-review').count()).toBe(1);
      await clean(page, 'review');
      await batch.scrollIntoViewIfNeeded();
      await screenshot(page, 'bulk-payouts/desktop-review');
      await batch.getByRole('button', { name: 'Confirm and submit' }).click();
      await toast(page, 'Submitted: waiting for an approver.');
      await poll(() => batch.getByTestId('bulk-status').textContent()).toBe('Waiting for approval');

      // The approver approves it in Business › Approvals' API.
      const { approvals } = await fetch(`${app.url}/api/business/${bizId}/approvals`, {
        headers: { cookie: approverCookie },
      }).then(
        (r) =>
          r.json() as Promise<{ approvals: { id: string; treasury: { kind: string } | null }[] }>,
      );
      const request = approvals.find((a) => a.treasury?.kind === 'bulk_payout')!;
      const decided = await postAs(
        approverCookie,
        `${app.url}/api/business/${bizId}/approvals/${request.id}/decision`,
        { decision: 'approve' },
      );
      expect(decided.status).toBe(200);

      // The batch page follows each line to Paid (the server's payout and inbox workers).
      await expect
        .poll(() => batch.getByTestId('bulk-status').textContent(), { timeout: 90_000 })
        .toBe('Completed');
      await poll(() => batch.getByTestId('bulk-line-status').allTextContents()).toEqual([
        'Paid',
        'Paid',
        'Paid',
      ]);
      await clean(page, 'a completed batch');
      await batch.scrollIntoViewIfNeeded();
      await screenshot(page, 'bulk-payouts/desktop-completed');
      await page.setViewportSize(VIEWPORTS.phone);
      await clean(page, 'a completed batch at 390 px');
      await batch.scrollIntoViewIfNeeded();
      await screenshot(page, 'bulk-payouts/phone-completed');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);
});
