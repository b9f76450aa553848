import { queryOptions } from '@tanstack/react-query';
import type { AdminUserDetail, AdminUserRow, DisableUserInput } from '@mizani/shared';
import { api } from '@/lib/api';
import { qs } from '@/lib/query-string';

// Admin user management (/api/admin/users): reads keyed under ['admin', 'users'], and changes.

export interface UserFilters {
  q?: string;
  role?: string;
  status?: string;
}

export const userKeys = {
  all: () => ['admin', 'users'] as const,
  list: (f: UserFilters, cursor: string | null) => ['admin', 'users', 'list', f, cursor] as const,
  detail: (id: string) => ['admin', 'users', 'detail', id] as const,
};

export const userListQuery = (f: UserFilters, cursor: string | null) =>
  queryOptions({
    queryKey: userKeys.list(f, cursor),
    queryFn: () =>
      api<{ items: AdminUserRow[]; nextCursor: string | null }>(
        `/api/admin/users${qs({ ...f, cursor, limit: 25 })}`,
      ),
    placeholderData: (prev) => prev,
  });

export const userDetailQuery = (id: string) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: () => api<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(id)}`),
  });

const userPath = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export const setUserRole = (id: string, role: 'client' | 'admin') =>
  api(`${userPath(id)}/role`, { method: 'PUT', body: { role } });

export const enableUser = (id: string) =>
  api(`${userPath(id)}/enable`, { method: 'POST', body: {} });

/** Disables the account and ends its sessions; the reason goes to the audit log. */
export const disableUser = (id: string, body: DisableUserInput) =>
  api(`${userPath(id)}/disable`, { method: 'POST', body });
