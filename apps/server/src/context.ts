import type { Locale } from '@mizani/shared';
import type { Env } from './env.ts';
import type { Database } from './db/client.ts';
import type { Auth as BetterAuth } from 'better-auth';
import type { apiKey } from '@better-auth/api-key';
import type { twoFactor } from 'better-auth/plugins';
import type { Logger } from './lib/logger.ts';
import type { BusinessRole } from '@mizani/shared';
import type { SessionProof } from './services/auth/live-session.ts';

/** What every route factory receives: built once in app.ts, no module-level singletons. */
export interface AppDeps {
  env: Env;
  database: Database;
  auth: AuthService;
  logger: Logger;
  /** Background jobs and in-process caches register here so shutdown can stop them. */
  services: ServiceRegistry;
}

/**
 * What the app uses of better-auth (auth/index.ts builds the instance). Typed from the library,
 * not from auth/, so this file stays below the modules that wire auth.
 */
export interface AuthService {
  handler: (request: Request) => Promise<Response>;
  api: Pick<BetterAuth['api'], 'getSession' | 'verifyPassword' | 'changeEmail'> &
    Pick<ApiKeyEndpoints, 'createApiKey' | 'verifyApiKey' | 'updateApiKey'> &
    Pick<TwoFactorEndpoints, 'verifyTOTP' | 'verifyTwoFactorOTP'>;
}
/** The two-factor plugin's code checks, used by the step-up (routes/security.ts). */
type TwoFactorEndpoints = ReturnType<typeof twoFactor>['endpoints'];
/** The API key plugin's server calls (auth/api-keys.ts; services/developer/ uses them). */
type ApiKeyEndpoints = ReturnType<typeof apiKey>['endpoints'];

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: 'client' | 'admin';
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  /** user.language (issue 20): what the user's own notices are written in. */
  language: Locale;
}

export interface SessionInfo {
  id: string;
  token: string;
  userId: string;
  expiresAt: Date;
}

/** Who an /api/v1 request acts for (services/developer/keys.ts authenticates the Bearer key). */
export interface ApiPrincipal {
  keyId: string;
  /** The account holder the key belongs to: a person (the user) or a business. */
  holderId: string;
  mode: 'live' | 'test';
  scopes: Set<string>;
  rateLimit: { max: number; windowSec: number };
  /**
   * A business's key (decision 017): the member who created it acts through it (the requester of
   * approvals, the placer of orders); absent for a person's key.
   */
  business?: { actorId: string; actorEmail: string; role: BusinessRole };
}

/**
 * Whose money is on screen (decision 012): the signed-in person, or a business they are a member
 * of, chosen by the X-Mizani-Account header and re-checked against the membership on every request.
 */
export interface Holder {
  id: string;
  kind: 'person' | 'business';
  /** The member's role; a person is the owner of their own account. */
  role: BusinessRole;
}

/** Hono typing for our context variables. */
export interface AppBindings {
  Variables: {
    requestId: string;
    log: Logger;
    clientIp: string;
    user: SessionUser | null;
    session: SessionInfo | null;
    /**
     * A cached session that the route's writing statement confirms itself, instead of the
     * middleware's query (middleware/session.ts, decision 024); set on those routes only.
     */
    sessionProof?: SessionProof;
    /** Set on /api/v1 only (middleware/api-key.ts). */
    apiKey?: ApiPrincipal;
    /** Whose money the request acts on (middleware/holder.ts); set on 'account' routes only. */
    holder: Holder | null;
    /** Set on page responses only: the nonce of their style elements (middleware/security-headers.ts). */
    styleNonce?: string;
  };
}

export class ServiceRegistry {
  private stops: (() => Promise<void> | void)[] = [];
  private items = new Map<string, unknown>();
  onStop(fn: () => Promise<void> | void) {
    this.stops.push(fn);
  }
  set<T>(name: string, value: T) {
    this.items.set(name, value);
    return value;
  }
  get<T>(name: string): T | undefined {
    return this.items.get(name) as T | undefined;
  }
  async stopAll() {
    for (const fn of this.stops.reverse()) await fn();
    this.stops = [];
  }
}
