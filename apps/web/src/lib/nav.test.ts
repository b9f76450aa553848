import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A pre-rendered page's moves (lib/nav.tsx, islands run without React Router). The sign-in form
// moves to the dashboard and the session's <Navigate> asks for the same page a moment later: a
// second load would cancel the first one's request and start it again (issue 39).
describe('moves between documents', () => {
  const assign = vi.fn();
  const replace = vi.fn();
  const pushState = vi.fn();
  const listeners = new Map<string, () => void>();
  let go: (to: string, options?: { replace?: boolean }) => unknown;

  beforeEach(async () => {
    vi.useFakeTimers();
    vi.resetModules();
    for (const f of [assign, replace, pushState]) f.mockReset();
    listeners.clear();
    vi.stubGlobal('window', {
      location: {
        href: 'http://mizani.test/auth',
        origin: 'http://mizani.test',
        pathname: '/auth',
      },
      history: { pushState, replaceState: vi.fn(), go: vi.fn(), state: null },
      addEventListener: (type: string, fn: () => void) => listeners.set(type, fn),
      removeEventListener: () => {},
      dispatchEvent: () => true,
    });
    Object.assign((window as unknown as { location: object }).location, { assign, replace });
    go = (await import('./nav.tsx')).DOCUMENT_NAV.useNavigate() as typeof go;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('loads another page once, however many times it is asked while loading', () => {
    go('/dashboard');
    go('/dashboard', { replace: true });
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith('http://mizani.test/dashboard');
    expect(replace).not.toHaveBeenCalled();
  });

  it('a different page still loads, and the same page again once the first load came back', () => {
    go('/dashboard');
    go('/rates');
    expect(assign.mock.calls.map((c) => c[0])).toEqual([
      'http://mizani.test/dashboard',
      'http://mizani.test/rates',
    ]);
    // Back from the cache (pageshow): the next ask for /rates goes through.
    listeners.get('pageshow')?.();
    go('/rates');
    expect(assign).toHaveBeenCalledTimes(3);
  });

  it('a move that never left (a download) stops blocking after 10 seconds', () => {
    go('/api/statements/1.pdf');
    go('/api/statements/1.pdf');
    expect(assign).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    go('/api/statements/1.pdf');
    expect(assign).toHaveBeenCalledTimes(2);
  });

  it('a change of this page’s query stays in the document', () => {
    go('/auth?mode=signup');
    expect(pushState).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });
});
