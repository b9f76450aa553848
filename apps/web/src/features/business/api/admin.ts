import { queryOptions } from '@tanstack/react-query';
import type {
  AdminBusinessRow,
  BusinessMember,
  VerificationStatus,
  WalletAccount,
} from '@mizani/shared';
import { api } from '@/lib/api';
import { qs } from '@/lib/query-string';

export interface AdminBusinessDetail {
  business: {
    id: string;
    legalName: string;
    registrationNumber: string;
    country: string;
    address: string;
    verified: boolean;
    tier: number;
    verificationStatus: VerificationStatus;
    disabledAt: string | null;
    disabledReason: string | null;
    createdAt: string;
  };
  members: BusinessMember[];
  balances: WalletAccount[];
  history: { action: string; actor_email: string | null; createdAt: string }[];
}

export const adminBusinessKeys = { all: ['admin', 'businesses'] as const };

export const adminBusinessesQuery = (f: { q?: string; status?: string }) =>
  queryOptions({
    queryKey: [...adminBusinessKeys.all, f],
    queryFn: () =>
      api<{ businesses: AdminBusinessRow[]; total: number }>(`/api/admin/businesses${qs(f)}`),
  });
export const adminBusinessQuery = (id: string) =>
  queryOptions({
    queryKey: [...adminBusinessKeys.all, id],
    queryFn: () => api<AdminBusinessDetail>(`/api/admin/businesses/${id}`),
  });

export const disableBusiness = (id: string, reason: string) =>
  api(`/api/admin/businesses/${id}/disable`, { method: 'POST', body: { reason } });
export const enableBusiness = (id: string) =>
  api(`/api/admin/businesses/${id}/enable`, { method: 'POST', body: {} });
