import type { MiddlewareHandler } from 'hono';
import type { AppBindings, AppDeps, SessionUser } from '../context.ts';
import { AppError } from '../lib/errors.ts';

/** Loads the session (if any) from the cookie into c.var.user / c.var.session. */
export function loadSession(deps: AppDeps): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const result = await deps.auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
    if (result && !(result.user as { disabledAt?: Date | null }).disabledAt) {
      const u = result.user as typeof result.user & {
        role?: string;
        twoFactorEnabled?: boolean | null;
      };
      const user: SessionUser = {
        id: u.id,
        email: u.email,
        name: u.name,
        role: u.role === 'admin' ? 'admin' : 'client',
        emailVerified: u.emailVerified,
        twoFactorEnabled: Boolean(u.twoFactorEnabled),
      };
      c.set('user', user);
      c.set('session', {
        id: result.session.id,
        token: result.session.token,
        userId: result.session.userId,
        expiresAt: result.session.expiresAt,
      });
    } else {
      c.set('user', null);
      c.set('session', null);
    }
    await next();
  };
}

/** Everything mounted after this needs a signed-in user. */
export const requireSession: MiddlewareHandler<AppBindings> = async (c, next) => {
  if (!c.get('user')) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
  await next();
};

/** Everything mounted after this needs the role, decided from the server-side session only. */
export function requireRole(role: 'admin'): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user) throw new AppError('UNAUTHORIZED', 'Please sign in to continue.');
    if (user.role !== role)
      throw new AppError('FORBIDDEN', 'You don’t have access to the admin area.');
    await next();
  };
}
