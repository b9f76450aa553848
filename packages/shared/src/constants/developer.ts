// The developer API's fixed lists and numbers (issue 18): scopes, key modes and expiries, the
// rate limit, webhook events, the sandbox's demo balances. Here rather than beside the schemas
// so pages that only name them (the API reference) load no zod.

export const API_SCOPES = [
  'rates:read',
  'quotes:write',
  'orders:write',
  'wallet:read',
  'withdrawals:write',
  'webhooks:manage',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];
export const API_SCOPE_LABELS: Record<ApiScope, string> = {
  'rates:read': 'Read rates and rate history',
  'quotes:write': 'Request firm quotes',
  'orders:write': 'Place and read conversion orders',
  'wallet:read': 'Read balances, transactions, statements, orders and withdrawals',
  'withdrawals:write': 'Manage beneficiaries and request withdrawals',
  'webhooks:manage': 'Manage webhook endpoints and see deliveries',
};

/** live: real money. test: the sandbox ledger (demo balances, simulated rates). */
export const API_KEY_MODES = ['live', 'test'] as const;
export type ApiKeyMode = (typeof API_KEY_MODES)[number];
export const API_KEY_MODE_LABELS: Record<ApiKeyMode, string> = {
  live: 'Live',
  test: 'Sandbox (test)',
};
/** The secret's first characters say its mode, so a leaked key is recognisable at a glance. */
export const API_KEY_PREFIXES: Record<ApiKeyMode, string> = {
  live: 'mz_live_',
  test: 'mz_test_',
};

/** Expiry choices in days; 'never' keeps the key until it is revoked. */
export const API_KEY_EXPIRY_CHOICES = ['30', '90', '180', '365', 'never'] as const;
export const API_KEY_EXPIRY_LABELS: Record<(typeof API_KEY_EXPIRY_CHOICES)[number], string> = {
  '30': '30 days',
  '90': '90 days',
  '180': '180 days',
  '365': '1 year',
  never: 'No expiry',
};

/** Per-key request limit (a sliding minute) unless the key says otherwise. */
export const API_RATE_LIMIT = { live: 600, test: 300, windowSec: 60 } as const;

export const WEBHOOK_EVENTS = [
  'order.filled',
  'order.rejected',
  'deposit.confirmed',
  'withdrawal.paid',
  'withdrawal.rejected',
  'rate_alert.triggered',
  'verification.updated',
  'limit_order.filled',
  'limit_order.cancelled',
  'recurring_conversion.executed',
  'recurring_conversion.skipped',
  'bulk_payout.processing',
  'bulk_payout.completed',
  'bulk_payout.closed',
  'forward.booked',
  'forward.drawdown',
  'forward.margin_call',
  'forward.settled',
  'forward.closed_out',
  'forward.cancelled',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'order.filled': 'A conversion order filled',
  'order.rejected': 'A conversion order was rejected',
  'deposit.confirmed': 'A deposit was credited',
  'withdrawal.paid': 'A withdrawal was paid out',
  'withdrawal.rejected': 'A withdrawal was rejected (money returned)',
  'rate_alert.triggered': 'A rate alert fired',
  'verification.updated': 'Your verification status changed',
  'limit_order.filled': 'A limit order filled at its target rate',
  'limit_order.cancelled': 'A limit order closed without converting (money released)',
  'recurring_conversion.executed': 'A recurring conversion ran',
  'recurring_conversion.skipped': 'A recurring conversion was skipped (with the reason)',
  'bulk_payout.processing':
    'A bulk payout was approved: its total is reserved and its lines are being paid',
  'bulk_payout.completed': 'Every line of a bulk payout ended (paid, or refunded with its reason)',
  'bulk_payout.closed':
    'A bulk payout was rejected, withdrawn or could not be paid (nothing moved)',
  'forward.booked': 'A forward contract was booked (its margin held)',
  'forward.drawdown': 'Part of a forward contract was settled early',
  'forward.margin_call': 'A forward contract’s loss passed the margin call threshold',
  'forward.settled': 'A forward contract settled (margin released)',
  'forward.closed_out': 'A forward contract was closed out after an unanswered margin call',
  'forward.cancelled': 'A forward contract was rejected or withdrawn before it opened',
};

/**
 * The sandbox (decision 016): demo balances a test key's holder starts with (opened on its first
 * sandbox request) and the most one top-up may add. Test money only: it never reaches a live
 * balance.
 */
export const SANDBOX_DEMO_BALANCES: Readonly<Record<string, string>> = {
  USD: '10000.00',
  EUR: '10000.00',
  GBP: '10000.00',
  KES: '1000000.00',
  NGN: '5000000.00',
};
export const SANDBOX_TOP_UP_MAX = '1000000.00';
