// useAuth(): the signed-in user for any component, including the always-loaded layout.
// The first answer comes from a plain GET /api/auth/get-session: better-auth's client
// (lib/auth-client.ts, 12 kB gzip) is loaded only when a page needs it (sign-in, sign-out, profile,
// the guarded areas), and from then on its session atom drives this store.
import { useCallback, useSyncExternalStore } from 'react';
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
    const v = value as { data?: { user?: SessionUser } | null; isPending?: boolean };
    // The atom starts pending: keep the plain check's answer on screen until it has its own.
    if (v.isPending && !snapshot.isPending) return;
    publish({ user: v.data?.user ?? null, isPending: !!v.isPending });
  });
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
    const data = res.ok ? ((await res.json()) as { user?: SessionUser } | null) : null;
    if (!attached) publish({ user: data?.user ?? null, isPending: false });
  } catch (err) {
    console.warn('Could not load the session', err);
    if (!attached) publish({ user: null, isPending: false });
  }
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

export function useAuth(): AuthState {
  const { user, isPending } = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => serverSnapshot,
  );
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
