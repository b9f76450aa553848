import { D, minorUnits, type Arrival, type TransferStatus } from '@mizani/shared';
import { transferNotice, type TransferStep } from './texts.ts';

// A stored transfer and what several modules say of it (transfers.ts, settled.ts).

export type TransferRow = {
  id: string;
  user_id: string;
  created_by: string | null;
  corridor_id: string;
  reference: string;
  idempotency_key: string;
  request_hash: string;
  payout_method: string;
  recipient_kind: 'beneficiary' | 'client';
  beneficiary_id: string | null;
  recipient_user_id: string | null;
  recipient_name: string;
  recipient_phone: string | null;
  recipient_email: string | null;
  network: string | null;
  name_check: 'match' | 'close' | 'mismatch' | 'unavailable' | null;
  registered_name: string | null;
  source_currency: string;
  dest_currency: string;
  dest_country: string;
  send_amount: string;
  receive_amount: string;
  fee: string;
  total: string;
  rate: string;
  mid_rate: string;
  status: TransferStatus | 'cancelling';
  reason: string | null;
  arrival: Arrival;
  price_expires_at: Date | string;
  withdrawal_id: string | null;
  pay_in_deposit_id: string | null;
  /** The pay-in deposit (json.ts SELECT): absent on a row read without it. */
  pay_in?: {
    method: string;
    reference: string;
    status: string;
    amount: string | null;
    currency: string;
    addresses: { asset: string; network: string; address: string }[] | null;
  } | null;
  tracking_token: string;
  created_at: Date | string;
  paid_at: Date | string | null;
  converted_at: Date | string | null;
  delivered_at: Date | string | null;
  cancelled_at: Date | string | null;
  refunded_at: Date | string | null;
  /** When the rail took the payout (rail_operations), read beside the row. */
  sent_at?: Date | string | null;
  /** A payout handed to a rail (or being handed) can no longer be cancelled. */
  payout_started?: boolean;
};

export const iso = (v: Date | string | null | undefined) =>
  v == null ? null : new Date(v).toISOString();
export const amt = (v: string, currency: string, whole = false) =>
  new D(v).toFixed(whole ? 0 : minorUnits(currency));
/**
 * The recipient's link: the token rides in the fragment, which browsers never send to a server,
 * so it stays out of page request logs and Referer headers; the page reads it and asks the API.
 */
export const trackingPath = (token: string) => `/track#${token}`;

export function noticeFor(
  t: TransferRow,
  step: TransferStep,
  appUrl: string,
  counterparty?: string,
) {
  return transferNotice(
    {
      step,
      reference: t.reference,
      sendAmount: amt(t.send_amount, t.source_currency),
      sourceCurrency: t.source_currency,
      receiveAmount: amt(t.receive_amount, t.dest_currency, t.payout_method === 'mobile_money'),
      destCurrency: t.dest_currency,
      counterparty: counterparty ?? t.recipient_name,
      reason: t.reason,
      trackingUrl: `${appUrl}${trackingPath(t.tracking_token)}`,
    },
    appUrl,
  );
}
