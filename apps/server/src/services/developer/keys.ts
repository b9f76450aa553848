import { createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  API_RATE_LIMIT,
  API_SCOPES,
  isBusinessRole,
  parseIpAllowlist,
  roleMay,
  type ApiKeyCreate,
  type ApiKeyView,
  type ApiScope,
} from '@mizani/shared';
import { API_KEY_CONFIG } from '../../auth/api-keys.ts';
import type { ApiPrincipal, AuthService } from '../../context.ts';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { apikey } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { said } from '../i18n/refusals/index.ts';

// API keys (issue 18, decision 013). better-auth's API key plugin creates them (secret generated,
// only its SHA-256 stored, the first characters kept for display); everything after creation is
// ours: one indexed lookup per request, scopes, the IP allow-list, last use, revocation.

/** Scopes as the plugin stores permissions: "orders:write" → { orders: ["write"] }. */
export function scopesToPermissions(scopes: readonly ApiScope[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const s of scopes) {
    const [resource, action] = s.split(':') as [string, string];
    (out[resource] ??= []).push(action);
  }
  return out;
}

export function permissionsToScopes(raw: string | null): ApiScope[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== 'object') return [];
  const out: ApiScope[] = [];
  for (const [resource, actions] of Object.entries(parsed as Record<string, unknown>))
    for (const a of Array.isArray(actions) ? actions : [])
      if ((API_SCOPES as readonly string[]).includes(`${resource}:${a}`))
        out.push(`${resource}:${a}` as ApiScope);
  return out;
}

interface KeyMetadata {
  ipAllowlist?: string[];
  /** The user who created the key: for a business's key, the member who acts through it. */
  createdBy?: string;
}
function readMetadata(raw: string | null): KeyMetadata {
  try {
    const v: unknown = raw ? JSON.parse(raw) : {};
    return v && typeof v === 'object' ? (v as KeyMetadata) : {};
  } catch {
    return {};
  }
}

/** The plugin's own hash (SHA-256, base64url without padding), so our lookup finds its rows. */
export function hashKey(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** Whether an address is in the allow-list (single addresses and CIDR ranges, v4 and v6). */
export function ipAllowed(list: readonly string[], ip: string): boolean {
  if (list.length === 0) return true;
  const family = isIP(ip);
  if (!family) return false;
  const blocks = new BlockList();
  for (const entry of list) {
    const [addr, bits] = entry.split('/') as [string, string | undefined];
    const type = isIP(addr) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) blocks.addAddress(addr, type);
    else blocks.addSubnet(addr, Number(bits), type);
  }
  return blocks.check(ip, family === 6 ? 'ipv6' : 'ipv4');
}

const INVALID = 'The API key is missing, invalid, revoked or expired.';
export const CREATOR_GONE =
  "The member who created this key no longer manages this business's API keys: an owner or admin can create a new one.";
/** Last use is written at most this often per key (and whenever the address changes). */
const LAST_USE_RESOLUTION_MS = 30_000;

/** What one lookup knows of a key: enough to admit later requests without the database. */
export interface KeyRecord {
  principal: ApiPrincipal;
  enabled: boolean;
  expiresAt: number | null;
  allow: readonly string[];
  /** A business key whose business is disabled, or whose creator may no longer manage keys. */
  refusal: AppError | null;
  lastUseAt: number | null;
  lastUsedIp: string | null;
}

export const isKeySecret = (secret: string) =>
  /^mz_(live|test)_[A-Za-z0-9_-]{16,128}$/.test(secret);

/**
 * One indexed query: the key by its hash and, for a business's key, whether the business is
 * enabled and its creator still a member allowed to manage keys (their role acts through it).
 */
export async function lookupKey(db: Db, hash: string): Promise<KeyRecord | null> {
  const [row] = await queryRows<{
    id: string;
    config_id: string;
    reference_id: string;
    enabled: boolean | null;
    expires_at: Date | string | null;
    metadata: string | null;
    permissions: string | null;
    rate_limit_max: number | null;
    rate_limit_time_window: number | null;
    last_request: Date | string | null;
    last_used_ip: string | null;
    business: boolean;
    business_disabled: boolean;
    creator_role: string | null;
    creator_email: string | null;
  }>(
    db,
    sql`select k.id, k.config_id, k.reference_id, k.enabled, k.expires_at, k.metadata, k.permissions,
               k.rate_limit_max, k.rate_limit_time_window, k.last_request, k.last_used_ip,
               o.id is not null as business, o.disabled_at is not null as business_disabled,
               m.role as creator_role, u.email as creator_email
          from apikey k
          left join organization o on o.id = k.reference_id
          left join member m on m.organization_id = o.id
                            and m.user_id = (k.metadata::jsonb ->> 'createdBy')
          left join "user" u on u.id = m.user_id
         where k.key = ${hash} limit 1`,
  );
  if (!row) return null;
  const mode = row.config_id === 'test' ? 'test' : 'live';
  const role = isBusinessRole(row.creator_role) ? row.creator_role : null;
  const principal: ApiPrincipal = {
    keyId: row.id,
    holderId: row.reference_id,
    mode,
    scopes: new Set(permissionsToScopes(row.permissions)),
    rateLimit: {
      max: row.rate_limit_max ?? API_RATE_LIMIT[mode],
      windowSec: row.rate_limit_time_window
        ? Math.max(1, Math.round(row.rate_limit_time_window / 1000))
        : API_RATE_LIMIT.windowSec,
    },
  };
  let refusal: AppError | null = null;
  if (row.business) {
    if (row.business_disabled) refusal = new AppError('FORBIDDEN', said('business.disabled'));
    else if (!role || !roleMay(role, 'developers'))
      refusal = new AppError('UNAUTHORIZED', CREATOR_GONE);
    else
      principal.business = {
        actorId: readMetadata(row.metadata).createdBy!,
        actorEmail: row.creator_email ?? '',
        role,
      };
  }
  const ms = (v: Date | string | null) => (v === null ? null : new Date(v).getTime());
  return {
    principal,
    enabled: row.enabled !== false,
    expiresAt: ms(row.expires_at),
    allow: readMetadata(row.metadata).ipAllowlist ?? [],
    refusal,
    lastUseAt: ms(row.last_request),
    lastUsedIp: row.last_used_ip,
  };
}

/** The per-request checks of a key record (revocation, expiry, business, address); 401/403. */
export function admitKey(record: KeyRecord | null, ip: string, now = Date.now()): ApiPrincipal {
  if (!record || !record.enabled || (record.expiresAt !== null && record.expiresAt <= now))
    throw new AppError('UNAUTHORIZED', INVALID);
  if (record.refusal) throw record.refusal;
  if (!ipAllowed(record.allow, ip))
    throw new AppError('FORBIDDEN', `This API key may not be used from ${ip}.`);
  return record.principal;
}

/** Records last use (time and address) at most every 30 s per key, or when the address changes. */
export async function recordUse(db: Db, record: KeyRecord, ip: string, now = Date.now()) {
  if (
    record.lastUseAt !== null &&
    now - record.lastUseAt <= LAST_USE_RESOLUTION_MS &&
    record.lastUsedIp === ip
  )
    return;
  record.lastUseAt = now;
  record.lastUsedIp = ip;
  await db
    .update(apikey)
    .set({ lastRequest: new Date(now), lastUsedIp: ip })
    .where(eq(apikey.id, record.principal.keyId));
}

function view(row: typeof apikey.$inferSelect): ApiKeyView {
  const expired = !!row.expiresAt && row.expiresAt.getTime() <= Date.now();
  return {
    id: row.id,
    name: row.name ?? '',
    mode: row.configId === 'test' ? 'test' : 'live',
    start: row.start ?? '',
    scopes: permissionsToScopes(row.permissions),
    ipAllowlist: readMetadata(row.metadata).ipAllowlist ?? [],
    status: row.enabled === false ? 'revoked' : expired ? 'expired' : 'active',
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastRequest?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
  };
}

export async function listKeys(db: DbOrTx, holderId: string): Promise<ApiKeyView[]> {
  const rows = await db
    .select()
    .from(apikey)
    .where(eq(apikey.referenceId, holderId))
    .orderBy(desc(apikey.createdAt));
  return rows.map(view);
}

/** At most this many keys that are not revoked per holder. */
export const MAX_KEYS = 25;

/** Creates a key through the plugin; the secret is in the answer and nowhere else ever again. */
export async function createKey(
  db: Db,
  auth: AuthService,
  owner: { holderId: string; createdBy: string },
  input: Omit<ApiKeyCreate, 'password'> & { ipAllowlist: string },
  perMinute: number = API_RATE_LIMIT.live,
): Promise<{ key: ApiKeyView; secret: string }> {
  const { holderId, createdBy } = owner;
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(apikey)
    .where(and(eq(apikey.referenceId, holderId), eq(apikey.enabled, true)));
  if ((count?.n ?? 0) >= MAX_KEYS)
    throw new AppError('CONFLICT', said('dev.maxKeys', { max: MAX_KEYS }));
  // The plugin's configurations issue mz_live_ and mz_test_ (sandbox) keys.
  const mode = input.mode ?? 'live';
  const created = await auth.api.createApiKey({
    body: {
      userId: holderId,
      configId: API_KEY_CONFIG[mode],
      name: input.name,
      expiresIn: input.expiresIn === 'never' ? null : Number(input.expiresIn) * 86_400,
      permissions: scopesToPermissions(input.scopes ?? []),
      metadata: { ipAllowlist: parseIpAllowlist(input.ipAllowlist), createdBy },
      // The plugin's limiter stays off; these two are our limiter's policy for the key.
      rateLimitEnabled: false,
      rateLimitMax: mode === 'test' ? API_RATE_LIMIT.test : perMinute,
      rateLimitTimeWindow: API_RATE_LIMIT.windowSec * 1000,
    },
  });
  const [row] = await db.select().from(apikey).where(eq(apikey.id, created.id));
  return { key: view(row!), secret: created.key };
}

/** Revokes at once: the next request with it answers 401. 404 for another holder's key. */
export async function revokeKey(db: DbOrTx, holderId: string, id: string): Promise<ApiKeyView> {
  const [row] = await db
    .update(apikey)
    .set({ enabled: false, updatedAt: new Date() })
    .where(and(eq(apikey.id, id), eq(apikey.referenceId, holderId)))
    .returning();
  if (!row) throw notFound('API key');
  return view(row);
}
