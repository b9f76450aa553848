import { sql } from 'drizzle-orm';
import { D, type TimelineStep, type TransferStatus } from '@mizani/shared';
import { networkName } from '../chain/config.ts';
import { depositInstructions } from '../funding/deposits.ts';
import { amt, iso, trackingPath, type TransferRow } from './row.ts';

// A transfer as the API shows it: its timeline, whether it may still be cancelled (issue 38).

/** The transfer with what the rail did with its payout. */
export const SELECT = sql`select t.*,
    (select min(o.created_at) from rail_operations o where o.withdrawal_id = t.withdrawal_id
       and o.status in ('submitted', 'succeeded')) as sent_at,
    exists (select 1 from rail_operations o where o.withdrawal_id = t.withdrawal_id) as payout_started,
    (select jsonb_build_object('method', d.method, 'reference', d.reference, 'status', d.status,
              'amount', d.expected_amount::text, 'currency', d.currency,
              'addresses', case when d.method = 'stablecoin' and d.status = 'pending' then
                (select jsonb_agg(jsonb_build_object('asset', a.asset, 'network', a.network,
                          'address', a.address) order by a.asset)
                   from chain_addresses a where a.holder_id = d.user_id) end)
       from deposits d where d.id = t.pay_in_deposit_id) as pay_in
  from transfers t`;

export function timeline(t: TransferRow): TimelineStep[] {
  // A payout the admin pays (bank) or the ledger pays (wallet) is sent and delivered at once.
  const sent = t.sent_at ?? t.delivered_at;
  const steps: TimelineStep[] = [
    { step: 'created', at: iso(t.created_at) },
    { step: 'paid_in', at: iso(t.paid_at) },
    { step: 'converted', at: iso(t.converted_at) },
  ];
  if (t.status === 'cancelled') return [...steps, { step: 'cancelled', at: iso(t.cancelled_at) }];
  steps.push({ step: 'sent', at: iso(sent) });
  if (t.status === 'refunded') return [...steps, { step: 'refunded', at: iso(t.refunded_at) }];
  return [...steps, { step: 'delivered', at: iso(t.delivered_at) }];
}

export const cancellable = (t: TransferRow) =>
  t.status === 'awaiting_confirmation' ||
  (t.status === 'processing' && t.recipient_kind === 'beneficiary' && !t.payout_started);

export function transferJson(t: TransferRow) {
  const whole = t.payout_method === 'mobile_money';
  return {
    id: t.id,
    reference: t.reference,
    status: (t.status === 'cancelling' ? 'processing' : t.status) as TransferStatus,
    reason: t.reason,
    corridorId: t.corridor_id,
    payoutMethod: t.payout_method,
    recipient: {
      kind: t.recipient_kind,
      name: t.recipient_name,
      phone: t.recipient_phone,
      network: t.network,
      beneficiaryId: t.beneficiary_id,
      // The paying rail's word on whose number it is (name-check.ts); null where it has none.
      nameCheck: t.name_check ? { status: t.name_check, registeredName: t.registered_name } : null,
    },
    sourceCurrency: t.source_currency,
    destCurrency: t.dest_currency,
    destCountry: t.dest_country,
    sendAmount: amt(t.send_amount, t.source_currency),
    receiveAmount: amt(t.receive_amount, t.dest_currency, whole),
    fee: amt(t.fee, t.source_currency),
    total: amt(t.total, t.source_currency),
    rate: new D(t.rate).toFixed(),
    midRate: new D(t.mid_rate).toFixed(),
    arrival: t.arrival,
    priceExpiresAt: iso(t.price_expires_at)!,
    createdAt: iso(t.created_at)!,
    timeline: timeline(t),
    trackingPath: trackingPath(t.tracking_token),
    cancellable: cancellable(t),
    /** The deposit paying it in from a phone (pay-in.ts), followed at /api/wallet/deposits/:id/status. */
    payInDepositId: t.pay_in_deposit_id,
    payIn: payInJson(t),
  };
}
export type TransferJson = ReturnType<typeof transferJson>;

/**
 * How the transfer is paid in for alone (pay-in.ts), if it is: the deposit's method, reference,
 * amount and state; while the money is awaited, the bank details to quote or the addresses to
 * send a stablecoin to.
 */
function payInJson(t: TransferRow) {
  const p = t.pay_in;
  if (!p) return null;
  const awaited = p.method === 'bank_transfer' && p.status === 'pending';
  return {
    method: p.method,
    reference: p.reference,
    status: p.status,
    amount: p.amount == null ? null : amt(p.amount, p.currency),
    currency: p.currency,
    instructions: awaited ? depositInstructions(p.currency, p.method, p.reference).fields : null,
    /** While a stablecoin is awaited: the holder's deposit addresses, any of which pays it. */
    addresses: p.addresses?.map((a) => ({ ...a, networkName: networkName(a.network) })) ?? null,
  };
}
