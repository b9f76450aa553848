import { apiKey } from '@better-auth/api-key';
import { API_KEY_PREFIXES, API_RATE_LIMIT } from '@mizani/shared';

// better-auth's API key plugin (issue 18, decision 012): it generates the secret, stores only its
// SHA-256 (and the first characters for display), checks expiry and revocation. Two
// configurations: 'default' = live keys, 'test' = sandbox keys, each with its own prefix.
// Everything else is ours: the plugin's HTTP endpoints are switched off (keys are created and
// revoked through /api/developers, which asks for the password or a second factor), its per-key
// limiter is off (services/developer/rate-limit.ts answers with RateLimit-* headers), and no key
// ever opens a session (enableSessionForAPIKeys stays false: a key reaches /api/v1 only).

/** The plugin's HTTP paths: none is reachable over HTTP (better-auth disabledPaths). */
export const API_KEY_HTTP_PATHS = [
  '/api-key/create',
  '/api-key/get',
  '/api-key/update',
  '/api-key/delete',
  '/api-key/list',
  '/api-key/verify',
  '/api-key/delete-all-expired-api-keys',
];

/** configId of each mode. */
export const API_KEY_CONFIG = { live: 'default', test: 'test' } as const;

const common = {
  defaultKeyLength: 48,
  requireName: true,
  maximumNameLength: 60,
  minimumNameLength: 2,
  enableMetadata: true,
  // Our own limiter (RateLimit-* headers, shared windows); the row's rateLimitMax/TimeWindow are
  // read by it as the key's policy.
  rateLimit: { enabled: false },
  keyExpiration: { defaultExpiresIn: null, minExpiresIn: 1, maxExpiresIn: 366 },
  // "mz_live_" plus six characters: enough to tell keys apart on the screen, useless to a thief.
  startingCharactersConfig: { shouldStore: true, charactersLength: 14 },
  enableSessionForAPIKeys: false,
};

export function apiKeysPlugin() {
  return apiKey([
    {
      ...common,
      configId: API_KEY_CONFIG.live,
      defaultPrefix: API_KEY_PREFIXES.live,
    },
    {
      ...common,
      configId: API_KEY_CONFIG.test,
      defaultPrefix: API_KEY_PREFIXES.test,
    },
  ]);
}

export const DEFAULT_KEY_RATE = {
  live: { max: API_RATE_LIMIT.live, windowMs: API_RATE_LIMIT.windowSec * 1000 },
  test: { max: API_RATE_LIMIT.test, windowMs: API_RATE_LIMIT.windowSec * 1000 },
};
