import { queryOptions } from '@tanstack/react-query';
import type { Job, JobsResponse, Locale } from '@mizani/shared';
import { api, ApiError } from '@/lib/api';

/**
 * Open positions (spec §7 Jobs: active jobs, newest first — the server orders them), in the
 * page's language where a posting has a translation (each job says which language it is in). A
 * missing jobs table (TABLE_MISSING, the spec's PGRST205) is only logged and shown as an empty
 * list; any other failure surfaces as the query error ('Failed to load job positions').
 */
export const jobsQueryOptions = (locale: Locale = 'en') =>
  queryOptions({
    queryKey: ['jobs', locale],
    queryFn: async (): Promise<Job[]> => {
      try {
        const res = await api<JobsResponse>(
          locale === 'en' ? '/api/jobs' : `/api/jobs?lang=${locale}`,
        );
        return res.jobs;
      } catch (err) {
        if (err instanceof ApiError && err.code === 'TABLE_MISSING') {
          console.warn('Jobs table is missing; showing no positions.', err.message);
          return [];
        }
        throw err;
      }
    },
    retry: 1,
    retryDelay: 500,
    staleTime: 60_000,
  });

/** Every language's list (invalidation after an admin change). */
export const allJobsKey = ['jobs'] as const;
