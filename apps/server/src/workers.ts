import type { AppDeps } from './context.ts';
import { sweepRateLimits } from './services/rate-limit.ts';
import { deliverOutbox } from './services/mail/worker.ts';
import { deliverSmsOutbox } from './services/sms/worker.ts';
import { resolveFeed, simulatedFeed } from './services/rates/feed.ts';
import { runPendingRescreens } from './services/screening/rescreen.ts';
import { startStatusChecks, type AppFetch } from './services/status/checks.ts';
import { drainWebhooks, sweepWebhookHistory } from './services/developer/delivery.ts';
import { sweepIdempotency } from './services/developer/idempotency.ts';
import { applyRailEvents } from './services/rails/apply.ts';
import { sweepOpenOperations } from './services/rails/sweep.ts';
import { railsOf } from './services/rails/registry.ts';
import { submitPayouts } from './services/rails/payout.ts';
import { collectBankReports } from './services/rails/bank/h2h.ts';
import { isDatabaseUnavailable } from './lib/db-errors.ts';
import { deliverPush, sweepPushOutbox } from './services/push/worker.ts';
import { executeTriggered, expireLimitOrders } from './services/treasury/limit-execute.ts';
import { confirmPaidIn } from './services/transfers/pay-in.ts';
import { runDuePlans } from './services/treasury/recurring.ts';
import { settleDueForwards } from './services/treasury/forward-settle.ts';
import { closeOutOverdue, valueForwards } from './services/treasury/forward-risk.ts';
import { runDueSchedules } from './services/transfers/schedule-runs.ts';
import { noticeSentTransfers } from './services/transfers/sent-notice.ts';
import { chainOf } from './services/chain/rail.ts';

/**
 * Background loops of this instance. Each is safe to run on every instance at once (rows are
 * claimed with FOR UPDATE SKIP LOCKED or work is idempotent). Features add theirs here.
 */
export async function startWorkers(deps: AppDeps, appFetch?: AppFetch) {
  const wake = await listenForWakeups(deps);
  const poll = deps.env.WORKER_POLL_SEC * 1000;
  every(deps, 'rate-limit-sweep', 60 * 60_000, () => sweepRateLimits(deps.database.db));
  every(deps, 'mail-outbox', poll, () => deliverOutbox(deps), wake);
  // Web Push (issue 39): the bell's notices to the devices that chose their kind.
  if (deps.env.PUSH === 'on') {
    every(deps, 'push-outbox', poll, () => deliverPush(deps), wake);
    every(deps, 'push-outbox-sweep', 60 * 60_000, () => sweepPushOutbox(deps.database.db));
  }
  // Re-screening every client after a sanctions list import (issue 22).
  every(deps, 'screening-rescreen', 5_000, () => runPendingRescreens(deps.database.db));
  // One-time codes: handed to the gateway as the request commits (a wake-up).
  every(deps, 'sms-outbox', poll, () => deliverSmsOutbox(deps), wake);
  // Rate feed: RATE_FEED=auto runs the simulated random walk only on the embedded demo database.
  if (resolveFeed(deps.env) === 'simulated') {
    const feed = simulatedFeed();
    feed.start(deps);
    deps.services.onStop(() => feed.stop());
  }
  // Developer API (issue 18): signed webhook deliveries; API idempotency keys kept 24 hours.
  every(
    deps,
    'webhooks',
    poll,
    () =>
      drainWebhooks(deps.database.db, {
        serverSecret: deps.env.BETTER_AUTH_SECRET,
        production: deps.env.NODE_ENV === 'production',
      }),
    wake,
  );
  every(deps, 'api-history-sweep', 60 * 60_000, async () => {
    await sweepIdempotency(deps.database.db);
    await sweepWebhookHistory(deps.database.db);
  });
  // Work for many holders at once runs in lanes (lib/lanes.ts): four holders side by side on
  // PostgreSQL (the pool of 10 keeps room for requests), one on PGlite's single connection.
  const lanes = deps.database.kind === 'postgres' ? 4 : 1;
  // Payment rails (docs/payments.md): the inbox applied once each, lost callbacks asked for.
  const rails = railsOf(deps);
  const appUrl = deps.env.BETTER_AUTH_URL;
  const failpoint = deps.env.MIZANI_FAILPOINT;
  every(
    deps,
    'rails-inbox',
    poll,
    () => applyRailEvents(deps.database.db, rails, { appUrl, failpoint, lanes }),
    wake,
  );
  every(deps, 'rails-payouts', poll, () => submitPayouts(deps.database.db, rails, appUrl), wake);
  // Transfers paid in from a phone: confirmed once their deposit is credited (woken by it).
  every(
    deps,
    'transfer-pay-ins',
    poll,
    () => confirmPaidIn(deps.database.db, appUrl, { failpoint }),
    wake,
  );
  every(deps, 'rails-status', 5_000, async () => {
    await sweepOpenOperations(deps.database.db, rails, deps.env.RAILS_STATUS_AFTER_SEC, {
      appUrl,
      serverSecret: deps.env.BETTER_AUTH_SECRET,
    });
    // The bank's answers to payout files sent host-to-host (bank/h2h.ts).
    if (rails.bank) await collectBankReports(deps.database.db, rails.bank);
  });
  // Stablecoin deposits (issue 40, docs/stablecoins.md): one leader per chain by lease.
  const chain = chainOf(deps);
  // The hot wallet's balance, each minute: the admins told once a day while a token is low.
  if (chain?.signer)
    every(deps, 'chain-hot-wallet', 60_000, async () => {
      const { alertLowHotWallet } = await import('./services/chain/low-balance.ts');
      await alertLowHotWallet(deps.database.db, chain, chain.signer!, { appUrl });
    });
  if (chain)
    every(deps, 'chain-watcher', 1_000, async () => {
      // Loaded with the rail (viem), not at start-up: most instances run no chain.
      const { watchChain } = await import('./services/chain/watcher.ts');
      const turn = await watchChain(deps.database.db, chain, {
        appUrl: deps.env.BETTER_AUTH_URL,
        lanes,
      });
      // On-chain payouts (signed by the signer process) follow the same leader.
      if (turn.leader && chain.signer) {
        const { runPayouts } = await import('./services/chain/payout-worker.ts');
        await runPayouts(deps.database.db, chain, chain.signer, {
          appUrl: deps.env.BETTER_AUTH_URL,
        });
      }
    });
  // Treasury (issue 41): limit orders a rate reached executed as the rate commits; validity
  // ended closed each minute; recurring conversions due run once a day each (docs/treasury.md).
  every(
    deps,
    'treasury-limit-orders',
    poll,
    () =>
      executeTriggered(deps.database.db, {
        appUrl: deps.env.BETTER_AUTH_URL,
        lanes,
      }),
    wake,
  );
  every(deps, 'treasury-expiry', 60_000, () =>
    expireLimitOrders(deps.database.db, { appUrl: deps.env.BETTER_AUTH_URL }),
  );
  every(deps, 'treasury-recurring', 60_000, () =>
    runDuePlans(deps.database.db, { appUrl: deps.env.BETTER_AUTH_URL }),
  );
  // Forward contracts: settled on their value date, valued once a day (margin calls), closed out
  // when a call's deadline passed; rows claimed with SKIP LOCKED, so every instance may run them.
  every(deps, 'treasury-forwards', 60_000, async () => {
    const opts = { appUrl: deps.env.BETTER_AUTH_URL };
    await settleDueForwards(deps.database.db, opts);
    await closeOutOverdue(deps.database.db, opts);
    await valueForwards(deps.database.db, opts);
  });
  // Send money (issue 38): recurring transfers due, and "sent to the network" notices.
  every(deps, 'transfer-schedules', 60_000, () =>
    runDueSchedules(deps.database.db, { appUrl: deps.env.BETTER_AUTH_URL, rails: railsOf(deps) }),
  );
  every(deps, 'transfer-sent-notices', 5_000, () =>
    noticeSentTransfers(deps.database.db, deps.env.BETTER_AUTH_URL),
  );
  // The status page's checks (website and API through the app itself, like a visitor's request).
  if (appFetch) startStatusChecks(deps, appFetch);
}

/**
 * Loops woken by the database (migration 0045): triggers send 'mizani_wake' with a loop's name at
 * the commit that gave it work, to every instance; an empty payload (the listener's resync after
 * a lost connection) wakes them all. Loops that have a wake-up poll only as a safety net.
 */
export type Wakeups = Map<string, () => void>;

async function listenForWakeups(deps: AppDeps): Promise<Wakeups> {
  const loops: Wakeups = new Map();
  const unlisten = await deps.database.listen('mizani_wake', (name) => {
    if (name) loops.get(name)?.();
    else for (const run of loops.values()) run();
  });
  deps.services.onStop(() => unlisten().catch(() => {}));
  return loops;
}

/** Rounds a loop with wake-ups runs back to back while each still handles something. */
const MAX_ROUNDS = 50;

/** What a round handled: a count, or the outboxes' results with the number `sent`. */
const handledIn = (result: unknown) =>
  typeof result === 'number'
    ? result
    : typeof (result as { sent?: unknown } | null)?.sent === 'number'
      ? (result as { sent: number }).sent
      : 0;

/**
 * Runs fn every intervalMs, and at once when `wakeups` names it (never two runs at a time: a
 * wake-up during a run asks for one more). A loop with wake-ups whose round handled something
 * runs again at once (its batch may have left more) instead of waiting for the next tick.
 */
export function every(
  deps: AppDeps,
  name: string,
  intervalMs: number,
  fn: () => Promise<unknown>,
  wakeups?: Wakeups,
) {
  let running = false;
  let again = false;
  let stopped = false;
  const run = async (woken: boolean) => {
    if (stopped) return;
    if (running) {
      // A tick during a run is skipped; a wake-up is work that may have come after the read.
      if (woken) again = true;
      return;
    }
    running = true;
    try {
      for (let round = 0; round < MAX_ROUNDS && !stopped; round++) {
        again = false;
        const handled = handledIn(await fn());
        if (!again && !(wakeups && handled > 0)) break;
      }
    } catch (err) {
      // The database away (a restart, a failover): one line, and the next tick tries again.
      if (isDatabaseUnavailable(err))
        deps.logger.warn(
          { worker: name, err: err instanceof Error ? err.message.split('\n')[0] : String(err) },
          'worker skipped a tick: database unavailable',
        );
      else deps.logger.error({ err, worker: name }, 'worker failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(false), intervalMs);
  timer.unref();
  wakeups?.set(name, () => void run(true));
  deps.services.onStop(() => {
    stopped = true;
    clearInterval(timer);
    wakeups?.delete(name);
  });
}
