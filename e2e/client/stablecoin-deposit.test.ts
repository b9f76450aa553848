import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createSigner } from '../../apps/server/src/signer/signer.ts';
import { devnetTokenAddress } from '../../apps/server/src/services/chain/devnet.ts';
import { devnetHotWalletKey } from '../../apps/server/src/services/chain/devnet-keys.ts';
import { useApp } from '../support/app.ts';
import { atBothWidths, axeViolations, screenshot } from '../support/browser.ts';
import { fillSendForm, noToasts, openTab, poll } from '../support/ui.ts';

// Issue 40: a client deposits test USDC on the embedded development chain, as on `npm start`.
// Wallet → Deposit stablecoin gives their own address (QR code, the network in words, the
// warning); /dev/wallet sends to it; the card shows the deposit pending, then credited, with
// nobody in between (the watcher counts the confirmations the node's 2-second blocks bring); the
// admin sees it in Reconciliation. The client then sends some of it out as USDC (Wallet → Send
// USDC or USDT) through the signer, its own service with the development hot wallet's key as
// under `npm start`, and follows the payout to its confirmations. Once at 390 px; each screen
// also at 1280 px on the same state (atBothWidths); the admin's at 1280 px.
const secret = randomBytes(32).toString('hex');
const signer = await createSigner({
  privateKey: devnetHotWalletKey(),
  secret,
  chainId: 31337,
  tokens: [devnetTokenAddress('USDC'), devnetTokenAddress('USDT')],
  maxUnitsPerTx: 10_000_000_000n,
  maxUnitsPerDay: 50_000_000_000n,
}).listen(0);
afterAll(() => signer.close());
const app = useApp({
  reuseSessions: true,
  env: {
    CHAIN: 'embedded',
    CHAIN_EMBEDDED_PORT: '0',
    CHAIN_SIGNER_URL: signer.url,
    CHAIN_SIGNER_SECRET: secret,
  },
});

describe('depositing stablecoin', () => {
  it('shows the address, takes test USDC from /dev/wallet and credits it by itself', async () => {
    const { page, context } = await app.clientPage('phone');
    /** The screen now open at both widths: axe (named `what`) and a screenshot each. */
    const step = (name: string, what: string) =>
      atBothWidths(page, 'stablecoin-deposit', name, async (width) => {
        expect(await axeViolations(page), `${what} at ${width}`).toEqual([]);
      });
    await page.goto('/dashboard?tab=wallet', { waitUntil: 'networkidle' });
    const card = page.locator('#deposit-stablecoin');
    await card.getByLabel('Asset').selectOption('USDC');
    // Asked for once; a later visit finds it already there.
    const show = card.getByRole('button', { name: 'Show my USDC address' });
    if (await show.count()) await show.click();
    const address = card.getByTestId('crypto-address');
    await poll(() => address.textContent()).toMatch(/^0x[0-9a-f]{40}$/);
    const to = (await address.textContent())!;
    expect(await card.getByRole('note').textContent()).toContain(
      'Send only USDC on Mizani development chain (test network)',
    );
    await poll(() => card.getByRole('img').count()).toBe(1);
    await noToasts(page);
    await step('address', 'address');

    // The client's own wallet: send to the address.
    // Enough to send the minimum transaction (USD 100) out again below.
    const amount = '112.5';
    const wallet = await context.newPage();
    await wallet.goto(`${app.url}/dev/wallet`);
    await wallet.getByLabel('Token').selectOption('USDC');
    await wallet.getByLabel('To address').fill(to);
    await wallet.getByLabel('Amount').fill(amount);
    await wallet.getByRole('button', { name: 'Send' }).click();
    await poll(() => wallet.getByRole('status').textContent()).toContain('Sent.');
    await wallet.close();

    // Pending with its confirmations, then credited, on the card by itself.
    const item = card
      .getByRole('listitem')
      .filter({ hasText: `${amount} USDC` })
      .first();
    await poll(() => item.textContent()).toMatch(/Pending|Credited/);
    // Three confirmations at a block every 2 s, and the card asks every 3 s.
    await expect.poll(() => item.textContent(), { timeout: 30_000 }).toContain('Credited');
    expect(await item.textContent()).toContain('added to your balance');
    await step('credited', 'credited');

    // Send 100 USDC out (the minimum transaction): form, review, receipt, then the payout confirmed on-chain by itself.
    const send = page.locator('#send-stablecoin');
    await send.scrollIntoViewIfNeeded();
    await send.getByLabel('Asset').selectOption('USDC');
    const outside = `0x${randomBytes(20).toString('hex')}`;
    await send
      .getByLabel('Destination address on Mizani development chain (test network)')
      .fill(outside);
    await send.getByLabel('Amount (USD)').fill('100');
    await send.getByRole('button', { name: 'Continue' }).click();
    await send.getByRole('button', { name: 'Confirm and send' }).click();
    await poll(() => send.textContent()).toContain('Stablecoin payout requested');
    await step('payout-receipt', 'payout receipt');
    const sent = send.getByRole('listitem').filter({ hasText: outside.slice(0, 10) });
    await expect.poll(() => sent.textContent(), { timeout: 40_000 }).toContain('Confirmed');
    expect(await sent.textContent()).toMatch(/Transaction 0x/);
    await step('payout-confirmed', 'payout confirmed');

    // The admin finds it under Reconciliation with its transaction and the credit's reference.
    const { page: admin } = await app.adminPage('desktop');
    await admin.goto('/admin', { waitUntil: 'networkidle' });
    await openTab(admin, 'Reconciliation');
    const table = admin.getByRole('region', { name: 'Stablecoin deposits' });
    const row = table
      .getByRole('row')
      .filter({ hasText: `${amount} USDC` })
      .first();
    await poll(() => row.textContent()).toMatch(/Credited.*3\/3.*0x[0-9a-f]{64}.*DEP-/);
    expect(await axeViolations(admin), 'admin stablecoin deposits').toEqual([]);
    await screenshot(admin, 'stablecoin-deposit/desktop/admin');
  });

  // Issue 40's setting: deposits kept as USDC in its own wallet (not credited in USD), then sent
  // out from that wallet from its balance card.
  it('keeps a deposit as USDC in its own wallet and sends it out from there', async () => {
    const { page, context } = await app.clientPage('phone');
    await page.goto('/dashboard?tab=wallet', { waitUntil: 'networkidle' });
    const card = page.locator('#deposit-stablecoin');
    const arrival = card.getByLabel('When a deposit arrives');
    await arrival.selectOption({ label: 'Keep it as USDC or USDT, in its own wallet' });
    await poll(() =>
      page.getByText('Saved: your next stablecoin deposits follow this choice').count(),
    ).toBe(1);
    await card.getByLabel('Asset').selectOption('USDC');
    const show = card.getByRole('button', { name: 'Show my USDC address' });
    if (await show.count()) await show.click();
    const address = card.getByTestId('crypto-address');
    await poll(() => address.textContent()).toMatch(/^0x[0-9a-f]{40}$/);
    const wallet = await context.newPage();
    await wallet.goto(`${app.url}/dev/wallet`);
    await wallet.getByLabel('Token').selectOption('USDC');
    await wallet.getByLabel('To address').fill((await address.textContent())!);
    await wallet.getByLabel('Amount').fill('130');
    await wallet.getByRole('button', { name: 'Send' }).click();
    await poll(() => wallet.getByRole('status').textContent()).toContain('Sent.');
    await wallet.close();
    const item = card.getByRole('listitem').filter({ hasText: '130 USDC' }).first();
    await expect.poll(() => item.textContent(), { timeout: 30_000 }).toContain('Credited');
    expect(await item.textContent()).toContain('130.00 USDC added to your balance');

    // Its own balance card, named as a coin, with Add / Convert / Send.
    const balance = page.getByRole('listitem', { name: 'USDC balance' });
    await poll(() => balance.textContent()).toContain('USD Coin');
    await balance.scrollIntoViewIfNeeded();
    await atBothWidths(page, 'stablecoin-wallet', 'balance', async (width) => {
      expect(await axeViolations(page), `USDC balance at ${width}`).toEqual([]);
    });
    await balance.getByRole('button', { name: 'Send USDC' }).click();
    const send = page.locator('#send-stablecoin');
    await poll(() => send.getByLabel('Pay from').inputValue()).toBe('USDC');
    await send
      .getByLabel('Destination address on Mizani development chain (test network)')
      .fill(`0x${randomBytes(20).toString('hex')}`);
    await send.getByLabel('Amount (USDC)').fill('100');
    await send.getByRole('button', { name: 'Continue' }).click();
    expect(await send.textContent()).toContain('Your USDC wallet, no conversion');
    await atBothWidths(page, 'stablecoin-wallet', 'review', async (width) => {
      expect(await axeViolations(page), `review at ${width}`).toEqual([]);
    });
    await send.getByRole('button', { name: 'Confirm and send' }).click();
    await poll(() => send.textContent()).toContain('Stablecoin payout requested');
    await poll(() => send.getByRole('listitem').filter({ hasText: '100.00 USDC ·' }).count()).toBe(
      1,
    );
    await poll(() => balance.textContent()).toContain('30.00');
    // Back to the default for the journeys after this one.
    await arrival.selectOption({ label: 'Keep it in USD' });
    await poll(() => arrival.inputValue()).toBe('');
    // Its Convert opens the conversion form selling USDC (offered because it is held).
    await balance.getByRole('button', { name: 'Convert USDC' }).click();
    await poll(() => page.getByLabel('Sell currency').inputValue()).toBe('USDC');
    expect(await page.getByLabel('Sell currency').textContent()).toContain('USDC · USD Coin');
  });

  // Issue 38: a USD transfer paid in for itself by a stablecoin. The review offers the holder's
  // USDC address; /dev/wallet sends the total; once the watcher has credited it (never converted
  // on arrival), the server sends the transfer by itself and the receipt takes over.
  it('pays a USD transfer with USDC sent to the deposit address, and the transfer goes by itself', async () => {
    const { page, context } = await app.clientPage('phone');
    const step = (name: string, what: string) =>
      atBothWidths(page, 'send-stablecoin-pay-in', name, async (width) => {
        expect(await axeViolations(page), `${what} at ${width}`).toEqual([]);
      });
    await fillSendForm(page, {
      corridor: 'USD → KES (Kenya)',
      method: 'Mizani client (instant)',
      currency: 'USD',
      amount: '120',
    });
    await page.getByLabel('Their email or phone number').fill('newclient@mizani.demo');
    await poll(() => page.getByTestId('send-quote').textContent()).toMatch(/12\d\.\d\d USD/);
    await page.getByRole('button', { name: 'Continue' }).click();
    const review = page.getByTestId('review');
    await poll(() => review.getByTestId('send-total').count()).toBe(1);
    const total = (await review.getByTestId('send-total').textContent())!.replace(/[^\d.]/g, '');
    await review
      .getByRole('group', { name: 'Pay with' })
      .getByLabel('USDC or USDT (stablecoin) to your deposit address')
      .check();
    await review.getByLabel('Token').selectOption('USDC');
    await review.getByRole('button', { name: 'Get my USDC address' }).click();

    const panel = page.getByTestId('send-stablecoin');
    await poll(() => panel.textContent()).toContain(`Send ${total} USD in USDC`);
    const to = /0x[0-9a-f]{40}/.exec((await panel.textContent())!)![0];
    await noToasts(page);
    await step('address', 'stablecoin address');

    const wallet = await context.newPage();
    await wallet.goto(`${app.url}/dev/wallet`);
    await wallet.getByLabel('Token').selectOption('USDC');
    await wallet.getByLabel('To address').fill(to);
    await wallet.getByLabel('Amount').fill(total);
    await wallet.getByRole('button', { name: 'Send' }).click();
    await poll(() => wallet.getByRole('status').textContent()).toContain('Sent.');
    await wallet.close();

    const receipt = page.getByTestId('receipt');
    await expect
      .poll(() => receipt.getByRole('heading', { level: 3 }).textContent(), { timeout: 40_000 })
      .toContain('Delivered');
  });
});
