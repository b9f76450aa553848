import { z } from 'zod';
import { KEY_SPEC } from './services/storage/document-crypto.ts';
import { chainTokens, MPESA_REQUIRED, MTN_MOMO_REQUIRED } from './env-values.ts';

// Environment read once and checked; a wrong value stops the process with a clear message.
const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback unless said otherwise: a development server (demo admin password) stays on this machine. */
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  BETTER_AUTH_URL: z.string().url().optional(),
  BETTER_AUTH_SECRET: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Mizani <no-reply@mizani.example>'),
  TRUSTED_PROXIES: z.string().default(''),
  /** Extra browser origins allowed to send state-changing requests, comma-separated (besides BETTER_AUTH_URL). */
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .refine(
      (v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean)
          .every((o) => URL.canParse(o)),
      'TRUSTED_ORIGINS must be a comma-separated list of URLs',
    ),
  ALLOW_EMBEDDED_DB_IN_PRODUCTION: bool,
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  RATE_FEED: z.enum(['auto', 'simulated', 'manual']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  METRICS_TOKEN: z.string().optional(),
  WEB_DIST: z.string().optional(),
  /** Requests a minute each new API key may make (issue 18; the bench raises it). */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(600),
  WORKERS: z.enum(['on', 'off']).default('on'),
  /** Live-rates streams (SSE) open at once on one instance, every address together; past it 503. */
  RATE_STREAMS_MAX: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
  /** Graceful stop: keep serving (Connection: close) this long before closing; default 5000 in production, 0 otherwise. */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  /** Security scan only (scripts/security-scan.sh): the public forms skip their per-IP limit. Refused in production. */
  FORMS_RATE_LIMIT_OFF: bool,
  /** Client documents (issue 22): AES-256-GCM key "<id>:<base64 of 32 bytes>"; required in production. */
  DOCUMENTS_ENCRYPTION_KEY: z
    .string()
    .regex(KEY_SPEC, 'DOCUMENTS_ENCRYPTION_KEY must look like <id>:<base64 of 32 bytes>')
    .optional(),
  /** Earlier keys, comma-separated, that still open documents sealed before a rotation. */
  DOCUMENTS_ENCRYPTION_PREVIOUS_KEYS: z
    .string()
    .refine(
      (v) => v.split(',').every((k) => KEY_SPEC.test(k.trim())),
      'DOCUMENTS_ENCRYPTION_PREVIOUS_KEYS must be a comma-separated list of <id>:<base64 of 32 bytes>',
    )
    .optional(),
  /** An S3-compatible object store for documents instead of DATA_DIR/documents. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Bulk-SMS gateway (HTTP adapter, services/sms/transport.ts); unset: texts stay in the outbox and the log. */
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_USERNAME: z.string().optional(),
  SMS_API_KEY: z.string().optional(),
  SMS_SENDER_ID: z.string().max(11).optional(),
  /**
   * Payment rails (docs/payments.md). simulated: every rail talks to its simulator on loopback
   * (refused in production); live: each configured rail talks to its provider; off: no rail, the
   * admin confirms deposits and payouts by hand. auto: simulated outside production, else live.
   */
  RAILS: z.enum(['auto', 'simulated', 'live', 'off']).default('auto'),
  /** M-Pesa (Safaricom Daraja): all of these for RAILS=live with M-Pesa. */
  MPESA_BASE_URL: z.string().url().optional(),
  MPESA_CONSUMER_KEY: z.string().optional(),
  MPESA_CONSUMER_SECRET: z.string().optional(),
  MPESA_SHORTCODE: z.string().optional(),
  MPESA_PASSKEY: z.string().optional(),
  MPESA_B2C_SHORTCODE: z.string().optional(),
  MPESA_INITIATOR_NAME: z.string().optional(),
  MPESA_SECURITY_CREDENTIAL: z.string().optional(),
  /** Addresses M-Pesa's callbacks come from (comma-separated IPs); others are refused. */
  MPESA_CALLBACK_SOURCES: z.string().default(''),
  /** MTN MoMo Open API (Collections + Disbursements): all of these for RAILS=live with MoMo. */
  MTN_MOMO_BASE_URL: z.string().url().optional(),
  MTN_MOMO_API_USER: z.string().optional(),
  MTN_MOMO_API_KEY: z.string().optional(),
  MTN_MOMO_COLLECTION_KEY: z.string().optional(),
  MTN_MOMO_DISBURSEMENT_KEY: z.string().optional(),
  /** X-Target-Environment per currency, e.g. `GHS:mtnghana,ZMW:mtnzambia`. */
  MTN_MOMO_ENVIRONMENTS: z.string().default(''),
  /** Addresses MTN MoMo's callbacks come from (comma-separated IPs); others are refused. */
  MTN_MOMO_CALLBACK_SOURCES: z.string().default(''),
  /** Bank payouts (pain.001): the name on our payment files, and the account we pay from per currency, `CCY:IBAN:BIC,…`. */
  BANK_DEBTOR_NAME: z.string().default('Mizani'),
  /** Empty outside production: the simulated bank's account for every currency. */
  BANK_DEBTOR_ACCOUNTS: z.string().default(''),
  /**
   * Fault tests only, refused in production: `rails-before-ledger` kills the process between a
   * rail's answer and the ledger; `pay-in-before-confirm` between a transfer's pay-in credited and
   * the transfer confirmed from it.
   */
  MIZANI_FAILPOINT: z.enum(['rails-before-ledger', 'pay-in-before-confirm']).optional(),
  /** Seconds a collection may wait for its callback before the status query asks the rail. */
  RAILS_STATUS_AFTER_SEC: z.coerce.number().int().min(1).default(45),
  /**
   * Seconds between the safety-net polls of the loops the database wakes (workers.ts): payouts,
   * the rails' inbox, limit orders, mail, SMS, webhooks, push. Their work starts at the wake-up.
   */
  WORKER_POLL_SEC: z.coerce.number().int().min(1).max(3600).default(5),
  /**
   * Stablecoin deposits (issue 40, docs/stablecoins.md). embedded: a development EVM node started
   * in this process with test USDC and USDT (refused in production); live: the node at
   * CHAIN_RPC_URL; off: no chain. auto: live when CHAIN_RPC_URL is set, otherwise off
   * (`npm start` sets CHAIN=embedded).
   */
  CHAIN: z.enum(['auto', 'embedded', 'live', 'off']).default('auto'),
  CHAIN_RPC_URL: z.string().url().optional(),
  CHAIN_ID: z.coerce.number().int().min(1).optional(),
  /** The network's name as stored with each address (lower case), e.g. ethereum, polygon, base. */
  CHAIN_NETWORK: z
    .string()
    .regex(/^[a-z][a-z0-9-]{1,30}$/, 'CHAIN_NETWORK must be a lower-case name like ethereum')
    .optional(),
  /** The accepted tokens' contracts: `USDC:0x…,USDT:0x…`. */
  CHAIN_TOKENS: z.string().default(''),
  /** Blocks on top of a deposit's own before it is credited (its block counts as the first). */
  CHAIN_CONFIRMATIONS: z.coerce.number().int().min(1).max(10_000).optional(),
  /** The account-level extended PUBLIC key (m/44'/60'/0'); a private key is refused. */
  CHAIN_XPUB: z.string().optional(),
  /** The first block to read on a chain never read before (default: the head at first start). */
  CHAIN_START_BLOCK: z.coerce.number().int().min(0).optional(),
  /** Blocks read per getLogs call. */
  CHAIN_BATCH_BLOCKS: z.coerce.number().int().min(1).max(100_000).default(500),
  /** The embedded development node's port (CHAIN=embedded). */
  CHAIN_EMBEDDED_PORT: z.coerce.number().int().min(0).max(65535).default(8545),
  /** The signer process (on-chain payouts): its loopback URL and the shared HMAC secret. */
  CHAIN_SIGNER_URL: z.string().url().optional(),
  CHAIN_SIGNER_SECRET: z.string().optional(),
  /** Passkeys: relying party id (a registrable domain) and the page origin; default from BETTER_AUTH_URL. */
  PASSKEY_RP_ID: z.string().optional(),
  PASSKEY_ORIGIN: z.string().url().optional(),
  /**
   * Web Push (issue 39, docs/notifications.md): on unless off. VAPID keys (web-push
   * generateVAPIDKeys, base64url) and the subject (mailto: or https:) push services may contact;
   * required in production with PUSH=on, generated once and kept in the database otherwise.
   */
  PUSH: z.enum(['on', 'off']).default('on'),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{86,88}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{42,44}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: or https:// URL')
    .optional(),
  /** OpenID Connect providers, comma-separated ids; each reads OIDC_<ID>_ISSUER, _CLIENT_ID, _CLIENT_SECRET, _LABEL. */
  OIDC_PROVIDERS: z.string().default(''),
});

/** One "Continue with …" provider (OIDC_PROVIDERS). */
export interface OidcProviderConfig {
  id: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  label: string;
}

/** Reads each provider named in OIDC_PROVIDERS from its OIDC_<ID>_* variables. */
function oidcProviders(list: string, source: Record<string, string>, problems: string[]) {
  const out: OidcProviderConfig[] = [];
  for (const id of list
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean)) {
    if (!/^[a-z0-9][a-z0-9-]{0,30}$/.test(id)) {
      problems.push(`OIDC_PROVIDERS: "${id}" must be lower-case letters, digits and dashes`);
      continue;
    }
    const key = `OIDC_${id.toUpperCase().replaceAll('-', '_')}`;
    const read = (name: string) => source[`${key}_${name}`];
    const [issuer, clientId, clientSecret] = [
      read('ISSUER'),
      read('CLIENT_ID'),
      read('CLIENT_SECRET'),
    ];
    if (!issuer || !URL.canParse(issuer) || !clientId || !clientSecret) {
      problems.push(
        `${key}_ISSUER (a URL), ${key}_CLIENT_ID and ${key}_CLIENT_SECRET are required`,
      );
      continue;
    }
    out.push({
      id,
      issuer: issuer.replace(/\/+$/, ''),
      clientId,
      clientSecret,
      label: read('LABEL') ?? id,
    });
  }
  return out;
}

export type Env = z.infer<typeof EnvSchema> & {
  BETTER_AUTH_SECRET: string;
  BETTER_AUTH_URL: string;
  PASSKEY_RP_ID: string;
  PASSKEY_ORIGIN: string;
  oidcProviders: OidcProviderConfig[];
};

/** What stops the chain rail in production: a missing or unsafe setting (docs/stablecoins.md). */
function chainProblems(env: z.infer<typeof EnvSchema>): string[] {
  if (env.CHAIN === 'embedded')
    return ['CHAIN=embedded is for development and tests, never production'];
  if (env.CHAIN === 'off' || (env.CHAIN === 'auto' && !env.CHAIN_RPC_URL)) return [];
  const problems: string[] = [];
  if (!env.CHAIN_RPC_URL) problems.push('CHAIN_RPC_URL is required for the chain rail');
  else if (
    !env.CHAIN_RPC_URL.startsWith('https://') &&
    !/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:|\/|$)/.test(env.CHAIN_RPC_URL)
  )
    problems.push('CHAIN_RPC_URL must be https:// (or a node on this machine) in production');
  if (!env.CHAIN_ID) problems.push('CHAIN_ID is required with CHAIN_RPC_URL');
  if (!env.CHAIN_NETWORK) problems.push('CHAIN_NETWORK is required with CHAIN_RPC_URL');
  const tokens = chainTokens(env.CHAIN_TOKENS);
  if (!tokens?.length)
    problems.push('CHAIN_TOKENS must list the accepted contracts, e.g. USDC:0x…,USDT:0x…');
  if (!env.CHAIN_CONFIRMATIONS) problems.push('CHAIN_CONFIRMATIONS is required with CHAIN_RPC_URL');
  if (!env.CHAIN_XPUB) problems.push('CHAIN_XPUB (an extended public key) is required');
  return problems;
}

const DEV_SECRET = 'mizani-development-secret-do-not-use-in-production-0000';

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (FOO= in a unit file or a test harness) means "not set", not "set to ''".
  const present = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (Boolean(parsed.data.S3_ENDPOINT) !== Boolean(parsed.data.S3_BUCKET))
    throw new Error('Invalid environment:\n  S3_ENDPOINT and S3_BUCKET are set together');
  const authUrl = parsed.data.BETTER_AUTH_URL ?? `http://localhost:${parsed.data.PORT}`;
  const configProblems: string[] = [];
  const env = {
    ...parsed.data,
    BETTER_AUTH_URL: authUrl,
    PASSKEY_RP_ID: parsed.data.PASSKEY_RP_ID ?? new URL(authUrl).hostname,
    PASSKEY_ORIGIN: new URL(parsed.data.PASSKEY_ORIGIN ?? authUrl).origin,
    oidcProviders: oidcProviders(
      parsed.data.OIDC_PROVIDERS,
      present as Record<string, string>,
      configProblems,
    ),
  };
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
    configProblems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together');
  if (env.SMS_GATEWAY_URL && !env.SMS_API_KEY)
    configProblems.push('SMS_API_KEY is required with SMS_GATEWAY_URL');
  // WebAuthn: the page's host must be the RP id or a subdomain of it.
  const originHost = new URL(env.PASSKEY_ORIGIN).hostname;
  if (originHost !== env.PASSKEY_RP_ID && !originHost.endsWith(`.${env.PASSKEY_RP_ID}`))
    configProblems.push('PASSKEY_ORIGIN must be on PASSKEY_RP_ID or one of its subdomains');
  // The server holds no private key, ever (docs/stablecoins.md): an xprv is refused everywhere.
  if (env.CHAIN_XPUB && !/^[xt]pub[1-9A-HJ-NP-Za-km-z]{100,112}$/.test(env.CHAIN_XPUB))
    configProblems.push('CHAIN_XPUB must be an extended public key (xpub…), never a private key');
  if (env.CHAIN_TOKENS && !chainTokens(env.CHAIN_TOKENS))
    configProblems.push('CHAIN_TOKENS must look like USDC:0x<40 hex>,USDT:0x<40 hex>');
  // The signer is asked over loopback only, with a shared secret (docs/stablecoins.md).
  if (
    env.CHAIN_SIGNER_URL &&
    !/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/?$/.test(env.CHAIN_SIGNER_URL)
  )
    configProblems.push('CHAIN_SIGNER_URL must be a loopback http:// address (the signer process)');
  if (env.CHAIN_SIGNER_URL && (env.CHAIN_SIGNER_SECRET ?? '').length < 32)
    configProblems.push('CHAIN_SIGNER_SECRET (32+ characters) is required with CHAIN_SIGNER_URL');
  if (configProblems.length)
    throw new Error(`Invalid environment:\n  ${configProblems.join('\n  ')}`);
  if (env.NODE_ENV === 'production') {
    const problems: string[] = [];
    if (
      !env.BETTER_AUTH_SECRET ||
      env.BETTER_AUTH_SECRET.length < 32 ||
      env.BETTER_AUTH_SECRET === DEV_SECRET
    )
      problems.push('BETTER_AUTH_SECRET must be set to a random value of at least 32 characters');
    if (!env.BETTER_AUTH_URL.startsWith('https://'))
      problems.push('BETTER_AUTH_URL must be an https:// URL in production');
    if (!env.DATABASE_URL && !env.ALLOW_EMBEDDED_DB_IN_PRODUCTION)
      problems.push(
        'DATABASE_URL is required in production (or set ALLOW_EMBEDDED_DB_IN_PRODUCTION=true)',
      );
    if (!env.DOCUMENTS_ENCRYPTION_KEY)
      problems.push(
        'DOCUMENTS_ENCRYPTION_KEY must be set (client documents are encrypted at rest; docs/compliance.md)',
      );
    if (!env.PASSKEY_ORIGIN.startsWith('https://'))
      problems.push('PASSKEY_ORIGIN must be an https:// origin in production (WebAuthn)');
    if (env.oidcProviders.some((p) => !p.issuer.startsWith('https://')))
      problems.push('Every OIDC_<ID>_ISSUER must be an https:// URL in production');
    if (env.MIZANI_FAILPOINT)
      problems.push('MIZANI_FAILPOINT is for fault tests, never production');
    if (env.RAILS === 'simulated')
      problems.push('RAILS=simulated is for development and tests, never production');
    if (env.RAILS !== 'off' && env.MPESA_BASE_URL) {
      for (const name of MPESA_REQUIRED)
        if (!env[name]) problems.push(`${name} is required with MPESA_BASE_URL`);
      if (!env.MPESA_BASE_URL.startsWith('https://'))
        problems.push('MPESA_BASE_URL must be an https:// URL in production');
      if (!env.MPESA_CALLBACK_SOURCES)
        problems.push('MPESA_CALLBACK_SOURCES must list the addresses M-Pesa calls back from');
    }
    if (env.RAILS !== 'off' && env.MTN_MOMO_BASE_URL) {
      for (const name of MTN_MOMO_REQUIRED)
        if (!env[name]) problems.push(`${name} is required with MTN_MOMO_BASE_URL`);
      if (!env.MTN_MOMO_BASE_URL.startsWith('https://'))
        problems.push('MTN_MOMO_BASE_URL must be an https:// URL in production');
      if (!env.MTN_MOMO_CALLBACK_SOURCES)
        problems.push('MTN_MOMO_CALLBACK_SOURCES must list the addresses MTN MoMo calls back from');
    }
    problems.push(...chainProblems(env));
    if (env.SMS_GATEWAY_URL && !env.SMS_GATEWAY_URL.startsWith('https://'))
      problems.push('SMS_GATEWAY_URL must be an https:// URL in production');
    if (env.PUSH === 'on' && (!env.VAPID_PUBLIC_KEY || !env.VAPID_SUBJECT))
      problems.push(
        'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT must be set for Web Push (or PUSH=off; docs/notifications.md)',
      );
    if (env.FORMS_RATE_LIMIT_OFF)
      problems.push('FORMS_RATE_LIMIT_OFF is for security scans on loopback, never production');
    if (problems.length)
      throw new Error(`Refusing to start in production:\n  ${problems.join('\n  ')}`);
    // Production never gets the demo users (known passwords) or the simulated feed by default,
    // even on an allowed embedded database; SEED_DEMO / RATE_FEED can still force them.
    if (env.SEED_DEMO === 'auto') env.SEED_DEMO = 'false';
    if (env.RATE_FEED === 'auto') env.RATE_FEED = 'manual';
  }
  return { ...env, BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET ?? DEV_SECRET };
}
