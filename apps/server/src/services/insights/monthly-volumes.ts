import {
  D,
  VOLUME_MONTHS,
  usdEquivalent,
  type MonthlyVolumes,
  type MonthVolume,
  type PairQuote,
  type VolumeFigures,
} from '@mizani/shared';
import type { DbOrTx } from '../../db/client.ts';
import { usdMids, volumesByMonth, type VolumeRow } from '../../db/queries/insights.ts';

/** YYYY-MM of the month `back` months before `now`'s (UTC). */
function monthOf(now: Date, back: number) {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 7);
}

/**
 * The business home's monthly volumes (issue 39 item 3): conversions and payouts of the last
 * VOLUME_MONTHS UTC months, oldest first, every month present (zero when nothing moved). Each
 * currency's amount is exact; their sum is given in USD at today's mid rates (the wallet cards'
 * basis: one scale for a chart of many currencies), never used for money.
 */
export async function monthlyVolumes(
  db: DbOrTx,
  holderId: string,
  now = new Date(),
): Promise<MonthlyVolumes> {
  const months = Array.from({ length: VOLUME_MONTHS }, (_, i) =>
    monthOf(now, VOLUME_MONTHS - 1 - i),
  );
  const [rows, mids] = await Promise.all([
    volumesByMonth(db, { holderId, firstMonth: `${months[0]}-01` }),
    usdMids(db),
  ]);
  const quotes: PairQuote[] = mids
    .filter((m): m is typeof m & { mid: string } => m.mid != null)
    .map((m) => ({ ...m, timestamp: '' }));
  const figures = (list: VolumeRow[]): VolumeFigures => ({
    count: list.reduce((n, r) => n + Number(r.n), 0),
    usd: list
      .reduce((sum, r) => sum.plus(usdEquivalent(r.amount, r.currency, quotes)), new D(0))
      .toFixed(2),
    amounts: list.map((r) => ({ currency: r.currency, amount: new D(r.amount).toFixed(2) })),
  });
  return {
    months: months.map((month): MonthVolume => ({
      month,
      conversions: figures(rows.filter((r) => r.month === month && r.kind === 'conversions')),
      payouts: figures(rows.filter((r) => r.month === month && r.kind === 'payouts')),
    })),
  };
}
