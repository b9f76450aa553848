import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  AdminDashboard,
  AdminSettingsResponse,
  AdminUserDetail,
  AdminUserRow,
  AuditEntryRow,
  Job,
  RequestDetail,
  RequestListResponse,
  RequestType,
} from '@mizani/shared';
import { api } from '@/lib/api';

// Server reads of the admin area: one queryOptions factory per resource; mutations invalidate the
// same keys (see invalidate* below).

/** Query-string from an object, dropping empty values. */
export function qs(params: Record<string, string | number | undefined | null>) {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== '') p.set(k, String(v));
  const s = p.toString();
  return s ? `?${s}` : '';
}

export interface RequestFilters {
  type?: RequestType | '';
  status?: string;
  from?: string;
  to?: string;
  q?: string;
  assignee?: string;
}

export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => ['admin', 'dashboard'] as const,
  requests: () => ['admin', 'requests'] as const,
  requestList: (f: RequestFilters, cursor: string | null) =>
    ['admin', 'requests', 'list', f, cursor] as const,
  request: (type: string, id: string) => ['admin', 'requests', 'detail', type, id] as const,
  assignees: () => ['admin', 'requests', 'assignees'] as const,
  settings: () => ['admin', 'settings'] as const,
  users: () => ['admin', 'users'] as const,
  userList: (f: object, cursor: string | null) => ['admin', 'users', 'list', f, cursor] as const,
  user: (id: string) => ['admin', 'users', 'detail', id] as const,
  jobs: () => ['admin', 'jobs'] as const,
  audit: (f: object, cursor: string | null) => ['admin', 'audit', f, cursor] as const,
  auditActions: () => ['admin', 'audit', 'actions'] as const,
};

export const dashboardQuery = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: () => api<AdminDashboard>('/api/admin/dashboard'),
    staleTime: 30_000,
  });

export const requestListQuery = (f: RequestFilters, cursor: string | null) =>
  queryOptions({
    queryKey: adminKeys.requestList(f, cursor),
    queryFn: () =>
      api<RequestListResponse>(`/api/admin/requests${qs({ ...f, cursor, limit: 25 })}`),
    placeholderData: (prev) => prev,
  });

export const requestDetailQuery = (type: string, id: string) =>
  queryOptions({
    queryKey: adminKeys.request(type, id),
    queryFn: () => api<RequestDetail>(`/api/admin/requests/${type}/${id}`),
  });

export const assigneesQuery = () =>
  queryOptions({
    queryKey: adminKeys.assignees(),
    queryFn: () =>
      api<{ assignees: { id: string; name: string; email: string }[] }>(
        '/api/admin/requests/assignees',
      ),
    staleTime: 60_000,
  });

export const settingsQuery = () =>
  queryOptions({
    queryKey: adminKeys.settings(),
    queryFn: () => api<AdminSettingsResponse>('/api/admin/settings'),
  });

export interface UserFilters {
  q?: string;
  role?: string;
  status?: string;
}
export const userListQuery = (f: UserFilters, cursor: string | null) =>
  queryOptions({
    queryKey: adminKeys.userList(f, cursor),
    queryFn: () =>
      api<{ items: AdminUserRow[]; nextCursor: string | null }>(
        `/api/admin/users${qs({ ...f, cursor, limit: 25 })}`,
      ),
    placeholderData: (prev) => prev,
  });
export const userDetailQuery = (id: string) =>
  queryOptions({
    queryKey: adminKeys.user(id),
    queryFn: () => api<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`),
  });

export type AdminJob = Job & { updatedAt: string };
export const adminJobsQuery = () =>
  queryOptions({
    queryKey: adminKeys.jobs(),
    queryFn: () => api<{ jobs: AdminJob[] }>('/api/admin/jobs'),
  });

export interface AuditFilters {
  q?: string;
  action?: string;
  from?: string;
  to?: string;
}
export const auditQuery = (f: AuditFilters, cursor: string | null) =>
  queryOptions({
    queryKey: adminKeys.audit(f, cursor),
    queryFn: () =>
      api<{ items: AuditEntryRow[]; nextCursor: string | null }>(
        `/api/admin/audit${qs({ ...f, cursor, limit: 50 })}`,
      ),
    placeholderData: (prev) => prev,
  });
export const auditActionsQuery = () =>
  queryOptions({
    queryKey: adminKeys.auditActions(),
    queryFn: () => api<{ actions: string[] }>('/api/admin/audit/actions'),
  });

/** After any admin change: the lists, the dashboard and the audit log may all have moved. */
export function invalidateAdmin(qc: QueryClient, ...keys: (readonly unknown[])[]) {
  for (const k of keys) void qc.invalidateQueries({ queryKey: k });
  void qc.invalidateQueries({ queryKey: adminKeys.dashboard() });
  void qc.invalidateQueries({ queryKey: ['admin', 'audit'] });
}
