import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  DocumentKind,
  Tier1Submission,
  Tier2Submission,
  VerificationDocument,
  VerificationOverview,
  VerificationSubmission,
} from '@mizani/shared';
import { api, apiUpload } from '@/lib/api';

// The client's Verification section (issue 22): /api/verification.

export const verificationKey = ['verification'] as const;

export const verificationQuery = () =>
  queryOptions({
    queryKey: verificationKey,
    queryFn: ({ signal }) => api<VerificationOverview>('/api/verification', { signal }),
  });

/** Uploads one file as the raw body; `onProgress` gets 0..1 as it is sent. */
export function uploadDocument(
  file: File,
  kind: DocumentKind,
  onProgress: (fraction: number) => void,
) {
  const q = new URLSearchParams({ kind, name: file.name });
  return apiUpload<{ document: VerificationDocument }>(`/api/verification/documents?${q}`, file, {
    contentType: 'application/octet-stream',
    onProgress,
  });
}

export const removeDocument = (id: string) =>
  api(`/api/verification/documents/${id}`, { method: 'DELETE' });

export const submitTier1 = (body: Tier1Submission) =>
  api<{ submission: VerificationSubmission }>('/api/verification/tier1', { method: 'POST', body });

export const submitTier2 = (body: Tier2Submission) =>
  api<{ submission: VerificationSubmission }>('/api/verification/tier2', { method: 'POST', body });

/** Verification changes who may move money: refresh it and everything money-related. */
export function verificationChanged(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: verificationKey });
  void qc.invalidateQueries({ queryKey: ['notifications'] });
}
