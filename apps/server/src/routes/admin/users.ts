import { Hono } from 'hono';
import {
  DisableUserSchema,
  RoleChangeSchema,
  UserListQuerySchema,
  type AdminUserDetail,
  type AdminUserRow,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  clientBalances,
  countActiveSessions,
  disableUser,
  enableUser,
  findAdminUserRow,
  listAdminUserRows,
  lockActiveAdminIds,
  setUserRole,
  userActivity,
  type AdminUserSqlRow,
} from '../../db/queries/users.ts';
import { toIso, toIsoOrNull } from '../../db/queries/sql-row.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { said } from '../../services/i18n/refusals/index.ts';
import { readJson, readQuery } from '../../lib/validate.ts';
import { audit } from '../../services/audit.ts';

function toRow(r: AdminUserSqlRow): AdminUserRow {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role === 'admin' ? 'admin' : 'client',
    emailVerified: r.email_verified,
    twoFactorEnabled: r.two_factor_enabled,
    disabledAt: toIsoOrNull(r.disabled_at),
    createdAt: toIso(r.created_at),
    company: r.company,
    country: r.country,
  };
}

async function loadUser(db: DbOrTx, id: string): Promise<AdminUserSqlRow> {
  // User ids are [\w-] (better-auth's and ours); anything else, a NUL included, is not a user.
  if (!/^[\w-]{1,64}$/.test(id)) throw notFound('User');
  const row = await findAdminUserRow(db, id);
  if (!row) throw notFound('User');
  return row;
}

/** Locks the active admins and answers how many other than `exceptId` remain. */
async function otherActiveAdmins(tx: DbOrTx, exceptId: string): Promise<number> {
  return (await lockActiveAdminIds(tx)).filter((id) => id !== exceptId).length;
}

/** Admin users: mounted under /api/admin/users; the admin role is enforced at the mount. */
export function adminUsersRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;

  app.get('/', async (c) => {
    const q = readQuery(c, UserListQuerySchema);
    const cursor = decodeCursor(q.cursor ?? undefined, /^[\w-]{1,64}$/);
    const rows = await listAdminUserRows(db, { ...q, cursor });
    const page = rows.slice(0, q.limit);
    const last = page[page.length - 1];
    return c.json({
      items: page.map(toRow),
      nextCursor:
        rows.length > q.limit && last ? encodeCursor({ ts: last.cursor_ts, id: last.id }) : null,
    });
  });

  app.get('/:id', async (c) => {
    const id = c.req.param('id');
    const r = await loadUser(db, id);
    const activeSessions = await countActiveSessions(db, id);
    const activity = await userActivity(db, id);
    const detail: AdminUserDetail = {
      ...toRow(r),
      firstName: r.first_name,
      lastName: r.last_name,
      activeSessions,
      balances: await clientBalances(db, id),
      activity: activity.map((a) => ({
        at: toIso(a.created_at),
        action: a.action,
        detail: a.actor_email ? `by ${a.actor_email}` : null,
      })),
    };
    return c.json(detail);
  });

  /** Grant or revoke the admin role; at least one active admin always remains. */
  app.put('/:id/role', async (c) => {
    const id = c.req.param('id');
    const { role } = await readJson(c, RoleChangeSchema);
    const me = c.get('user')!;
    await db.transaction(async (tx) => {
      const target = await loadUser(tx, id);
      if (target.role === role) return;
      if (role === 'client' && (await otherActiveAdmins(tx, id)) === 0) {
        throw new AppError('CONFLICT', said('admin.lastAdminRole'));
      }
      await setUserRole(tx, id, role);
      await audit(tx, {
        actorId: me.id,
        actorEmail: me.email,
        action: role === 'admin' ? 'user.grant_admin' : 'user.revoke_admin',
        targetType: 'user',
        targetId: id,
        before: { role: target.role },
        after: { role },
        ip: c.get('clientIp'),
      });
    });
    return c.json(toRow(await loadUser(db, id)));
  });

  /** Disables the account; its sessions end in the same transaction. */
  app.post('/:id/disable', async (c) => {
    const id = c.req.param('id');
    const { reason } = await readJson(c, DisableUserSchema);
    const me = c.get('user')!;
    if (id === me.id) throw new AppError('CONFLICT', said('admin.disableSelf'));
    await db.transaction(async (tx) => {
      const target = await loadUser(tx, id);
      if (target.disabled_at) return;
      if (target.role === 'admin' && (await otherActiveAdmins(tx, id)) === 0) {
        throw new AppError('CONFLICT', said('admin.lastAdminDisable'));
      }
      const now = new Date();
      const sessionsEnded = await disableUser(tx, id, now);
      await audit(tx, {
        actorId: me.id,
        actorEmail: me.email,
        action: 'user.disable',
        targetType: 'user',
        targetId: id,
        before: { disabledAt: null },
        after: { disabledAt: now.toISOString(), reason, sessionsEnded },
        ip: c.get('clientIp'),
      });
    });
    return c.json(toRow(await loadUser(db, id)));
  });

  app.post('/:id/enable', async (c) => {
    const id = c.req.param('id');
    const me = c.get('user')!;
    await db.transaction(async (tx) => {
      const target = await loadUser(tx, id);
      if (!target.disabled_at) return;
      await enableUser(tx, id);
      await audit(tx, {
        actorId: me.id,
        actorEmail: me.email,
        action: 'user.enable',
        targetType: 'user',
        targetId: id,
        before: { disabledAt: toIsoOrNull(target.disabled_at) },
        after: { disabledAt: null },
        ip: c.get('clientIp'),
      });
    });
    return c.json(toRow(await loadUser(db, id)));
  });

  return app;
}
