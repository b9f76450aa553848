// better-auth's React client (server: /api/auth/*), for sign-in, sign-up, two-factor and session
// calls. Import it from lazy pages; the layout reads the session through lib/session.ts, which
// loads this module on demand.
import { createAuthClient } from 'better-auth/react';
import { twoFactorClient } from 'better-auth/client/plugins';
import { isBrowser } from '@/config/env';

export const authClient = createAuthClient({
  // Same origin as the page; there is no window while pre-rendering (and no session).
  baseURL: isBrowser ? window.location.origin : 'http://localhost',
  plugins: [twoFactorClient()],
});

export type AuthClient = typeof authClient;

export type SessionUser = NonNullable<ReturnType<typeof authClient.useSession>['data']>['user'] & {
  role?: string | null;
};

/** better-auth's own hook, when the raw session (with its session object) is needed. */
export const useSession = authClient.useSession;

export { useAuth, type AuthState } from './session';
