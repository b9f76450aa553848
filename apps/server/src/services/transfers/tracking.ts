import { SELECT, timeline, transferJson } from './json.ts';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { type TransferRow } from './row.ts';

// The public tracking page's answer (issue 38): where the money stands, nothing more.

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * What the recipient may see at the link: where the money stands and when it arrives; no
 * amounts, no names, no reference (a forwarded link tells nobody else anything).
 */
export async function trackTransfer(db: DbOrTx, token: string) {
  if (!TOKEN.test(token)) return null;
  const [t] = await queryRows<TransferRow>(db, sql`${SELECT} where t.tracking_token = ${token}`);
  if (!t) return null;
  return {
    status: transferJson(t).status,
    destCountry: t.dest_country,
    payoutMethod: t.payout_method,
    network: t.network,
    arrival: t.arrival,
    timeline: timeline(t),
  };
}
