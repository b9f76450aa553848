import type { MiddlewareHandler } from 'hono';
import { sql } from 'drizzle-orm';
import { isBusinessRole, roleMay, type BusinessPermission } from '@mizani/shared';
import type { AppBindings, AppDeps, Holder } from '../context.ts';
import { queryRows } from '../db/client.ts';
import { AppError, forbidden, notFound } from '../lib/errors.ts';
import { said } from '../services/i18n/refusals/index.ts';

/** The account switcher's choice; absent (or the user's own id) means the personal account. */
export const ACCOUNT_HEADER = 'x-mizani-account';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolves whose money the request acts on (decision 012) and checks the member's role: reads
 * need `view`, anything that changes something needs `initiate`. The membership is read on every
 * request (never cached), so a removed member loses access at once; another business's id answers
 * 404, as an id that does not exist would.
 */
export function loadHolder(deps: AppDeps): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const user = c.get('user')!;
    // Downloads are plain links, which cannot send a header: a read may name the account in ?account=.
    const safe = SAFE_METHODS.has(c.req.method);
    const wanted = (
      c.req.header(ACCOUNT_HEADER) ?? (safe ? c.req.query('account') : undefined)
    )?.trim();
    const holder =
      !wanted || wanted === user.id
        ? ({ id: user.id, kind: 'person', role: 'owner' } satisfies Holder)
        : await businessHolder(deps, user, wanted);
    assertMay(holder, safe ? 'view' : 'initiate');
    c.set('holder', holder);
    await next();
  };
}

/** The member's business as a holder, or 404 / 403 (disabled, two-factor required). */
export async function businessHolder(
  deps: AppDeps,
  user: { id: string; twoFactorEnabled: boolean },
  businessId: string,
): Promise<Holder> {
  const [row] = await queryRows<{ role: string; disabled: boolean; require_2fa: boolean }>(
    deps.database.db,
    sql`select m.role, o.disabled_at is not null as disabled, o.require_two_factor as require_2fa
          from member m join organization o on o.id = m.organization_id
         where m.organization_id = ${businessId} and m.user_id = ${user.id}`,
  );
  if (!row || !isBusinessRole(row.role)) throw notFound('Account');
  if (row.disabled) throw new AppError('FORBIDDEN', said('business.disabled'));
  if (row.require_2fa && !user.twoFactorEnabled) throw forbidden(said('business.needsTwoFactor'));
  return { id: businessId, kind: 'business', role: row.role };
}

export function assertMay(holder: Holder, permission: BusinessPermission) {
  if (!roleMay(holder.role, permission))
    throw forbidden(
      permission === 'view' ? said('business.noAccess') : said('business.roleNotAllowed'),
    );
}

/** The holder of an 'account' route (set by loadHolder). */
export const holderId = (c: { get(key: 'holder'): Holder | null }) => c.get('holder')!.id;
