// better-auth's React client (server: /api/auth/*), for sign-in, sign-up, two-factor and session
// calls. Import it from lazy pages; useAuth() and the layout read the session through
// lib/session.ts, which loads this module on demand (one way: this module never imports session).
import { createAuthClient } from 'better-auth/react';
import { phoneNumberClient, twoFactorClient } from 'better-auth/client/plugins';
import { passkeyClient } from '@better-auth/passkey/client';
import { isBrowser } from '@/config/env';
import { retryAfterSeconds } from './api';

/**
 * better-auth hands a failed call back as { status, statusText, ...body } and drops the headers,
 * so a refusal's Retry-After (429) is copied into the body as `retryAfter` (seconds) before it is
 * parsed; lib/error-messages/ turns it into "please wait N minutes".
 */
async function keepRetryAfter({ response }: { response: Response }) {
  if (response.ok) return;
  const retryAfter = retryAfterSeconds(response.headers);
  if (retryAfter === undefined) return;
  let body: unknown = null;
  try {
    body = JSON.parse(await response.clone().text());
  } catch {
    body = null;
  }
  const merged = body && typeof body === 'object' ? { ...body, retryAfter } : { retryAfter };
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify(merged), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

export const authClient = createAuthClient({
  // Same origin as the page; there is no window while pre-rendering (and no session).
  baseURL: isBrowser ? window.location.origin : 'http://localhost',
  plugins: [twoFactorClient(), passkeyClient(), phoneNumberClient()],
  fetchOptions: {
    // A network failure comes back as { error } (statusText 'Fetch Error') like any other
    // refusal, instead of a rejected promise the forms would have to catch separately. The
    // session atom handles a returned error as it did a thrown one (isPending ends).
    catchAllError: true,
    onResponse: keepRetryAfter,
  },
});

export type AuthClient = typeof authClient;

export type SessionUser = NonNullable<ReturnType<typeof authClient.useSession>['data']>['user'] & {
  role?: string | null;
  /** The account's language (issue 20): the signed-in areas speak it (lib/i18n/app-locale.ts). */
  language?: string | null;
};

/** better-auth's own hook, when the raw session (with its session object) is needed. */
export const useSession = authClient.useSession;
