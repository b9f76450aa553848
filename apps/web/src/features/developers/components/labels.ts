import type { ApiKeyMode, ApiScope, WebhookEventType } from '@mizani/shared';
import type { MessageId } from '@/lib/i18n/i18n';

// The shared developer label maps (API_SCOPE_LABELS, API_KEY_MODE_LABELS, API_KEY_EXPIRY_LABELS,
// WEBHOOK_EVENT_LABELS) as message ids: the same words in English, the page's language on screen.

export const SCOPE_IDS: Record<ApiScope, MessageId> = {
  'rates:read': 'dev.scopeRatesRead',
  'quotes:write': 'dev.scopeQuotesWrite',
  'orders:write': 'dev.scopeOrdersWrite',
  'wallet:read': 'dev.scopeWalletRead',
  'withdrawals:write': 'dev.scopeWithdrawalsWrite',
  'webhooks:manage': 'dev.scopeWebhooksManage',
};

export const MODE_IDS: Record<ApiKeyMode, { label: MessageId; hint: MessageId }> = {
  live: { label: 'dev.modeLive', hint: 'dev.modeLiveHint' },
  test: { label: 'dev.modeTest', hint: 'dev.modeTestHint' },
};

export const EXPIRY_IDS: Record<'30' | '90' | '180' | '365' | 'never', MessageId> = {
  '30': 'dev.expiry30',
  '90': 'dev.expiry90',
  '180': 'dev.expiry180',
  '365': 'dev.expiry365',
  never: 'dev.noExpiry',
};

export const EVENT_IDS: Record<WebhookEventType, MessageId> = {
  'order.filled': 'dev.eventOrderFilled',
  'order.rejected': 'dev.eventOrderRejected',
  'deposit.confirmed': 'dev.eventDepositConfirmed',
  'withdrawal.paid': 'dev.eventWithdrawalPaid',
  'withdrawal.rejected': 'dev.eventWithdrawalRejected',
  'rate_alert.triggered': 'dev.eventRateAlert',
  'verification.updated': 'dev.eventVerification',
  'limit_order.filled': 'dev.eventLimitFilled',
  'limit_order.cancelled': 'dev.eventLimitCancelled',
  'recurring_conversion.executed': 'dev.eventRecurringExecuted',
  'recurring_conversion.skipped': 'dev.eventRecurringSkipped',
  'bulk_payout.processing': 'dev.eventBulkProcessing',
  'bulk_payout.completed': 'dev.eventBulkCompleted',
  'bulk_payout.closed': 'dev.eventBulkClosed',
  'forward.booked': 'dev.eventForwardBooked',
  'forward.drawdown': 'dev.eventForwardDrawdown',
  'forward.margin_call': 'dev.eventForwardMarginCall',
  'forward.settled': 'dev.eventForwardSettled',
  'forward.closed_out': 'dev.eventForwardClosedOut',
  'forward.cancelled': 'dev.eventForwardCancelled',
};
