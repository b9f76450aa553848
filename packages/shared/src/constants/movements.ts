// How a client reads the ledger's journal types (statements on screen, CSV and PDF, transactions).
export const MOVEMENT_LABELS: Record<string, string> = {
  seed: 'Opening funds',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  withdrawal_hold: 'Withdrawal (on hold)',
  withdrawal_paid: 'Withdrawal paid out',
  withdrawal_release: 'Withdrawal released',
  // A statement shows a withdrawal's final state (issue 34): returned when it was rejected.
  withdrawal_returned: 'Withdrawal (returned)',
  conversion: 'Conversion',
  // Treasury (issue 41): a limit order's sell amount held until it fills or closes.
  limit_order_hold: 'Limit order (money held)',
  limit_order_release: 'Limit order (money released)',
  // Bulk payouts (issue 41): a batch's lines and fees reserved at once; a failed line's fee back.
  bulk_payout_hold: 'Bulk payout (money reserved)',
  bulk_payout_fee_refund: 'Bulk payout fee refunded',
  // Forward contracts (issue 41): the margin held and released, the settlement, a close-out.
  forward_margin_hold: 'Forward contract (margin held)',
  forward_margin_release: 'Forward contract (margin released)',
  forward_settlement: 'Forward contract settled',
  forward_close_out: 'Forward contract closed out (loss)',
};

/** The label of a journal or transaction type; an unknown one is capitalised, never raw snake_case. */
export function movementLabel(type: string): string {
  return MOVEMENT_LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1).replace(/_/g, ' ');
}

/** What the client is told about when a payout arrives (withdrawal review, receipt and mails). */
export const PAYOUT_ARRIVAL = {
  mobile_money: 'Usually within minutes of approval; we review withdrawals on business days.',
  bank_account:
    'Usually 1-3 business days after approval, depending on the receiving bank; we review withdrawals on business days.',
} as const;

/** When deposited money reaches the balance (fund review, instructions and mails). */
export const DEPOSIT_ARRIVAL = {
  mobile_money: 'Credited as soon as we see the payment, usually within minutes on business days.',
  bank_transfer:
    'Credited when the transfer reaches our account: same day for local transfers, 1-3 business days across borders.',
} as const;
