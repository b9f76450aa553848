import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { creditNotification } from '../../apps/server/src/services/rails/bank/simulator.ts';
import { useApp } from '../support/app.ts';
import { atBothWidths, axeViolations } from '../support/browser.ts';
import { ADMIN, CLIENT } from '../support/demo.ts';
import { poll } from '../support/ui.ts';

// A bank statement imported in Admin → Reconciliation (issue 37, docs/payments.md): the credit
// that quotes its deposit's reference is credited at once; the one that quotes none waits in
// Exceptions with the deposit it most likely pays, and the admin credits it there with a note.
// The same file again applies nothing twice, and says so.
const app = useApp({ env: { RATE_FEED: 'manual' }, reuseSessions: true });

type Deposit = { id: string; reference: string; status: string; receivedAmount: string | null };

describe('a bank statement imported by an admin', () => {
  it('credits the match at once and the unmatched credit from Exceptions, once', async () => {
    const client = await app.cookie(CLIENT);
    const call = (path: string, body?: unknown) =>
      fetch(`${app.url}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { cookie: client, origin: app.url, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const announce = async (expectedAmount: string) => {
      const res = await call('/api/wallet/deposits', {
        currency: 'USD',
        method: 'bank_transfer',
        expectedAmount,
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { deposit: Deposit }).deposit;
    };
    const depositOf = async (id: string) =>
      (
        (await (await call('/api/wallet/deposits')).json()) as { deposits: Deposit[] }
      ).deposits.find((d) => d.id === id)!;
    const quoted = await announce('1234.56');
    const unquoted = await announce('777.31');
    const run = randomUUID().slice(0, 8);
    const file = {
      name: 'statement.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(
        creditNotification(
          [
            {
              id: `E2E-${run}-A`,
              amount: '1234.56',
              currency: 'USD',
              remittance: `Invoice 12 ${quoted.reference}`,
              payerName: 'Acme Traders Ltd',
            },
            {
              id: `E2E-${run}-B`,
              amount: '777.31',
              currency: 'USD',
              remittance: 'payment for services',
              payerName: 'Acme Traders Ltd',
            },
          ],
          `E2E-${run}`,
        ),
      ),
    };

    const { page, problems } = await app.signedIn(ADMIN);
    await page.goto('/admin?tab=reconciliation', { waitUntil: 'networkidle' });
    const imports = page.getByRole('region', { name: 'Import a bank statement' });
    await page.getByLabel('Statement file').setInputFiles(file);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await poll(() => page.getByText('2 entries read, 2 new').count()).toBe(1);
    await poll(() => imports.getByRole('row').nth(1).innerText()).toMatch(
      /statement\.xml \(camt\.054\)\s+Imported\s+2 \(2 new\)\s+1\s+1/,
    );
    expect(await depositOf(quoted.id)).toMatchObject({
      status: 'completed',
      receivedAmount: '1234.56',
    });

    // The other waits with its most likely deposit named.
    const item = page.getByRole('listitem').filter({ hasText: `suggested: ${unquoted.reference}` });
    await poll(() => item.count()).toBe(1);
    expect(await item.innerText()).toContain(
      'Bank · 777.31 USD · no deposit reference in the payment details',
    );
    expect((await depositOf(unquoted.id)).status).toBe('pending');
    await atBothWidths(page, 'admin', 'statement-import', async () => {
      expect(await axeViolations(page)).toEqual([]);
      await item.scrollIntoViewIfNeeded();
    });
    await item
      .getByLabel('Note')
      .fill(`Acme confirmed by phone that this pays ${unquoted.reference}`);
    await item.getByRole('button', { name: 'Credit to holder' }).click();
    await poll(() => page.getByText('Done: Credited to the holder').count()).toBe(1);
    await poll(() => item.count()).toBe(0);
    expect(await depositOf(unquoted.id)).toMatchObject({
      status: 'completed',
      receivedAmount: '777.31',
    });

    // The same file again: read, recognised, nothing applied twice.
    await page.getByLabel('Statement file').setInputFiles(file);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await poll(() =>
      page
        .getByText('This file was imported before: 2 entries read, nothing applied twice')
        .count(),
    ).toBe(1);
    expect(await depositOf(quoted.id)).toMatchObject({ receivedAmount: '1234.56' });
    expect(await depositOf(unquoted.id)).toMatchObject({ receivedAmount: '777.31' });
    expect(problems).toEqual([]);
  });
});
