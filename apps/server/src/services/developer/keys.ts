import { createHash } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  API_RATE_LIMIT,
  API_SCOPES,
  parseIpAllowlist,
  type ApiKeyCreate,
  type ApiKeyView,
  type ApiScope,
} from '@mizani/shared';
import { API_KEY_CONFIG } from '../../auth/api-keys.ts';
import type { ApiPrincipal, AuthService } from '../../context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { apikey } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

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
/** Last use is written at most this often per key (and whenever the address changes). */
const LAST_USE_RESOLUTION_MS = 30_000;

/** The principal of a Bearer secret, or 401/403. Records last use (time and address). */
export async function authenticateKey(db: Db, secret: string, ip: string): Promise<ApiPrincipal> {
  if (!/^mz_(live|test)_[A-Za-z0-9_-]{16,128}$/.test(secret))
    throw new AppError('UNAUTHORIZED', INVALID);
  const [row] = await db
    .select()
    .from(apikey)
    .where(eq(apikey.key, hashKey(secret)))
    .limit(1);
  if (!row || row.enabled === false || (row.expiresAt && row.expiresAt.getTime() <= Date.now()))
    throw new AppError('UNAUTHORIZED', INVALID);
  const allow = readMetadata(row.metadata).ipAllowlist ?? [];
  if (!ipAllowed(allow, ip))
    throw new AppError('FORBIDDEN', `This API key may not be used from ${ip}.`);
  if (
    !row.lastRequest ||
    Date.now() - row.lastRequest.getTime() > LAST_USE_RESOLUTION_MS ||
    row.lastUsedIp !== ip
  )
    await db
      .update(apikey)
      .set({ lastRequest: new Date(), lastUsedIp: ip })
      .where(eq(apikey.id, row.id));
  const mode = row.configId === 'test' ? 'test' : 'live';
  return {
    keyId: row.id,
    holderId: row.referenceId,
    mode,
    scopes: new Set(permissionsToScopes(row.permissions)),
    rateLimit: {
      max: row.rateLimitMax ?? API_RATE_LIMIT[mode],
      windowSec: row.rateLimitTimeWindow
        ? Math.max(1, Math.round(row.rateLimitTimeWindow / 1000))
        : API_RATE_LIMIT.windowSec,
    },
  };
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
  holderId: string,
  input: Omit<ApiKeyCreate, 'password'> & { ipAllowlist: string },
  perMinute: number = API_RATE_LIMIT.live,
): Promise<{ key: ApiKeyView; secret: string }> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(apikey)
    .where(and(eq(apikey.referenceId, holderId), eq(apikey.enabled, true)));
  if ((count?.n ?? 0) >= MAX_KEYS)
    throw new AppError(
      'CONFLICT',
      `At most ${MAX_KEYS} active keys; revoke one you no longer use.`,
    );
  // The plugin's configurations issue mz_live_ and mz_test_ (sandbox) keys.
  const mode = input.mode ?? 'live';
  const created = await auth.api.createApiKey({
    body: {
      userId: holderId,
      configId: API_KEY_CONFIG[mode],
      name: input.name,
      expiresIn: input.expiresIn === 'never' ? null : Number(input.expiresIn) * 86_400,
      permissions: scopesToPermissions(input.scopes ?? []),
      metadata: { ipAllowlist: parseIpAllowlist(input.ipAllowlist) },
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
  if (!row) throw new AppError('NOT_FOUND', 'API key not found');
  return view(row);
}
