import { describe, expect, it } from 'vitest';
import { slidingEstimate, slidingRetryAfterSec } from '../src/services/rate-limit.ts';

// The sign-in address limit's shape: 20 in five minutes.
const rule = { windowSec: 300, max: 20 };

describe('sliding-window rate limit', () => {
  it('does not forget a burst at the fixed window boundary', () => {
    // 20 failures in the last second of one window, then the next window starts: a fixed window
    // would allow 20 more at once; the estimate still holds almost all of the previous 20.
    const justAfter = { current: 1, previous: 20, elapsedMs: 1_000 };
    expect(slidingEstimate(rule, justAfter)).toBeGreaterThan(rule.max);
  });

  it('lets the previous window fade linearly', () => {
    expect(slidingEstimate(rule, { current: 0, previous: 20, elapsedMs: 150_000 })).toBe(10);
    expect(slidingEstimate(rule, { current: 5, previous: 0, elapsedMs: 299_000 })).toBe(5);
  });

  it('tells how long until a slot frees', () => {
    // Previous window full and 10 s in: room returns once 1 of its 20 has faded (15 s in), 5 s on.
    expect(slidingRetryAfterSec(rule, { current: 0, previous: 21, elapsedMs: 10_000 })).toBe(5);
    // This window alone is full: its end, then long enough for its weight to fall under the limit.
    const wait = slidingRetryAfterSec(rule, { current: 21, previous: 0, elapsedMs: 100_000 });
    expect(wait).toBe(200 + Math.ceil(300 * (1 - 20 / 21)));
    expect(slidingRetryAfterSec(rule, { current: 0, previous: 0, elapsedMs: 0 })).toBe(1);
  });
});
