import { z } from 'zod';
import { KEY_SPEC } from './services/storage/document-crypto.ts';

// Environment read once and checked; a wrong value stops the process with a clear message.
const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
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
  WORKERS: z.enum(['on', 'off']).default('on'),
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
});

export type Env = z.infer<typeof EnvSchema> & {
  BETTER_AUTH_SECRET: string;
  BETTER_AUTH_URL: string;
};

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
  const env = {
    ...parsed.data,
    BETTER_AUTH_URL: parsed.data.BETTER_AUTH_URL ?? `http://localhost:${parsed.data.PORT}`,
  };
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
