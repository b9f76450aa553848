import { queryOptions } from '@tanstack/react-query';
import type { BulkLinePatch, BulkPayout, BulkPayoutLine, BusinessApproval } from '@mizani/shared';
import { api, apiUpload } from '@/lib/api';
import { treasuryKeys } from '@/lib/queries/treasury';

// Bulk payouts (issue 41 item 4): the selected account's batches, a batch with its lines, and
// what the initiator does to a draft (upload, fix or drop a line, submit once, discard).

export type BulkDetail = { batch: BulkPayout; lines: BulkPayoutLine[] };
export type BulkSummary = {
  id: string;
  reference: string;
  status: BulkPayout['status'];
  fileName: string | null;
  createdBy: string | null;
  createdAt: string;
  lines: number;
  paid: number;
  refunded: number;
  dropped: number;
};

export const bulkKeys = {
  all: [...treasuryKeys.all, 'bulk'] as const,
  batch: (id: string) => [...treasuryKeys.all, 'bulk', id] as const,
};

export const bulkListQueryOptions = () =>
  queryOptions({
    queryKey: bulkKeys.all,
    queryFn: ({ signal }) => api<{ batches: BulkSummary[] }>('/api/bulk-payouts', { signal }),
  });

/**
 * A batch and its lines: followed every 3 s while its lines are with the rails, and every 5 s
 * while it waits for an approver (who decides from another screen or device).
 */
export const bulkBatchQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bulkKeys.batch(id),
    queryFn: ({ signal }) => api<BulkDetail>(`/api/bulk-payouts/${id}`, { signal }),
    refetchInterval: (q) => {
      const status = q.state.data?.batch.status;
      return status === 'processing' ? 3000 : status === 'pending_approval' ? 5000 : false;
    },
  });

export const uploadBulkFile = (file: File) =>
  apiUpload<BulkDetail>('/api/bulk-payouts', file, {
    contentType: 'text/csv',
    account: true,
    headers: { 'x-file-name': file.name.replace(/[^\w.\- ]/g, '').slice(0, 200) },
  });

export const patchBulkLine = (batchId: string, lineId: string, body: BulkLinePatch) =>
  api<BulkDetail>(`/api/bulk-payouts/${batchId}/lines/${lineId}`, { method: 'PATCH', body });

export const submitBulk = (batchId: string, idempotencyKey: string) =>
  api<BulkDetail & { approval: BusinessApproval | null }>(`/api/bulk-payouts/${batchId}/submit`, {
    method: 'POST',
    body: { idempotencyKey },
  });

export const discardBulk = (batchId: string) =>
  api<BulkDetail>(`/api/bulk-payouts/${batchId}/cancel`, { method: 'POST', body: {} });
