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
