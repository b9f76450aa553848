import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** One client per browser tab (and a fresh one per pre-rendered page). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Client errors (4xx) will not get better by asking again; network and 5xx errors might. A 503
 * (our database restarting, issue 42) is asked again for about two minutes: the page keeps its
 * data and the person stays signed in meanwhile.
 */
export function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (error instanceof ApiError && error.status === 503) return failureCount < 8;
  return failureCount < 2;
}

/** 1, 2, 4 … 30 s, and never sooner than the server's Retry-After. */
export function retryDelay(failureCount: number, error: unknown) {
  const backoff = Math.min(30_000, 1_000 * 2 ** failureCount);
  const after = error instanceof ApiError && error.retryAfter ? error.retryAfter * 1_000 : 0;
  return Math.max(backoff, after);
}
