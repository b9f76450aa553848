import { queryOptions } from '@tanstack/react-query';
import type { Job, JobsResponse } from '@mizani/shared';
import { api, ApiError } from '@/lib/api';

/**
 * Open positions (spec §7 Jobs: active jobs, newest first — the server orders them). A missing jobs
 * table (TABLE_MISSING, the spec's PGRST205) is only logged and shown as an empty list; any other
 * failure surfaces as the query error ('Failed to load job positions').
 */
export const jobsQueryOptions = () =>
  queryOptions({
    queryKey: ['jobs'],
    queryFn: async (): Promise<Job[]> => {
      try {
        const res = await api<JobsResponse>('/api/jobs');
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
