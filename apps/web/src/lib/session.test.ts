import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Issue 42: while the server's database restarts, /api/auth/get-session answers 503. That is no
// answer about the session: the page keeps the person signed in (or keeps waiting) and asks again.
describe('session check', () => {
  const user = { id: 'u1', email: 'amina@example.com', name: 'Amina', role: 'client' };
  const answers: (() => Response)[] = [];
  const fetchMock = vi.fn(() => Promise.resolve(answers.shift()!()));
  let store: typeof import('./session').sessionStore;

  beforeAll(async () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {});
    vi.stubGlobal('document', {
      addEventListener: () => {},
      querySelector: () => null,
      documentElement: { lang: 'en' },
      visibilityState: 'visible',
    });
    vi.stubGlobal('fetch', fetchMock);
    ({ sessionStore: store } = await import('./session'));
  });
  afterAll(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const unavailable = () =>
    new Response(JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'x' } }), {
      status: 503,
      headers: { 'retry-after': '5' },
    });

  it('a 503 on the first check keeps waiting, then the retry signs the person in', async () => {
    answers.push(unavailable, () => Response.json({ user }));
    store.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.snapshot()).toEqual({ user: null, isPending: true });
    // Not before Retry-After.
    await vi.advanceTimersByTimeAsync(4_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(store.snapshot()).toMatchObject({ user: { id: 'u1' }, isPending: false });
  });

  it('a 503 or no answer later keeps the person signed in; only "no session" signs out', async () => {
    answers.push(unavailable);
    await store.check();
    expect(store.snapshot().user?.id).toBe('u1');
    answers.push(() => {
      throw new TypeError('Failed to fetch');
    });
    await store.check().catch(() => {});
    expect(store.snapshot().user?.id).toBe('u1');
    answers.push(() => Response.json(null));
    await vi.advanceTimersByTimeAsync(60_000); // the pending recheck answers "no session"
    expect(store.snapshot()).toEqual({ user: null, isPending: false });
  });
});
