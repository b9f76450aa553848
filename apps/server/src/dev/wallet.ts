import { Hono } from 'hono';
import { devPage, LIST_AND_FORM_CSS } from './page.ts';
import { sql } from 'drizzle-orm';
import type { AppBindings, AppDeps } from '../context.ts';
import { queryRows } from '../db/client.ts';
import { escapeHtml } from '../services/mail/escape.ts';
import { styleNonce } from '../middleware/security-headers.ts';
import { chainOf } from '../services/chain/rail.ts';
import type { DevnetSymbol } from '../services/chain/devnet.ts';

/**
 * /dev/wallet: "your own crypto wallet" on the development chain, for `npm start`
 * (docs/stablecoins.md). It holds a million test USDC, USDT and TST (a token Mizani does not
 * accept); paste the deposit address the dashboard shows, send, and watch the deposit go from
 * pending to credited. Mounted only outside production (app.ts), and empty unless this process
 * runs the embedded node (CHAIN=embedded, which `npm start` sets).
 */
export function devWallet(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const devnet = () => chainOf(deps)?.devnet;

  app.get('/dev/wallet', async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    const node = devnet();
    const nonce = styleNonce(c);
    if (!node) return c.html(page(nonce, '<p class="empty">' + ABSENT + '</p>'), 404);
    const chain = chainOf(deps)!;
    const { DEVNET_TOKENS, devnetSender, formatUnits, testStablecoinAbi } = await chainKit();
    const sender = devnetSender().address;
    const balances = await Promise.all(
      DEVNET_TOKENS.map(async (t) => {
        const units = await chain.client.readContract({
          address: node.tokens[t.symbol],
          abi: testStablecoinAbi,
          functionName: 'balanceOf',
          args: [sender],
        });
        return `<li>${escapeHtml(formatUnits(units, 6))} ${t.symbol} <span class="meta">${escapeHtml(t.name)}</span></li>`;
      }),
    );
    const head = await node.blockNumber();
    const recent = await queryRows<{
      tx_hash: string;
      asset: string | null;
      amount: string | null;
      units: string;
      to_address: string;
      status: string;
      block_number: string;
    }>(
      deps.database.db,
      sql`select tx_hash, asset, amount::text, units::text, to_address, status, block_number::text
          from chain_deposits where chain_id = ${chain.config.chainId} order by seen_at desc limit 20`,
    );
    const sent = c.req.query('sent');
    const error = c.req.query('error');
    const rows = recent.map((d) => {
      const depth = Number(head - BigInt(d.block_number) + 1n);
      const conf =
        d.status === 'pending'
          ? ` · ${Math.min(depth, chain.config.confirmations)}/${chain.config.confirmations} confirmations`
          : '';
      return `<li><strong>${escapeHtml(d.status)}</strong>${conf} · ${escapeHtml(d.amount ?? formatUnits(BigInt(d.units), 6))} ${escapeHtml(d.asset ?? 'TST (not accepted)')}
  <div class="meta">to ${escapeHtml(d.to_address)} · tx ${escapeHtml(d.tx_hash)}</div></li>`;
    });
    const body = `
  ${sent ? `<p class="ok" role="status">Sent. Transaction ${escapeHtml(sent)}: the deposit shows as pending in the dashboard now, and is credited after ${chain.config.confirmations} confirmations (a block every 2 seconds here).</p>` : ''}
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  <section aria-labelledby="holds"><h2 id="holds">This wallet holds</h2>
  <p class="meta">${escapeHtml(sender)} on the Mizani development chain (chain id ${chain.config.chainId}), block ${head}</p>
  <ul>${balances.join('')}</ul></section>
  <section aria-labelledby="send"><h2 id="send">Send</h2>
  <form method="post" action="/dev/wallet/send">
    <label for="token">Token</label>
    <select id="token" name="token">${DEVNET_TOKENS.map((t) => `<option value="${t.symbol}">${t.symbol}${t.symbol === 'TST' ? ' (not accepted by Mizani)' : ''}</option>`).join('')}</select>
    <label for="to">To address</label>
    <input id="to" name="to" required pattern="0x[0-9a-fA-F]{40}" placeholder="0x…" autocomplete="off" />
    <label for="amount">Amount</label>
    <input id="amount" name="amount" required inputmode="decimal" pattern="[0-9]{1,9}([.][0-9]{1,6})?" value="25" />
    <button type="submit">Send</button>
  </form></section>
  <section aria-labelledby="seen"><h2 id="seen">Deposits Mizani has seen</h2>
  ${rows.length ? `<ul>${rows.join('')}</ul>` : '<p class="empty">None yet. In the dashboard open Wallet → Deposit stablecoin, copy the address, and send to it here.</p>'}</section>`;
    return c.html(page(nonce, body));
  });

  app.post('/dev/wallet/send', async (c) => {
    // A page of another site must not spend from this wallet.
    if (c.req.header('sec-fetch-site') === 'cross-site') return c.text('Forbidden', 403);
    const node = devnet();
    if (!node) return c.text('No development chain here', 404);
    const form = await c.req.parseBody();
    const { DEVNET_TOKENS } = await chainKit();
    const token = String(form.token ?? '') as DevnetSymbol;
    const to = String(form.to ?? '').trim();
    const amount = String(form.amount ?? '').trim();
    const back = (q: Record<string, string>) =>
      c.redirect(`/dev/wallet?${new URLSearchParams(q).toString()}`, 303);
    if (!DEVNET_TOKENS.some((t) => t.symbol === token)) return back({ error: 'Choose a token.' });
    if (!/^0x[0-9a-fA-F]{40}$/.test(to))
      return back({ error: 'The address must be 0x followed by 40 hexadecimal characters.' });
    if (!/^\d{1,9}(\.\d{1,6})?$/.test(amount) || !/[1-9]/.test(amount))
      return back({ error: 'The amount must be a number above zero with at most 6 decimals.' });
    try {
      const hash = await node.send(token, to as `0x${string}`, amount);
      return back({ sent: hash });
    } catch (err) {
      deps.logger.warn({ err }, 'dev wallet: send failed');
      return back({
        error: 'The development chain refused the transfer (is the balance enough?).',
      });
    }
  });
  return app;
}

/** The development chain's pieces (viem), loaded only when a development chain runs. */
async function chainKit() {
  const [devnet, viem, token] = await Promise.all([
    import('../services/chain/devnet.ts'),
    import('viem'),
    import('../services/chain/test-token/test-stablecoin.ts'),
  ]);
  return {
    DEVNET_TOKENS: devnet.DEVNET_TOKENS,
    devnetSender: devnet.devnetSender,
    formatUnits: viem.formatUnits,
    testStablecoinAbi: token.testStablecoinAbi,
  };
}

const ABSENT =
  'This server runs no development chain (CHAIN is not embedded), so there is no wallet to show. `npm start` starts one.';

function page(nonce: string, body: string) {
  return devPage({
    nonce,
    title: 'Development wallet',
    width: '40rem',
    css: `${LIST_AND_FORM_CSS}
  li { margin: 0 0 .5rem; }`,
    body: `<body>
<main>
  <h1>Development wallet</h1>
  <p class="note">A crypto wallet of your own on the development chain, to try stablecoin deposits. Test tokens only; this page does not exist in production.</p>
  <p><a href="/dev/wallet">Reload</a> · <a href="/dev/mailbox">Mailbox</a> · <a href="/dev/phone">Phone</a> · <a href="/dashboard?tab=wallet">Dashboard</a></p>
  ${body}
</main>
</body>`,
  });
}
