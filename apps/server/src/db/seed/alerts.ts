import { sql } from 'drizzle-orm';
import { D } from '@mizani/shared';
import { queryRows, type Db } from '../client.ts';
import { rateAlerts } from '../schema/index.ts';

/** Demo: two active alerts for the demo client; the USD/KES one sits near the market, so the simulated feed soon fires it. */
export async function seedAlertsDemo(db: Db, ids: { clientId: string; adminId: string }) {
  const pairs = await queryRows<{ id: string; display_name: string; mid: string }>(
    db,
    sql`select p.id, p.display_name, (select mid_rate from fx_rates r where r.pair_id = p.id order by created_at desc, id desc limit 1) as mid
        from currency_pairs p where p.display_name in ('USD/KES', 'USD/NGN')`,
  );
  const kes = pairs.find((p) => p.display_name === 'USD/KES');
  const ngn = pairs.find((p) => p.display_name === 'USD/NGN');
  const rows = [];
  if (kes?.mid)
    rows.push({
      userId: ids.clientId,
      createdBy: ids.clientId,
      pairId: kes.id,
      direction: 'above',
      targetRate: new D(kes.mid).times('1.002').toFixed(2),
    });
  if (ngn?.mid)
    rows.push({
      userId: ids.clientId,
      createdBy: ids.clientId,
      pairId: ngn.id,
      direction: 'below',
      targetRate: new D(ngn.mid).times('0.98').toFixed(2),
    });
  if (rows.length) await db.insert(rateAlerts).values(rows);
}
