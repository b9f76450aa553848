import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ReviewDecision, ScreeningCase, VerificationSubmission } from '@mizani/shared';
import { invalidateAdmin } from '@/lib/admin-cache';
import { api, apiUpload } from '@/lib/api';

// The admin Verification queue and Screening (issue 22): /api/admin/verification, /screening.

export interface QueueItem {
  id: string;
  userId: string;
  /** A person's identity or a business's verification (KYB, decision 019). */
  holderKind: 'person' | 'business';
  email: string;
  fullLegalName: string | null;
  tier: number;
  status: VerificationSubmission['status'];
  country: string | null;
  submittedAt: string;
  ageHours: number;
  firstApprovalBy: string | null;
  screening: 'clear' | 'possible_match' | 'frozen';
}
export interface SubmissionDetail extends QueueItem {
  currentTier: number;
  checks: Record<string, boolean> | null;
  openCaseId: string | null;
  submission: VerificationSubmission;
  history: VerificationSubmission[];
}
export interface QueueFilters {
  status: string;
  tier: string;
  country: string;
  olderThan48h: string;
}

export const queueKey = ['admin', 'verification'] as const;
export const screeningKey = ['admin', 'screening'] as const;

export const queueQuery = (f: QueueFilters, cursor?: string) =>
  queryOptions({
    queryKey: [...queueKey, 'list', f, cursor ?? null],
    queryFn: () => {
      const q = new URLSearchParams({ status: f.status });
      if (f.tier) q.set('tier', f.tier);
      if (f.country) q.set('country', f.country);
      if (f.olderThan48h === 'true') q.set('olderThan48h', 'true');
      if (cursor) q.set('cursor', cursor);
      return api<{ items: QueueItem[]; nextCursor: string | null }>(`/api/admin/verification?${q}`);
    },
  });

export const submissionQuery = (id: string) =>
  queryOptions({
    queryKey: [...queueKey, 'detail', id],
    queryFn: () => api<SubmissionDetail>(`/api/admin/verification/${id}`),
  });

export const startReview = (id: string) =>
  api<SubmissionDetail>(`/api/admin/verification/${id}/start`, { method: 'POST', body: {} });

export const decideSubmission = (id: string, body: ReviewDecision) =>
  api<{ detail: SubmissionDetail; awaitingSecondApproval: boolean }>(
    `/api/admin/verification/${id}/decision`,
    { method: 'POST', body },
  );

/** A document's bytes for the inline viewer (served as an attachment, read with fetch). */
export async function documentBlob(id: string): Promise<Blob> {
  const res = await fetch(`/api/admin/verification/documents/${id}`, { credentials: 'include' });
  if (!res.ok) throw new Error(`Could not open the document (${res.status})`);
  return res.blob();
}

export interface ScreeningLists {
  lists: { listName: string; entries: number; importedAt: string }[];
  imports: {
    id: string;
    listNames: string[];
    entries: number;
    importedAt: string;
    importedBy: string | null;
    rescreenStatus: 'pending' | 'running' | 'done';
    clientsScreened: number | null;
    casesOpened: number | null;
  }[];
}

export const listsQuery = () =>
  queryOptions({
    queryKey: [...screeningKey, 'lists'],
    queryFn: () => api<ScreeningLists>('/api/admin/screening/lists'),
  });

export const casesQuery = (status: string) =>
  queryOptions({
    queryKey: [...screeningKey, 'cases', status],
    queryFn: () => api<{ cases: ScreeningCase[] }>(`/api/admin/screening/cases?status=${status}`),
  });

export const importList = (file: File, onProgress: (f: number) => void) =>
  apiUpload<{ importId: string; listNames: string[]; entries: number }>(
    '/api/admin/screening/lists',
    file,
    { contentType: 'text/csv', onProgress },
  );

export const decideCase = (id: string, body: { decision: string; note: string }) =>
  api<{ case: ScreeningCase }>(`/api/admin/screening/cases/${id}/decision`, {
    method: 'POST',
    body,
  });

export const verificationAdminChanged = (qc: QueryClient) =>
  invalidateAdmin(qc, queueKey, screeningKey);
