import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { retryDelay, shouldRetry } from './query-client';

// Issue 42: while the server's database restarts every API answer is a 503 with Retry-After. The
// dashboard keeps asking (with backoff) instead of giving up after two tries.
describe('query retries', () => {
  const unavailable = new ApiError(503, 'UNAVAILABLE', "We can't reach our systems", undefined, 5);

  it('asks again on a 503 for longer than on other failures, never on a 4xx', () => {
    expect(shouldRetry(5, unavailable)).toBe(true);
    expect(shouldRetry(8, unavailable)).toBe(false);
    expect(shouldRetry(1, new ApiError(500, 'INTERNAL', 'x'))).toBe(true);
    expect(shouldRetry(2, new ApiError(500, 'INTERNAL', 'x'))).toBe(false);
    expect(shouldRetry(2, new TypeError('Failed to fetch'))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, 'UNAUTHORIZED', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(409, 'CONFLICT', 'x'))).toBe(false);
  });

  it('backs off, never sooner than Retry-After, at most 30 s apart', () => {
    expect(retryDelay(0, new ApiError(500, 'INTERNAL', 'x'))).toBe(1_000);
    expect(retryDelay(1, new ApiError(500, 'INTERNAL', 'x'))).toBe(2_000);
    expect(retryDelay(0, unavailable)).toBe(5_000);
    expect(retryDelay(3, unavailable)).toBe(8_000);
    expect(retryDelay(10, unavailable)).toBe(30_000);
  });
});
