import type {
  ApprovalEventKind,
  BusinessApproval,
  ApprovalOperation,
  ApprovalStatus,
  BusinessRole,
  KybPersonRole,
} from '@mizani/shared';
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
