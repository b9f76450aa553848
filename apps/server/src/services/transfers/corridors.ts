import { sql } from 'drizzle-orm';
import {
  corridorRate,
  D,
  type CorridorInput,
  type CorridorPublic,
  type DeliveryRule,
  type PayoutMethod,
} from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { said } from '../i18n/refusals/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { audit } from '../audit.ts';
import type { Actor } from '../funding/funding-queue.ts';

// Corridors (issue 38, docs/send-money.md): the routes money can take, priced by the admin. The
// public list carries the sender's rate now (the latest mid less the corridor's spread).

export type CorridorRow = {
  id: string;
  source_currency: string;
  dest_currency: string;
  dest_country: string;
  payout_methods: string[];
  fee_fixed: string;
  fee_percent: string;
  fee_min: string;
  spread_bps: number;
  min_amount: string;
  max_per_transfer: string;
  monthly_limit: string;
  delivery_kind: 'minutes' | 'business_days';
  delivery_min: number;
  delivery_max: number;
  is_active: boolean;
  created_at: Date | string;
  updated_at: Date | string;
};

const dec = (v: string) => new D(v).toFixed();

export function corridorAdminJson(c: CorridorRow) {
  return {
    id: c.id,
    sourceCurrency: c.source_currency,
    destCurrency: c.dest_currency,
    destCountry: c.dest_country,
    payoutMethods: c.payout_methods as PayoutMethod[],
    feeFixed: dec(c.fee_fixed),
    feePercent: dec(c.fee_percent),
    feeMin: dec(c.fee_min),
    spreadBps: c.spread_bps,
    minAmount: dec(c.min_amount),
    maxPerTransfer: dec(c.max_per_transfer),
    monthlyLimit: dec(c.monthly_limit),
    deliveryKind: c.delivery_kind,
    deliveryMin: c.delivery_min,
    deliveryMax: c.delivery_max,
    isActive: c.is_active,
  };
}

/** What the public sees: the price and the speed, never the spread itself. */
export function corridorPublicJson(c: CorridorRow, mid: string | null): CorridorPublic {
  return {
    id: c.id,
    sourceCurrency: c.source_currency,
    destCurrency: c.dest_currency,
    destCountry: c.dest_country,
    payoutMethods: c.payout_methods as PayoutMethod[],
    feeFixed: dec(c.fee_fixed),
    feePercent: dec(c.fee_percent),
    feeMin: dec(c.fee_min),
    minAmount: dec(c.min_amount),
    maxPerTransfer: dec(c.max_per_transfer),
    delivery: { kind: c.delivery_kind, min: c.delivery_min, max: c.delivery_max },
    rate: mid ? corridorRate(mid, c.spread_bps) : null,
  };
}

export const deliveryRule = (c: CorridorRow): DeliveryRule =>
  c.delivery_kind === 'minutes'
    ? { kind: 'minutes', minutes: c.delivery_max }
    : { kind: 'business_days', min: c.delivery_min, max: c.delivery_max };

/**
 * The latest mid-market rate, destination per 1 source, from the pair in either direction; null
 * while none is published. One statement for every corridor asked.
 */
export async function midRates(db: DbOrTx, routes: { src: string; dst: string }[]) {
  const out = new Map<string, string>();
  if (!routes.length) return out;
  const rows = await queryRows<{ base: string; quote: string; mid: string | null }>(
    db,
    sql`select p.base_currency as base, p.quote_currency as quote,
               (select f.mid_rate::text from fx_rates f where f.pair_id = p.id order by f.created_at desc, f.id desc limit 1) as mid
          from currency_pairs p where p.is_active`,
  );
  for (const { src, dst } of routes) {
    const direct = rows.find((r) => r.base === src && r.quote === dst && r.mid);
    const inverse = rows.find((r) => r.base === dst && r.quote === src && r.mid);
    if (direct) out.set(`${src}-${dst}`, new D(direct.mid!).toFixed());
    else if (inverse)
      out.set(`${src}-${dst}`, new D(1).div(inverse.mid!).toSignificantDigits(12).toFixed());
  }
  return out;
}

export async function listCorridors(db: DbOrTx, opts: { activeOnly: boolean }) {
  return queryRows<CorridorRow>(
    db,
    sql`select * from corridors ${opts.activeOnly ? sql`where is_active` : sql``}
        order by source_currency, dest_currency, dest_country`,
  );
}

/** The live corridors with their prices now (the public GET and the calculator). */
export async function liveCorridors(db: DbOrTx): Promise<CorridorPublic[]> {
  const rows = await listCorridors(db, { activeOnly: true });
  const mids = await midRates(
    db,
    rows.map((r) => ({ src: r.source_currency, dst: r.dest_currency })),
  );
  return rows.map((r) =>
    corridorPublicJson(r, mids.get(`${r.source_currency}-${r.dest_currency}`) ?? null),
  );
}

export async function getCorridor(db: DbOrTx, id: string) {
  const [row] = await queryRows<CorridorRow>(db, sql`select * from corridors where id = ${id}`);
  return row;
}

const columns = (v: CorridorInput) => sql`${v.sourceCurrency}, ${v.destCurrency}, ${v.destCountry},
  ${`{${v.payoutMethods.join(',')}}`}::text[], ${v.feeFixed}, ${v.feePercent}, ${v.feeMin}, ${v.spreadBps},
  ${v.minAmount}, ${v.maxPerTransfer}, ${v.monthlyLimit}, ${v.deliveryKind}, ${v.deliveryMin},
  ${v.deliveryMax}, ${v.isActive}`;

const duplicate = () => {
  const exists = said('transfer.corridorExists');
  return new AppError('CONFLICT', exists, { destCountry: exists });
};

export async function createCorridor(db: DbOrTx, actor: Actor, v: CorridorInput) {
  const [row] = await queryRows<CorridorRow>(
    db,
    sql`insert into corridors (source_currency, dest_currency, dest_country, payout_methods, fee_fixed,
          fee_percent, fee_min, spread_bps, min_amount, max_per_transfer, monthly_limit, delivery_kind,
          delivery_min, delivery_max, is_active)
        values (${columns(v)}) on conflict do nothing returning *`,
  );
  if (!row) throw duplicate();
  await audit(db, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: 'corridor.create',
    targetType: 'corridor',
    targetId: row.id,
    after: corridorAdminJson(row),
    ip: actor.ip,
  });
  return corridorAdminJson(row);
}

export async function updateCorridor(
  db: DbOrTx,
  actor: Actor,
  id: string,
  v: CorridorInput | { isActive: boolean },
) {
  const before = await getCorridor(db, id);
  if (!before) throw notFound('Corridor');
  const full = 'sourceCurrency' in v;
  let row: CorridorRow | undefined;
  try {
    [row] = await queryRows<CorridorRow>(
      db,
      full
        ? sql`update corridors set (source_currency, dest_currency, dest_country, payout_methods, fee_fixed,
                fee_percent, fee_min, spread_bps, min_amount, max_per_transfer, monthly_limit, delivery_kind,
                delivery_min, delivery_max, is_active) = (${columns(v)}), updated_at = now()
              where id = ${id} returning *`
        : sql`update corridors set is_active = ${v.isActive}, updated_at = now() where id = ${id} returning *`,
    );
  } catch (err) {
    if (String((err as { cause?: { code?: string } }).cause?.code ?? '') === '23505')
      throw duplicate();
    throw err;
  }
  await audit(db, {
    actorId: actor.id,
    actorEmail: actor.email,
    action: 'corridor.update',
    targetType: 'corridor',
    targetId: id,
    before: corridorAdminJson(before),
    after: corridorAdminJson(row!),
    ip: actor.ip,
  });
  return corridorAdminJson(row!);
}
