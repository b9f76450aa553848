import { randomUUID } from 'node:crypto';
import type { TestServer } from '../helpers.ts';
import { routeTable } from '../../src/routes/index.ts';

export type Access = 'public' | 'optional' | 'session' | 'account' | 'admin' | 'apikey';
export interface ApiRoute {
  method: string;
  path: string;
  access: Access;
}

/**
 * Every API endpoint of the built app (from Hono's own route list), each with the access its
 * mount in routes/index.ts declares. A route under no declared prefix has access undefined, which
 * the access test treats as a failure — so a new route cannot be forgotten.
 */
export function apiRoutes(
  s: TestServer,
): (Omit<ApiRoute, 'access'> & { access: Access | undefined })[] {
  const table = routeTable(s.deps).map(([prefix, access]) => [`/api${prefix}`, access] as const);
  const seen = new Set<string>();
  const out: (Omit<ApiRoute, 'access'> & { access: Access | undefined })[] = [];
  for (const r of s.app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/') || r.path.startsWith('/api/auth'))
      continue;
    if (r.path.endsWith('*')) continue;
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const match = table
      .filter(([prefix]) => r.path === prefix || r.path.startsWith(`${prefix}/`))
      .sort((a, b) => b[0].length - a[0].length)[0];
    out.push({ method: r.method, path: r.path, access: match?.[1] });
  }
  return out;
}

/** Fills :params with ids that belong to nobody. */
export function concrete(path: string): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, (_m, name: string) =>
    /pair/i.test(name) ? 'USD-KES' : randomUUID(),
  );
}

export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
