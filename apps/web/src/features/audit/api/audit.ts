import { queryOptions } from '@tanstack/react-query';
import type { AuditEntryRow } from '@mizani/shared';
import { adminAuditKey } from '@/lib/admin-cache';
import { api } from '@/lib/api';
import { qs } from '@/lib/query-string';

// The append-only audit log (/api/admin/audit): read and search only. Its key is shared with
// lib/admin-cache.ts, which refreshes it after every admin change.

export interface AuditFilters {
  q?: string;
  action?: string;
  from?: string;
  to?: string;
}

export const auditQuery = (f: AuditFilters, cursor: string | null) =>
  queryOptions({
    queryKey: [...adminAuditKey, f, cursor] as const,
    queryFn: () =>
      api<{ items: AuditEntryRow[]; nextCursor: string | null }>(
        `/api/admin/audit${qs({ ...f, cursor, limit: 50 })}`,
      ),
    placeholderData: (prev) => prev,
  });

export const auditActionsQuery = () =>
  queryOptions({
    queryKey: [...adminAuditKey, 'actions'] as const,
    queryFn: () => api<{ actions: string[] }>('/api/admin/audit/actions'),
  });
