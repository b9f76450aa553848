import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Job, JobTranslation, JobTranslationLanguage } from '@mizani/shared';
import { invalidateAdmin } from '@/lib/admin-cache';
import { api } from '@/lib/api';
import { allJobsKey } from './jobs';

// The admin's job postings (/api/admin/jobs): every opening, active or not, and its changes.

/** A posting with its optional French and Swahili versions (null: none). */
export type AdminJob = Omit<Job, 'language'> & {
  updatedAt: string;
  translations: Record<JobTranslationLanguage, JobTranslation | null>;
};

export const adminJobsKey = ['admin', 'jobs'] as const;

export const adminJobsQuery = () =>
  queryOptions({
    queryKey: adminJobsKey,
    queryFn: () => api<{ jobs: AdminJob[] }>('/api/admin/jobs'),
  });

export const setJobActive = (job: AdminJob, isActive: boolean) =>
  api(`/api/admin/jobs/${job.id}/active`, { method: 'PATCH', body: { isActive } });

/** Updates `job`, or creates an opening when it is null. */
export const saveJob = (job: AdminJob | null, body: unknown) =>
  job
    ? api(`/api/admin/jobs/${job.id}`, { method: 'PUT', body })
    : api('/api/admin/jobs', { method: 'POST', body });

/** After a change: the admin list and the public /careers list in every language. */
export const jobsChanged = (qc: QueryClient) => invalidateAdmin(qc, adminJobsKey, allJobsKey);
