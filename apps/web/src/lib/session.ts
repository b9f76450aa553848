// useAuth(): the signed-in user for any component, including the always-loaded layout.
// The first answer comes from a plain GET /api/auth/get-session: better-auth's client
// (lib/auth-client.ts, 12 kB gzip) is loaded only when a page needs it (sign-in, sign-out, profile,
// the guarded areas), and from then on its session atom drives this store.
import {
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { InsideIsland } from '@/lib/island';
import { useNavigate } from '@/lib/nav';
import { DEFAULT_ROLE, type Role } from '@mizani/shared/constants/roles';
import { isBrowser } from '@/config/env';
import { paths } from '@/config/paths';
import type { AuthClient, SessionUser } from './auth-client';

export type { SessionUser };

interface Snapshot {
  user: SessionUser | null;
  isPending: boolean;
}

/** Pre-rendered HTML (and hydration) is always signed out... */
const SIGNED_OUT: Snapshot = { user: null, isPending: false };
let serverSnapshot = SIGNED_OUT;
/**
 * ...except a signed-in area's shell (scripts/prerender.ts: /dashboard), drawn as the browser draws
 * it while the session check is under way.
 */
export function renderingSessionPending(pending: boolean) {
  serverSnapshot = pending ? { user: null, isPending: true } : SIGNED_OUT;
}
let snapshot: Snapshot = { user: null, isPending: true };
const listeners = new Set<() => void>();
let clientPromise: Promise<AuthClient> | null = null;
let started = false;

/** The better-auth client, loaded once; from then on its session atom drives this store. */
export function loadAuthClient(): Promise<AuthClient> {
  clientPromise ??= import('./auth-client').then((m) => {
    attach(m.authClient);
    return m.authClient;
  });
  return clientPromise;
}

let attached = false;
function attach(client: AuthClient) {
  attached = true;
  client.$store.atoms.session!.subscribe((value) => {
    const v = value as {
      data?: { user?: SessionUser } | null;
      isPending?: boolean;
      error?: { status?: number } | null;
      refetch?: () => unknown;
    };
    // The atom starts pending: keep the plain check's answer on screen until it has its own.
    if (v.isPending && !snapshot.isPending) return;
    // A check that failed (the server unreachable, a 503 while our database restarts) says
    // nothing about the session: keep what is on screen and ask again later. Only a 401 or an
    // answer of "no session" signs the person out here (issue 42).
    if (v.error && v.error.status !== 401) {
      recheckLater(() => void v.refetch?.());
      return;
    }
    recheckAttempt = 0;
    publish({ user: v.data?.user ?? null, isPending: !!v.isPending });
  });
}

let recheckAttempt = 0;
let recheckTimer: ReturnType<typeof setTimeout> | undefined;
/** Asks again after 1, 2, 4 … 30 s (or the server's Retry-After), one timer at a time. */
function recheckLater(check: () => void, retryAfterSec?: number) {
  if (recheckTimer) return;
  const backoff = Math.min(30_000, 1_000 * 2 ** recheckAttempt++);
  const delay = retryAfterSec ? Math.max(retryAfterSec * 1_000, backoff) : backoff;
  recheckTimer = setTimeout(() => {
    recheckTimer = undefined;
    check();
  }, delay);
}

function publish(next: Snapshot) {
  snapshot = next;
  listeners.forEach((l) => l());
}

/** The session without better-auth's client: same endpoint, same cookie. */
async function checkSession() {
  if (attached) return;
  try {
    const res = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
    if (res.status >= 500) {
      // Not an answer about the session (issue 42): stay as we are and ask again.
      const retryAfter = Number(res.headers.get('retry-after')) || undefined;
      recheckLater(() => void checkSession(), retryAfter);
      return;
    }
    recheckAttempt = 0;
    const data = res.ok ? ((await res.json()) as { user?: SessionUser } | null) : null;
    if (!attached) publish({ user: data?.user ?? null, isPending: false });
  } catch (err) {
    // Offline or the server unreachable: no answer either, so no sign-out.
    console.warn('Could not load the session', err);
    recheckLater(() => void checkSession());
  }
}

/**
 * After signing in: the session as the server now has it, on screen before the next screen's
 * guard asks. better-auth's client refetches its own a moment later; navigating before that
 * would bounce a guarded page back to /auth (React renders the next screen at once).
 */
export async function refreshSession() {
  const res = await fetch('/api/auth/get-session', { credentials: 'same-origin' }).catch(
    () => null,
  );
  if (!res?.ok) return;
  const data = (await res.json().catch(() => null)) as { user?: SessionUser } | null;
  if (data?.user) publish({ user: data.user, isPending: false });
}

/**
 * Starts the session check now: the app's script calls it first, so the answer comes while the
 * screen's code loads rather than after it has rendered.
 */
export function checkSessionEarly() {
  start();
}

function start() {
  if (started || !isBrowser) return;
  started = true;
  void checkSession();
  // As better-auth's client does: a tab coming back re-checks (signed in or out elsewhere).
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkSession();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  start();
  return () => {
    listeners.delete(listener);
  };
}

/** The store without React (tests): subscribe starts the first check, as useAuth does. */
export const sessionStore = { subscribe, snapshot: () => snapshot, check: checkSession };

function toRole(value: unknown): Role {
  return value === 'admin' ? 'admin' : DEFAULT_ROLE;
}

export interface AuthState {
  user: SessionUser | null;
  /** From user.role (spec §6), 'client' by default. */
  role: Role;
  isAdmin: boolean;
  /** True until the first session check answers (never during pre-rendering). */
  isLoading: boolean;
  /** Global sign-out (spec §7): revoke every session, end this one, go home. */
  signOut: () => Promise<void>;
}

const noSubscription = () => () => {};
const asPreRendered = () => serverSnapshot;

/**
 * The session as an island shows it: hydrated as pre-rendered (signed out), then each answer of
 * the store drawn in a transition, which React renders in slices. The store itself
 * (useSyncExternalStore) re-renders at once, in one task: after every island's hydration (its
 * first answer differs from the pre-rendered one) and again when the check answers, the header on
 * every page among them (issue 35: TBT).
 */
function useIslandSession(inIsland: boolean): Snapshot {
  const [shown, setShown] = useState(serverSnapshot);
  useEffect(() => {
    if (!inIsland) return;
    const show = () => startTransition(() => setShown(snapshot));
    show();
    return subscribe(show);
  }, [inIsland]);
  return shown;
}

export function useAuth(): AuthState {
  const inIsland = useContext(InsideIsland);
  // In an island the store is read through useIslandSession: here it answers as pre-rendered.
  const fromStore = useSyncExternalStore(
    inIsland ? noSubscription : subscribe,
    inIsland ? asPreRendered : () => snapshot,
    asPreRendered,
  );
  const fromIsland = useIslandSession(inIsland);
  const { user, isPending } = inIsland ? fromIsland : fromStore;
  const navigate = useNavigate();
  const role = toRole(user?.role);

  const signOut = useCallback(async () => {
    const client = await loadAuthClient();
    // Leave first: on a guarded page the session ending would make its guard redirect to /auth,
    // and that navigation would win over this one (the home page loads lazily).
    await navigate(paths.home.getHref(), { replace: true });
    try {
      await client.revokeSessions();
    } catch (err) {
      console.warn('revokeSessions failed', err);
    }
    try {
      await client.signOut();
    } catch (err) {
      // Spec §8: sign-out errors are logged; the user still leaves.
      console.warn('signOut failed', err);
    }
  }, [navigate]);

  return { user, role, isAdmin: role === 'admin', isLoading: isPending, signOut };
}
