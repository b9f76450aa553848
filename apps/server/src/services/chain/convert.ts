import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { audit } from '../audit.ts';
import { said } from '../i18n/refusals/index.ts';
import { createQuote, placeOrder } from '../trading/trading.ts';
import { CREDIT_CURRENCY } from './config.ts';

// Convert on arrival (docs/stablecoins.md): a person chooses a currency, and each stablecoin
// deposit credited in USD is sold for it at once, in the credit's own transaction, at a firm
// quote through the ordinary order path (createQuote + placeOrder: the spread, the fee, the
// limits, the order's notices). If the conversion is refused (no rate, a limit), the USD stays
// and the deposit says why.

export async function readCryptoSettings(db: DbOrTx, holderId: string) {
  const [row] = await queryRows<{ convert_to: string | null }>(
    db,
    sql`select convert_to from chain_preferences where holder_id = ${holderId}`,
  );
  return { convertTo: row?.convert_to ?? null };
}

/** Saves the holder's choice (audited). Businesses convert through their approvals, not here. */
export async function saveCryptoSettings(
  db: Db,
  holder: { id: string; kind: 'person' | 'business' },
  actor: { id: string; email: string; ip?: string },
  settings: { convertTo: string | null },
) {
  if (holder.kind === 'business' && settings.convertTo)
    throw new AppError('CONFLICT', said('chain.convertPersonsOnly'));
  return db.transaction(async (tx) => {
    const before = await readCryptoSettings(tx, holder.id);
    await tx.execute(
      sql`insert into chain_preferences (holder_id, convert_to, updated_by) values (${holder.id}, ${settings.convertTo}, ${actor.id})
          on conflict (holder_id) do update set convert_to = excluded.convert_to, updated_by = excluded.updated_by, updated_at = now()`,
    );
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'stablecoin.settings',
      targetType: 'holder',
      targetId: holder.id,
      before,
      after: settings,
      ip: actor.ip,
    });
    return { convertTo: settings.convertTo };
  });
}

/**
 * Sells a deposit's USD credit for the holder's chosen currency, inside the credit's transaction
 * (the holder's lock held). Each step runs in a savepoint, so a refusal leaves the credit whole.
 */
export async function convertOnArrival(
  tx: DbOrTx,
  holderId: string,
  chainDepositId: string,
  credit: string,
  opts: { appUrl?: string },
) {
  const { convertTo } = await readCryptoSettings(tx, holderId);
  if (!convertTo || convertTo === CREDIT_CURRENCY) return;
  let note: string | null = null;
  let orderId: string | null = null;
  try {
    const quote = await tx.transaction((sp) =>
      createQuote(sp as unknown as Db, holderId, {
        sellCurrency: CREDIT_CURRENCY as never,
        buyCurrency: convertTo as never,
        side: 'sell',
        amount: credit,
      }),
    );
    const placed = await tx.transaction((sp) =>
      placeOrder(
        sp,
        holderId,
        { quoteId: quote.id, idempotencyKey: `chain-deposit-${chainDepositId}` },
        { appUrl: opts.appUrl },
      ),
    );
    if (placed.order.status === 'filled') orderId = placed.order.id;
    else note = placed.order.rejectReason ?? placed.order.status;
  } catch (err) {
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    note = err.message;
  }
  await tx.execute(
    sql`update chain_deposits set convert_order_id = ${orderId}, convert_note = ${note} where id = ${chainDepositId}`,
  );
}
