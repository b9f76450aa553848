import { queryOptions } from '@tanstack/react-query';
import type { AdminDashboard } from '@mizani/shared';
import { adminDashboardKey } from '@/lib/admin-cache';
import { api } from '@/lib/api';

/** The admin dashboard's figures; every admin change refreshes them (lib/admin-cache.ts). */
export const dashboardQuery = () =>
  queryOptions({
    queryKey: adminDashboardKey,
    queryFn: () => api<AdminDashboard>('/api/admin/dashboard'),
    staleTime: 30_000,
  });

export interface VerificationFigures {
  waiting: number;
  oldestWaitingHours: number | null;
  approvalsThisWeek: number;
  openScreeningCases: number;
}

/** Identity verification and screening figures (issue 22), refreshed with the dashboard. */
export const verificationFiguresQuery = () =>
  queryOptions({
    queryKey: [...adminDashboardKey, 'verification'],
    queryFn: () => api<VerificationFigures>('/api/admin/verification/figures'),
    staleTime: 30_000,
  });
