import type {
  ApprovalEventKind,
  BusinessApproval,
  ApprovalOperation,
  ApprovalStatus,
  BusinessRole,
  KybPersonRole,
} from '@mizani/shared';
import type { useFormat } from '@/lib/i18n/format';
import type { MessageId } from '@/lib/i18n/i18n';
import type { useT } from '@/lib/i18n/use-t';

// The shared business label maps (BUSINESS_ROLE_LABELS and _SUMMARIES, APPROVAL_*_LABELS,
// KYB_PERSON_ROLES) as message ids: the same words in English, the page's language on screen.

export const ROLE_IDS: Record<BusinessRole, { label: MessageId; summary: MessageId }> = {
  owner: { label: 'business.roleOwner', summary: 'business.roleOwnerSummary' },
  admin: { label: 'business.roleAdmin', summary: 'business.roleAdminSummary' },
  approver: { label: 'business.roleApprover', summary: 'business.roleApproverSummary' },
  initiator: { label: 'business.roleInitiator', summary: 'business.roleInitiatorSummary' },
  viewer: { label: 'business.roleViewer', summary: 'business.roleViewerSummary' },
};

export const OPERATION_IDS: Record<ApprovalOperation, MessageId> = {
  withdraw: 'business.opWithdrawals',
  convert: 'business.opConversions',
};

export const APPROVAL_STATUS_IDS: Record<ApprovalStatus, MessageId> = {
  pending: 'business.statusPending',
  approved: 'business.statusApproved',
  executed: 'business.statusExecuted',
  rejected: 'business.statusRejected',
  cancelled: 'business.statusCancelled',
  failed: 'business.statusFailed',
};

export const EVENT_IDS: Record<ApprovalEventKind, MessageId> = {
  requested: 'business.eventRequested',
  approved: 'business.eventApproved',
  rejected: 'business.statusRejected',
  cancelled: 'business.statusCancelled',
  quote_issued: 'business.eventQuoteIssued',
  executed: 'business.eventExecuted',
  failed: 'business.statusFailed',
};

export const PERSON_ROLE_IDS: Record<KybPersonRole, MessageId> = {
  director: 'business.personDirector',
  owner: 'business.personOwner',
  director_owner: 'business.personDirectorOwner',
};

/**
 * "Withdrawal of 6,000.00 USD to Coastal Freight Ltd" or "Conversion of 6,000.00 USD to KES". Here, not beside the
 * approvals list: the dashboard's overview (NeedsAction) names them without loading the list's
 * forms and their schemas.
 */
export function describeApproval(
  a: BusinessApproval,
  t: ReturnType<typeof useT>['t'],
  money: (amount: string, currency: string) => string,
) {
  if (a.withdrawal)
    return t('business.describeWithdrawal', {
      amount: money(a.withdrawal.amount, a.withdrawal.currency),
      name: a.withdrawal.beneficiaryName,
    });
  // Payouts without one beneficiary: their amount is the USD the request holds or moves.
  if (a.treasury?.kind === 'bulk_payout')
    return t('business.describeBulkPayout', { amount: money(a.amountUsd, 'USD') });
  if (a.treasury?.kind === 'chain_payout')
    return t('business.describeChainPayout', {
      amount: money(a.amountUsd, 'USD'),
      asset: a.treasury.asset,
    });
  const c = a.conversion!;
  return c.side === 'buy'
    ? t('business.describeConversionTo', {
        amount: money(c.amount, c.buyCurrency),
        currency: c.sellCurrency,
      })
    : t('business.describeConversionOf', {
        amount: money(c.amount, c.sellCurrency),
        currency: c.buyCurrency,
      });
}

/**
 * What a treasury request asks the approver to approve (issue 41), beside its amount: a limit
 * order's target and date, a plan's maximum and rhythm, a batch's payees, a forward contract's
 * rate, value date and margin. Null for a one-off withdrawal or conversion.
 */
export function describeTreasury(
  a: BusinessApproval,
  t: ReturnType<typeof useT>['t'],
  fmt: ReturnType<typeof useFormat>,
) {
  const x = a.treasury;
  if (!x) return null;
  switch (x.kind) {
    case 'limit_order':
      return t('business.treasuryLimit', { rate: fmt.rate(x.targetRate), date: x.validUntil });
    case 'bulk_payout':
      return t('business.treasuryBulk', { reference: x.reference, lines: x.lines });
    case 'chain_payout':
      return t('business.treasuryChainPayout', {
        reference: x.reference,
        address: x.toAddress,
        network: x.networkName,
      });
    case 'forward': {
      const c = a.conversion!;
      return t('business.treasuryForward', {
        reference: x.reference,
        sell: c.sellCurrency,
        buy: c.buyCurrency,
        rate: fmt.rate(x.forwardRate),
        date: x.valueDate,
        amount: fmt.money(x.buyAmount, c.buyCurrency),
        margin: fmt.money(x.marginAmount, c.sellCurrency),
        pct: x.marginPct,
      });
    }
    case 'recurring':
      return t('business.treasuryRecurring', {
        rate: fmt.rate(x.maxRate),
        frequency: t(
          x.frequency === 'weekly' ? 'business.treasuryWeekly' : 'business.treasuryMonthly',
        ),
        day: x.day,
      });
  }
}
