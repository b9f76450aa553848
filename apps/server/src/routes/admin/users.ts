import { Hono } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import {
  DisableUserSchema,
  RoleChangeSchema,
  UserListQuerySchema,
  type AdminUserDetail,
  type AdminUserRow,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../../context.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { adminSettings, session, user } from '../../db/schema/index.ts';
import { containsPattern, decodeCursor, encodeCursor } from '../../db/queries/admin-requests.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { readJson, readQuery } from '../../lib/validate.ts';
import { audit } from '../../services/audit.ts';

interface UserRow {
  id: string;
  email: string;
  name: string;
  role: string;
  email_verified: boolean;
  two_factor_enabled: boolean;
  disabled_at: string | Date | null;
  created_at: string | Date;
  company: string | null;
  country: string | null;
  first_name: string | null;
  last_name: string | null;
  cursor_ts: string;
}
const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
function toRow(r: UserRow): AdminUserRow {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role === 'admin' ? 'admin' : 'client',
    emailVerified: r.email_verified,
    twoFactorEnabled: r.two_factor_enabled,
    disabledAt: iso(r.disabled_at),
    createdAt: iso(r.created_at)!,
    company: r.company,
    country: r.country,
  };
}

const SELECT_USER = sql`select u.id, u.email, u.name, u.role, u.email_verified, u.two_factor_enabled, u.disabled_at, u.created_at,
  p.company, p.country, p.first_name, p.last_name,
  to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_ts
  from "user" u left join user_profiles p on p.user_id = u.id`;

async function loadUser(db: DbOrTx, id: string): Promise<UserRow> {
  // User ids are [\w-] (better-auth's and ours); anything else, a NUL included, is not a user.
  if (!/^[\w-]{1,64}$/.test(id)) throw notFound('User');
  const [row] = await queryRows<UserRow>(db, sql`${SELECT_USER} where u.id = ${id}`);
  if (!row) throw notFound('User');
  return row;
}

/** Locks the active admins and answers whether any other than `exceptId` remains. */
async function otherActiveAdmins(tx: DbOrTx, exceptId: string): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from "user" where role = 'admin' and disabled_at is null order by id for update`,
  );
  return rows.filter((r) => r.id !== exceptId).length;
}

/** Wallet balances: the client's ledger accounts (one per currency), kept by the ledger service. */
async function balancesOf(
  db: DbOrTx,
  userId: string,
): Promise<{ currency: string; balance: string }[]> {
  return queryRows<{ currency: string; balance: string }>(
    db,
    sql`select currency, balance::text as balance from ledger_accounts where kind = 'client' and user_id = ${userId} order by currency`,
  );
}

/** Admin users: mounted under /api/admin/users; the admin role is enforced at the mount. */
export function adminUsersRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const { db } = deps.database;

  app.get('/', async (c) => {
    const q = readQuery(c, UserListQuerySchema);
    const cursor = decodeCursor(q.cursor ?? undefined, /^[\w-]{1,64}$/);
    const where = [sql`true`];
    if (q.role) where.push(sql`u.role = ${q.role}`);
    if (q.status === 'disabled') where.push(sql`u.disabled_at is not null`);
    if (q.status === 'active') where.push(sql`u.disabled_at is null`);
    if (q.q) {
      const p = containsPattern(q.q);
      where.push(
        sql`(u.email ilike ${p} or u.name ilike ${p} or coalesce(p.company, '') ilike ${p})`,
      );
    }
    // User ids are not UUIDs everywhere (better-auth generates its own), so the cursor id is text.
    if (cursor) where.push(sql`(u.created_at, u.id) < (${cursor.ts}::timestamptz, ${cursor.id})`);
    const rows = await queryRows<UserRow>(
      db,
      sql`${SELECT_USER} where ${sql.join(where, sql` and `)} order by u.created_at desc, u.id desc limit ${q.limit + 1}`,
    );
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
    const [sessions] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from session where user_id = ${id} and expires_at > now()`,
    );
    const activity = await queryRows<{
      created_at: string | Date;
      action: string;
      actor_email: string | null;
      target_type: string | null;
    }>(
      db,
      sql`select created_at, action, actor_email, target_type from audit_log
        where actor_id = ${id} or (target_type = 'user' and target_id = ${id})
        order by id desc limit 20`,
    );
    const detail: AdminUserDetail = {
      ...toRow(r),
      firstName: r.first_name,
      lastName: r.last_name,
      activeSessions: Number(sessions?.n ?? 0),
      balances: await balancesOf(db, id),
      activity: activity.map((a) => ({
        at: iso(a.created_at)!,
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
        throw new AppError(
          'CONFLICT',
          'At least one admin must remain, so this admin role cannot be removed.',
        );
      }
      await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, id));
      // Notification recipients are read from admin_settings: only admins have a row.
      if (role === 'admin')
        await tx.insert(adminSettings).values({ userId: id }).onConflictDoNothing();
      else await tx.delete(adminSettings).where(eq(adminSettings.userId, id));
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
    if (id === me.id) throw new AppError('CONFLICT', 'You cannot disable your own account.');
    await db.transaction(async (tx) => {
      const target = await loadUser(tx, id);
      if (target.disabled_at) return;
      if (target.role === 'admin' && (await otherActiveAdmins(tx, id)) === 0) {
        throw new AppError(
          'CONFLICT',
          'At least one admin must remain, so this account cannot be disabled.',
        );
      }
      const now = new Date();
      await tx.update(user).set({ disabledAt: now, updatedAt: now }).where(eq(user.id, id));
      const ended = await tx
        .delete(session)
        .where(eq(session.userId, id))
        .returning({ id: session.id });
      await audit(tx, {
        actorId: me.id,
        actorEmail: me.email,
        action: 'user.disable',
        targetType: 'user',
        targetId: id,
        before: { disabledAt: null },
        after: { disabledAt: now.toISOString(), reason, sessionsEnded: ended.length },
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
      await tx
        .update(user)
        .set({ disabledAt: null, updatedAt: new Date() })
        .where(and(eq(user.id, id)));
      await audit(tx, {
        actorId: me.id,
        actorEmail: me.email,
        action: 'user.enable',
        targetType: 'user',
        targetId: id,
        before: { disabledAt: iso(target.disabled_at) },
        after: { disabledAt: null },
        ip: c.get('clientIp'),
      });
    });
    return c.json(toRow(await loadUser(db, id)));
  });

  return app;
}
