import Decimal from 'decimal.js';
import { D, minorUnits } from '../money.ts';

// Send-money pricing (issue 38, docs/send-money.md): pure arithmetic on decimal strings, shared
// by the server (the authority) and the calculator. Every rounding favours the house as the
// conversion quote does (trading/quote.ts): what the recipient gets rounds down, what the sender
// pays rounds up.

export interface CorridorPricing {
  sourceCurrency: string;
  destCurrency: string;
  /** Fee in the source currency: fixed + percent of the amount sent, at least the minimum. */
  feeFixed: string;
  feePercent: string;
  feeMin: string;
  /** Taken off the mid-market rate, in basis points. */
  spreadBps: string | number;
}

export interface TransferQuoteInput extends CorridorPricing {
  /** Mid-market rate: destination currency per 1 source currency. */
  midRate: string;
  /** Which amount the sender typed: what they send, or what the recipient receives. */
  side: 'send' | 'receive';
  amount: string;
  /** Mobile money pays whole units (M-Pesa B2C moves whole shillings). */
  wholeUnits?: boolean;
}

export interface TransferQuote {
  sendAmount: string;
  receiveAmount: string;
  /** The sender's rate: destination per 1 source, spread included (8 significant digits). */
  rate: string;
  midRate: string;
  fee: string;
  /** What leaves the sender's wallet: sendAmount + fee. */
  total: string;
}

/** The corridor's fee on an amount sent: max(minimum, fixed + percent), rounded up. */
export function transferFee(p: CorridorPricing, sendAmount: string): string {
  const variable = new D(sendAmount).times(p.feePercent).div(100);
  const fee = Decimal.max(new D(p.feeMin), new D(p.feeFixed).plus(variable));
  return fee
    .toDecimalPlaces(minorUnits(p.sourceCurrency), Decimal.ROUND_UP)
    .toFixed(minorUnits(p.sourceCurrency));
}

/** The sender's rate: the mid less the spread, cut (never rounded up) to 8 significant digits. */
export function corridorRate(midRate: string, spreadBps: string | number): string {
  const r = new D(midRate).times(new D(1).minus(new D(spreadBps).div(10000)));
  return r.toSignificantDigits(8, Decimal.ROUND_DOWN).toFixed();
}

export function computeTransferQuote(q: TransferQuoteInput): TransferQuote {
  const rate = corridorRate(q.midRate, q.spreadBps);
  const srcDp = minorUnits(q.sourceCurrency);
  const dstDp = q.wholeUnits ? 0 : minorUnits(q.destCurrency);
  let send: InstanceType<typeof D>;
  let receive: InstanceType<typeof D>;
  if (q.side === 'send') {
    send = new D(q.amount).toDecimalPlaces(srcDp, Decimal.ROUND_DOWN);
    receive = send.times(rate).toDecimalPlaces(dstDp, Decimal.ROUND_DOWN);
  } else {
    receive = new D(q.amount).toDecimalPlaces(dstDp, Decimal.ROUND_DOWN);
    send = receive.div(rate).toDecimalPlaces(srcDp, Decimal.ROUND_UP);
  }
  const fee = transferFee(q, send.toFixed(srcDp));
  return {
    sendAmount: send.toFixed(srcDp),
    receiveAmount: receive.toFixed(dstDp === 0 ? 0 : minorUnits(q.destCurrency)),
    rate,
    midRate: new D(q.midRate).toFixed(),
    fee,
    total: send.plus(fee).toFixed(srcDp),
  };
}

/** When the money arrives, from the corridor's rule: within minutes, or in business days. */
export type DeliveryRule =
  { kind: 'minutes'; minutes: number } | { kind: 'business_days'; min: number; max: number };

export type Arrival =
  | { kind: 'minutes'; by: string }
  | { kind: 'business_days'; min: number; max: number; from: string; to: string };

function addBusinessDays(from: Date, days: number): Date {
  const d = new Date(from);
  let left = days;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) left--;
  }
  return d;
}

export function arrivalFor(rule: DeliveryRule, now = new Date()): Arrival {
  if (rule.kind === 'minutes')
    return { kind: 'minutes', by: new Date(now.getTime() + rule.minutes * 60_000).toISOString() };
  return {
    kind: 'business_days',
    min: rule.min,
    max: rule.max,
    from: addBusinessDays(now, rule.min).toISOString(),
    to: addBusinessDays(now, rule.max).toISOString(),
  };
}
