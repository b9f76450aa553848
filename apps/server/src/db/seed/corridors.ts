import { sql } from 'drizzle-orm';
import type { CorridorInput } from '@mizani/shared';
import type { Db } from '../client.ts';

// Send-money corridors every installation starts with (issue 38; the admin edits them).

/** The demo's corridors (embedded database seed and the tests). */
export const SEED_CORRIDORS: CorridorInput[] = [
  {
    sourceCurrency: 'USD',
    destCurrency: 'KES',
    destCountry: 'KE',
    payoutMethods: ['mobile_money', 'bank_account', 'wallet'],
    feeFixed: '1.50',
    feePercent: '0.5',
    feeMin: '2.00',
    spreadBps: 100,
    minAmount: '1.00',
    maxPerTransfer: '5000.00',
    monthlyLimit: '20000.00',
    deliveryKind: 'minutes',
    deliveryMin: 0,
    deliveryMax: 30,
    isActive: true,
  },
  {
    sourceCurrency: 'GBP',
    destCurrency: 'KES',
    destCountry: 'KE',
    payoutMethods: ['mobile_money', 'bank_account', 'wallet'],
    feeFixed: '1.00',
    feePercent: '0.5',
    feeMin: '1.50',
    spreadBps: 100,
    minAmount: '1.00',
    maxPerTransfer: '4000.00',
    monthlyLimit: '15000.00',
    deliveryKind: 'minutes',
    deliveryMin: 0,
    deliveryMax: 30,
    isActive: true,
  },
  {
    sourceCurrency: 'USD',
    destCurrency: 'GHS',
    destCountry: 'GH',
    payoutMethods: ['mobile_money', 'bank_account', 'wallet'],
    feeFixed: '2.00',
    feePercent: '0.8',
    feeMin: '3.00',
    spreadBps: 150,
    minAmount: '5.00',
    maxPerTransfer: '5000.00',
    monthlyLimit: '20000.00',
    deliveryKind: 'business_days',
    deliveryMin: 1,
    deliveryMax: 3,
    isActive: true,
  },
  {
    sourceCurrency: 'KES',
    destCurrency: 'TZS',
    destCountry: 'TZ',
    payoutMethods: ['bank_account', 'wallet'],
    feeFixed: '50',
    feePercent: '1',
    feeMin: '100',
    spreadBps: 150,
    minAmount: '100',
    maxPerTransfer: '500000',
    monthlyLimit: '2000000',
    deliveryKind: 'business_days',
    deliveryMin: 1,
    deliveryMax: 2,
    isActive: true,
  },
];

export async function seedCorridors(db: Db) {
  for (const c of SEED_CORRIDORS)
    await db.execute(
      sql`insert into corridors (source_currency, dest_currency, dest_country, payout_methods, fee_fixed,
            fee_percent, fee_min, spread_bps, min_amount, max_per_transfer, monthly_limit, delivery_kind,
            delivery_min, delivery_max, is_active)
          values (${c.sourceCurrency}, ${c.destCurrency}, ${c.destCountry},
            ${`{${c.payoutMethods.join(',')}}`}::text[], ${c.feeFixed}, ${c.feePercent}, ${c.feeMin}, ${c.spreadBps},
            ${c.minAmount}, ${c.maxPerTransfer}, ${c.monthlyLimit}, ${c.deliveryKind}, ${c.deliveryMin},
            ${c.deliveryMax}, ${c.isActive}) on conflict do nothing`,
    );
}
