import { queryOptions } from '@tanstack/react-query';
import type {
  ApprovalDecision,
  ApprovalRule,
  Business,
  BusinessApproval,
  BusinessCreate,
  FirmQuote,
  Order,
  BusinessRole,
  InvitationCreate,
  MembersResponse,
  MonthlyVolumes,
  NeedsActionResponse,
  BusinessVerification,
  BusinessVerificationOverview,
  VerificationDocument,
  VerificationSubmission,
} from '@mizani/shared';
import type { UploadFn } from '@/components/verification/file-upload';
import { api, apiUpload } from '@/lib/api';
import { walletKeys } from '@/lib/queries/wallet';

// Business accounts (issue 17): the switcher's accounts, a business's members, rules and
// requests. Business routes name the business in the path; money routes use the switcher's header.

export const businessKeys = { all: ['business'] as const };

// The switcher's accounts: one query with the role checks (lib/queries/holder-role.ts).
export { accountsChoiceQuery } from '@/lib/queries/holder-role';
export const businessQuery = (id: string) =>
  queryOptions({
    queryKey: [...businessKeys.all, id],
    queryFn: () => api<{ business: Business }>(`/api/business/${id}`),
  });
export const membersQuery = (id: string) =>
  queryOptions({
    queryKey: [...businessKeys.all, id, 'members'],
    queryFn: () => api<MembersResponse>(`/api/business/${id}/members`),
  });
export const rulesQuery = (id: string) =>
  queryOptions({
    queryKey: [...businessKeys.all, id, 'rules'],
    queryFn: () => api<{ rules: ApprovalRule[] }>(`/api/business/${id}/rules`),
  });
export const approvalsQuery = (id: string, status: 'open' | 'all') =>
  queryOptions({
    queryKey: [...businessKeys.all, id, 'approvals', status],
    queryFn: () =>
      api<{ approvals: BusinessApproval[] }>(`/api/business/${id}/approvals?status=${status}`),
  });

/** Every approval and confirmation the signed-in person owes, across their businesses (issue 34). */
export const needsActionQuery = () =>
  queryOptions({
    queryKey: [...businessKeys.all, 'needs-action'],
    queryFn: () => api<NeedsActionResponse>('/api/business/needs-action'),
  });

export const createBusiness = (body: BusinessCreate) =>
  api<{ business: Business }>('/api/business', { method: 'POST', body });
export const acceptInvitation = (token: string) =>
  api<{ businessId: string; role: BusinessRole }>(
    `/api/business/invitations/${encodeURIComponent(token)}/accept`,
    { method: 'POST', body: {} },
  );
/** The invitee says no: the invitation closes and leaves the dashboard's banner. */
export const declineInvitation = (token: string) =>
  api<{ declined: true }>(`/api/business/invitations/${encodeURIComponent(token)}/decline`, {
    method: 'POST',
    body: {},
  });
export const inviteMember = (id: string, body: InvitationCreate) =>
  api(`/api/business/${id}/invitations`, { method: 'POST', body });
export const cancelInvitation = (id: string, invitationId: string) =>
  api(`/api/business/${id}/invitations/${invitationId}`, { method: 'DELETE' });
export const changeMemberRole = (id: string, memberId: string, role: BusinessRole) =>
  api(`/api/business/${id}/members/${memberId}`, { method: 'PATCH', body: { role } });
export const removeMember = (id: string, memberId: string) =>
  api(`/api/business/${id}/members/${memberId}`, { method: 'DELETE' });
export const saveRules = (id: string, rules: ApprovalRule[]) =>
  api<{ rules: ApprovalRule[] }>(`/api/business/${id}/rules`, { method: 'PUT', body: { rules } });
export const decideApproval = (id: string, approvalId: string, body: ApprovalDecision) =>
  api<{ approval: BusinessApproval }>(`/api/business/${id}/approvals/${approvalId}/decision`, {
    method: 'POST',
    body,
  });
export const cancelApproval = (id: string, approvalId: string) =>
  api<{ approval: BusinessApproval }>(`/api/business/${id}/approvals/${approvalId}/cancel`, {
    method: 'POST',
    body: {},
  });
export const freshApprovalQuote = (id: string, approvalId: string) =>
  api<{ quote: FirmQuote; approval: BusinessApproval }>(
    `/api/business/${id}/approvals/${approvalId}/quote`,
    { method: 'POST', body: {} },
  );
export const confirmApproval = (id: string, approvalId: string, quoteId: string) =>
  api<{ order: Order; approval: BusinessApproval }>(
    `/api/business/${id}/approvals/${approvalId}/confirm`,
    { method: 'POST', body: { quoteId } },
  );

// Business verification (KYB, decision 019): the business's documents and form.
export const businessVerificationQuery = (id: string) =>
  queryOptions({
    queryKey: [...businessKeys.all, id, 'verification'],
    queryFn: () => api<BusinessVerificationOverview>(`/api/business/${id}/verification`),
  });
export const uploadBusinessDocument =
  (id: string): UploadFn =>
  (file, kind, onProgress) =>
    apiUpload<{ document: VerificationDocument }>(
      `/api/business/${id}/verification/documents?${new URLSearchParams({ kind, name: file.name })}`,
      file,
      { contentType: 'application/octet-stream', onProgress },
    );
export const submitBusinessVerification = (id: string, body: BusinessVerification) =>
  api<{ submission: VerificationSubmission }>(`/api/business/${id}/verification`, {
    method: 'POST',
    body,
  });

/**
 * The business home's monthly volumes (issue 39 item 3), read with the switcher's header: the
 * selected business's. Under the wallet's keys, so a conversion or payout refreshes it.
 */
export const monthlyVolumesQuery = (id: string) =>
  queryOptions({
    queryKey: [...walletKeys.all, 'monthly-volumes', id],
    queryFn: () => api<MonthlyVolumes>('/api/insights/monthly-volumes'),
  });
