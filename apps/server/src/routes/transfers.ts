import { Hono, type Context } from 'hono';
import {
  TransferCreateSchema,
  TransferPayInSchema,
  TransferQuoteRequestSchema,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { AppError } from '../lib/errors.ts';
import { readJson, uuidParam } from '../lib/validate.ts';
import { holderId } from '../middleware/holder.ts';
import { railsOf } from '../services/rails/registry.ts';
import { enforceRateLimit } from '../services/rate-limit.ts';
import {
  cancelTransfer,
  confirmTransfer,
  createTransfer,
  getTransfer,
  listTransfers,
  priceTransfer,
  transferJson,
} from '../services/transfers/transfers.ts';
import { startTransferPayIn } from '../services/transfers/pay-in.ts';
import { chainOf } from '../services/chain/rail.ts';

/** A business's payments follow its approval rules (withdrawals): not through this flow yet. */
export function personalHolder(c: Context<AppBindings>) {
  if (c.get('holder')?.kind === 'business')
    throw new AppError(
      'FORBIDDEN',
      'Send money is for personal accounts for now. Use Withdraw for a business payment.',
    );
  return holderId(c);
}

// Send money (issue 38, docs/send-money.md): quote, create for review, confirm, cancel, track.
// Every query carries the selected holder; another holder's transfer answers 404.
export function transfersRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const db = deps.database.db;
  const appUrl = deps.env.BETTER_AUTH_URL;

  const ctx = (c: Context<AppBindings>) => {
    const user = c.get('user')!;
    return {
      sessionId: c.get('session')!.id,
      appUrl,
      actor: { id: user.id, email: user.email, ip: c.get('clientIp') },
    };
  };

  /** Live as the sender types: no row is written. */
  app.post('/quote', async (c) => {
    const body = await readJson(c, TransferQuoteRequestSchema);
    const { quote, arrival, corridor } = await priceTransfer(db, body);
    return c.json({
      quote: {
        ...quote,
        sourceCurrency: corridor.source_currency,
        destCurrency: corridor.dest_currency,
        arrival,
      },
    });
  });

  app.get('/', async (c) => c.json({ transfers: await listTransfers(db, holderId(c)) }));

  app.post('/', async (c) => {
    const body = await readJson(c, TransferCreateSchema);
    const { transfer, replayed } = await createTransfer(
      db,
      personalHolder(c),
      c.get('user')!.id,
      body,
      railsOf(deps),
    );
    return c.json({ transfer }, replayed ? 200 : 201);
  });

  app.get('/:id', async (c) =>
    c.json({ transfer: transferJson(await getTransfer(db, holderId(c), uuidParam(c))) }),
  );

  app.post('/:id/confirm', async (c) => {
    const id = uuidParam(c);
    // A business has no transfers (created by persons only), so its ids answer 404.
    const transfer = await confirmTransfer(db, holderId(c), id, ctx(c));
    return c.json({ transfer });
  });

  // Paid in for this transfer alone from the sender's phone (pay-in.ts): 202, the prompt is on
  // its way; the transfer is confirmed once the rail credits the money.
  app.post('/:id/pay-in', async (c) => {
    const id = uuidParam(c);
    const body = await readJson(c, TransferPayInSchema);
    // Each prompt rings a phone: a few in ten minutes, whatever the transfers.
    await enforceRateLimit(db, `transfer-pay-in:${c.get('user')!.id}`, [
      { windowSec: 600, max: 5 },
    ]);
    const r = await startTransferPayIn(db, railsOf(deps), personalHolder(c), id, body, {
      ...ctx(c),
      publicUrl: appUrl,
      // The sender's simulated bank and wallet (dev/) exist outside production only.
      bankSimulatorUrl: deps.env.NODE_ENV === 'production' ? undefined : '/dev/bank',
      chain: chainOf(deps)?.config,
      walletSimulatorUrl:
        deps.env.NODE_ENV === 'production' || !chainOf(deps)?.devnet ? undefined : '/dev/wallet',
    });
    return c.json(r, 202);
  });

  app.post('/:id/cancel', async (c) => {
    const id = uuidParam(c);
    const transfer = await cancelTransfer(db, holderId(c), id, ctx(c));
    return c.json({ transfer });
  });
  return app;
}
