import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleMay, type BusinessPermission, type BusinessRole } from '@mizani/shared';
import {
  createTestServer,
  NO_TRANSACTION_LIMITS,
  type TestServer,
  type TestUser,
} from '../helpers.ts';
import { ACCOUNT, addMember, createBusiness, readyBusiness } from '../business-helpers.ts';
import { apiRoutes, concrete, STATE_CHANGING } from './routes.ts';
import { PDF } from '../verification-helpers.ts';

// The access matrix with the business roles as columns (issue 17): every business route and
// every money route acting for the business, called by an owner, admin, approver, initiator,
// viewer and a non-member. A role without the route's permission gets 403, a non-member 404 (ids
// don't leak), a role with it reaches the handler (whatever the handler then says of the
// placeholder ids and empty bodies). Money routes need `view` to read and `initiate` to change.

const BUSINESS_ROUTES: Record<string, BusinessPermission> = {
  'GET /api/business/:id': 'view',
  'PUT /api/business/:id/settings': 'settings',
  'GET /api/business/:id/members': 'view',
  'POST /api/business/:id/invitations': 'members',
  'DELETE /api/business/:id/invitations/:invitationId': 'members',
  'PATCH /api/business/:id/members/:memberId': 'members',
  // Any member may leave (their own id); removing another checks `members` in the service.
  'DELETE /api/business/:id/members/:memberId': 'view',
  'GET /api/business/:id/rules': 'view',
  'PUT /api/business/:id/rules': 'settings',
  'GET /api/business/:id/approvals': 'view',
  'POST /api/business/:id/approvals/:approvalId/decision': 'approve',
  'POST /api/business/:id/approvals/:approvalId/cancel': 'view',
  // The requester or an approver (checked in the service on the request itself).
  'POST /api/business/:id/approvals/:approvalId/quote': 'view',
  'POST /api/business/:id/approvals/:approvalId/confirm': 'view',
  // Business verification (KYB, decision 019): everyone sees the status; owners and admins send it.
  'GET /api/business/:id/verification': 'view',
  'POST /api/business/:id/verification': 'verify',
  'POST /api/business/:id/verification/documents': 'verify',
  'GET /api/business/:id/verification/documents/:documentId': 'verify',
  'DELETE /api/business/:id/verification/documents/:documentId': 'verify',
};
const UPLOADS = new Set(['POST /api/business/:id/verification/documents']);
const ROLES: BusinessRole[] = ['owner', 'admin', 'approver', 'initiator', 'viewer'];

let s: TestServer;
let bizId: string;
const users = {} as Record<BusinessRole | 'outsider', TestUser>;
beforeAll(async () => {
  s = await createTestServer({ seedContent: true, settings: NO_TRANSACTION_LIMITS });
  const admin = await s.createUser({ role: 'admin' });
  users.owner = await s.createUser();
  users.outsider = await s.createUser();
  bizId = (await createBusiness(s, users.owner)).id;
  await readyBusiness(s, admin, users.owner, bizId, '1000.00');
  for (const role of ROLES.slice(1)) {
    users[role] = await s.createUser();
    await addMember(s, users.owner, bizId, users[role], role);
  }
}, 120_000);
afterAll(async () => {
  await s.close();
});

function routesUnderTest() {
  return apiRoutes(s)
    .filter((r) => r.access === 'account' || r.path.startsWith('/api/business/:id'))
    .filter((r) => !r.path.endsWith('/stream'));
}

/** Account routes whose changes need more than `initiate` (decision 017: keys and webhooks). */
const ACCOUNT_CHANGES: Record<string, BusinessPermission> = { '/api/developers/': 'developers' };

const permissionOf = (method: string, path: string, access: string | undefined) =>
  access === 'account'
    ? STATE_CHANGING.has(method)
      ? (Object.entries(ACCOUNT_CHANGES).find(([prefix]) => path.startsWith(prefix))?.[1] ??
        'initiate')
      : 'view'
    : BUSINESS_ROUTES[`${method} ${path}`];

describe('business role matrix', () => {
  it('declares a permission for every business route', () => {
    const business = apiRoutes(s)
      .filter((r) => r.path.startsWith('/api/business/:id'))
      .map((r) => `${r.method} ${r.path}`);
    expect(business.sort()).toEqual(Object.keys(BUSINESS_ROUTES).sort());
    expect(routesUnderTest().filter((r) => r.access === 'account').length).toBeGreaterThan(10);
  });

  it('answers each role by its permission and a non-member with 404', async () => {
    const failures: string[] = [];
    for (const r of routesUnderTest()) {
      const permission = permissionOf(r.method, r.path, r.access)!;
      const path = concrete(r.path.replace(':id', bizId));
      const account = r.access === 'account';
      for (const who of [...ROLES, 'outsider'] as const) {
        // A file upload takes a file body (a JSON body is refused as such, 415, before the role).
        const file = UPLOADS.has(`${r.method} ${r.path}`);
        const res = await s.request(path, {
          method: r.method,
          cookie: users[who].cookie,
          headers: {
            ...(account ? { [ACCOUNT]: bizId } : {}),
            ...(file ? { 'content-type': 'application/octet-stream' } : {}),
          },
          ...(file
            ? { body: new Uint8Array(PDF) }
            : STATE_CHANGING.has(r.method)
              ? { json: {} }
              : {}),
        });
        const allowed = who !== 'outsider' && roleMay(who, permission);
        const ok =
          who === 'outsider'
            ? res.status === 404
            : allowed
              ? ![401, 403].includes(res.status) && res.status < 500
              : res.status === 403;
        if (!ok) failures.push(`${r.method} ${r.path} as ${who} (${permission}) → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
