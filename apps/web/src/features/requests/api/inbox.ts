import { queryOptions } from '@tanstack/react-query';
import type {
  QuoteReplyInput,
  RequestDetail,
  RequestListResponse,
  RequestNoteInput,
  RequestReplyInput,
  RequestStatus,
  RequestType,
} from '@mizani/shared';
import { api } from '@/lib/api';
import { qs } from '@/lib/query-string';

// The admin requests inbox (/api/admin/requests): its reads, keyed under ['admin', 'requests'],
// and its changes. After a change, invalidateAdmin (lib/admin-cache.ts) refreshes the keys.

export interface RequestFilters {
  type?: RequestType | '';
  status?: string;
  from?: string;
  to?: string;
  q?: string;
  assignee?: string;
}

export const inboxKeys = {
  all: () => ['admin', 'requests'] as const,
  list: (f: RequestFilters, cursor: string | null) =>
    ['admin', 'requests', 'list', f, cursor] as const,
  detail: (type: string, id: string) => ['admin', 'requests', 'detail', type, id] as const,
  assignees: () => ['admin', 'requests', 'assignees'] as const,
};

export const requestListQuery = (f: RequestFilters, cursor: string | null) =>
  queryOptions({
    queryKey: inboxKeys.list(f, cursor),
    queryFn: () =>
      api<RequestListResponse>(`/api/admin/requests${qs({ ...f, cursor, limit: 25 })}`),
    placeholderData: (prev) => prev,
  });

export const requestDetailQuery = (type: string, id: string) =>
  queryOptions({
    queryKey: inboxKeys.detail(type, id),
    queryFn: () => api<RequestDetail>(`/api/admin/requests/${type}/${id}`),
  });

export const assigneesQuery = () =>
  queryOptions({
    queryKey: inboxKeys.assignees(),
    queryFn: () =>
      api<{ assignees: { id: string; name: string; email: string }[] }>(
        '/api/admin/requests/assignees',
      ),
    staleTime: 60_000,
  });

/** The CSV of the requests the filters select (a download link, not a fetch). */
export const requestsExportHref = (f: RequestFilters) =>
  `/api/admin/requests/export.csv${qs({ ...f })}`;

export const updateRequest = (
  type: RequestType,
  id: string,
  body: { status?: RequestStatus; assignedTo?: string | null },
) => api(`/api/admin/requests/${type}/${id}`, { method: 'PATCH', body });

export const addRequestNote = (type: RequestType, id: string, body: RequestNoteInput) =>
  api(`/api/admin/requests/${type}/${id}/notes`, { method: 'POST', body });

/** Emails the requester a quote (the server converts their amount at `rate`). */
export const sendQuoteReply = (id: string, body: QuoteReplyInput) =>
  api<{ converted: string }>(`/api/admin/requests/quote/${id}/quote`, { method: 'POST', body });

/** Emails the requester a written answer; the server logs it on the request's timeline. */
export const sendRequestReply = (type: RequestType, id: string, body: RequestReplyInput) =>
  api<{ to: string }>(`/api/admin/requests/${type}/${id}/reply`, { method: 'POST', body });
