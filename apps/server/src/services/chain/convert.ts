import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { audit } from '../audit.ts';
import { said } from '../i18n/refusals/index.ts';
import { createQuote, placeOrder } from '../trading/trading.ts';
import { CREDIT_CURRENCY } from './config.ts';
import { approvalsRequired } from '@mizani/shared';
import { readRules } from '../business/approvals/rules.ts';

// Convert on arrival (docs/stablecoins.md): a person (or a business's owner) chooses a currency,
// and each stablecoin deposit credited in USD is sold for it at once, in the credit's own transaction, at a firm
// quote through the ordinary order path (createQuote + placeOrder: the spread, the fee, the
// limits, the order's notices). If the conversion is refused (no rate, a limit), or a business's
// approval rules would send it to approvals, the USD stays and the deposit says why.

export async function readCryptoSettings(db: DbOrTx, holderId: string) {
  const [row] = await queryRows<{ convert_to: string | null; keep_stablecoin: boolean }>(
    db,
    sql`select convert_to, keep_stablecoin from chain_preferences where holder_id = ${holderId}`,
  );
  return { convertTo: row?.convert_to ?? null, keepStablecoin: row?.keep_stablecoin ?? false };
}

/** Saves the holder's choice (audited; in a business, the route lets only an owner). */
export async function saveCryptoSettings(
  db: Db,
  holder: { id: string; kind: 'person' | 'business' },
  actor: { id: string; email: string; ip?: string },
  settings: { convertTo: string | null; keepStablecoin: boolean },
) {
  return db.transaction(async (tx) => {
    const before = await readCryptoSettings(tx, holder.id);
    await tx.execute(
      sql`insert into chain_preferences (holder_id, convert_to, keep_stablecoin, updated_by)
          values (${holder.id}, ${settings.convertTo}, ${settings.keepStablecoin}, ${actor.id})
          on conflict (holder_id) do update set convert_to = excluded.convert_to, keep_stablecoin = excluded.keep_stablecoin,
            updated_by = excluded.updated_by, updated_at = now()`,
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
    return { convertTo: settings.convertTo, keepStablecoin: settings.keepStablecoin };
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
  const [pref] = await queryRows<{
    convert_to: string | null;
    updated_by: string;
    business: boolean;
  }>(
    tx,
    sql`select p.convert_to, p.updated_by, h.kind = 'business' as business
          from chain_preferences p join account_holders h on h.id = p.holder_id
         where p.holder_id = ${holderId}`,
  );
  const convertTo = pref?.convert_to;
  if (!pref || !convertTo || convertTo === CREDIT_CURRENCY) return;
  let note: string | null = null;
  let orderId: string | null = null;
  // A business's own rules hold: a conversion they send to approvals is not made on arrival.
  const needed = pref.business
    ? approvalsRequired(await readRules(tx, holderId), 'convert', credit)
    : 0;
  if (needed > 0) {
    await tx.execute(
      sql`update chain_deposits set convert_note = ${said('chain.convertNeedsApproval', { approvals: needed }).english}
          where id = ${chainDepositId}`,
    );
    return;
  }
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
    // A business's conversion names a person: the owner who chose to convert on arrival.
    if (pref.business)
      await tx.execute(
        sql`update trading_orders set placed_by = ${pref.updated_by} where id = ${placed.order.id} and placed_by is null`,
      );
  } catch (err) {
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    note = err.message;
  }
  await tx.execute(
    sql`update chain_deposits set convert_order_id = ${orderId}, convert_note = ${note} where id = ${chainDepositId}`,
  );
}
