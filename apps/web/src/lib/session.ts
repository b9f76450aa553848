// useAuth(): the signed-in user for any component, including the always-loaded layout.
// better-auth's client (lib/auth-client.ts) is loaded on first use with a dynamic import, so it
// stays out of the home page's first-load JavaScript; its session atom then drives this store.
import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_ROLE, type Role } from '@mizani/shared/constants/roles';
import { isBrowser } from '@/config/env';
import { paths } from '@/config/paths';
import type { AuthClient, SessionUser } from './auth-client';

export type { SessionUser };

interface Snapshot {
  user: SessionUser | null;
  isPending: boolean;
}

/** Pre-rendered HTML (and hydration) is always signed out. */
const SERVER_SNAPSHOT: Snapshot = { user: null, isPending: false };
let snapshot: Snapshot = { user: null, isPending: true };
const listeners = new Set<() => void>();
let clientPromise: Promise<AuthClient> | null = null;
let started = false;

/** The better-auth client, loaded once. */
export function loadAuthClient(): Promise<AuthClient> {
  clientPromise ??= import('./auth-client').then((m) => m.authClient);
  return clientPromise;
}

function start() {
  if (started || !isBrowser) return;
  started = true;
  void loadAuthClient()
    .then((client) => {
      client.$store.atoms.session!.subscribe((value) => {
        const v = value as { data?: { user?: SessionUser } | null; isPending?: boolean };
        snapshot = { user: v.data?.user ?? null, isPending: !!v.isPending };
        listeners.forEach((l) => l());
      });
    })
    .catch((err: unknown) => {
      console.warn('Could not load the session', err);
      snapshot = { user: null, isPending: false };
      listeners.forEach((l) => l());
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
    () => SERVER_SNAPSHOT,
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
