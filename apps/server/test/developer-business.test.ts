import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ApiScope } from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import { buildServer } from '../src/server.ts';
import { apiKeyCacheFor } from '../src/services/developer/key-cache.ts';
import {
  createTestServer,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import {
  ACCOUNT,
  addMember,
  createBusiness,
  readyBusiness,
  usdBalance,
} from './business-helpers.ts';
import {
  apiClient,
  expectAnswersMatch,
  newKey,
  type CreatedKey,
  type Recorded,
} from './developer-helpers.ts';

// Business accounts own their API keys and webhook endpoints (issue 18 with issue 17; decision
// 017): a key made while the business is selected acts on the business's money through the
// member who made it, the business's approval rules hold for API-initiated operations (202 with
// the request), only owners and admins manage keys, and a key ends with its maker's right to
// manage keys. Also: a key revoked on one instance is refused at once by another.

let s: TestServer;
let admin: TestUser;
let owner: TestUser;
let bizAdmin: TestUser;
let initiator: TestUser;
let viewer: TestUser;
let outsider: TestUser;
let bizId: string;
let payeeId: string;
const recorded: Recorded[] = [];
let call: ReturnType<typeof apiClient>;

const ALL: ApiScope[] = [
  'rates:read',
  'quotes:write',
  'orders:write',
  'wallet:read',
  'withdrawals:write',
  'webhooks:manage',
];

function keyRequest(user: TestUser, account: string | null, scopes: ApiScope[] = ALL) {
  return s.request('/api/developers/keys', {
    method: 'POST',
    cookie: user.cookie,
    headers: account ? { [ACCOUNT]: account } : {},
    json: { name: 'Treasury', scopes, ipAllowlist: '', expiresIn: '90', password: user.password },
  });
}

beforeAll(async () => {
  s = await createTestServer({ seedContent: true, settings: NO_TRANSACTION_LIMITS });
  call = apiClient(s, recorded);
  admin = await s.createUser({ role: 'admin' });
  owner = await s.createUser({ firstName: 'Olu' });
  bizAdmin = await s.createUser({ firstName: 'Ada' });
  initiator = await s.createUser({ firstName: 'Ian' });
  viewer = await s.createUser({ firstName: 'Vic' });
  outsider = await s.createUser({ firstName: 'Oscar' });
  bizId = (await createBusiness(s, owner)).id;
  payeeId = await readyBusiness(s, admin, owner, bizId, '1000.00');
  await addMember(s, owner, bizId, bizAdmin, 'admin');
  await addMember(s, owner, bizId, initiator, 'initiator');
  await addMember(s, owner, bizId, viewer, 'viewer');
  await readJson(
    s.request(`/api/business/${bizId}/rules`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: {
        rules: [
          { operation: 'withdraw', overUsd: '100', approvals: 1 },
          { operation: 'convert', overUsd: '100', approvals: 1 },
        ],
      },
    }),
  );
}, 120_000);
afterAll(async () => s?.close());

describe('business API keys', () => {
  it('owners and admins create them for the business; other members only see them; outsiders get 404', async () => {
    const made = await readJson<CreatedKey>(keyRequest(owner, bizId), 201);
    for (const who of [initiator, viewer]) expect((await keyRequest(who, bizId)).status).toBe(403);
    expect((await keyRequest(outsider, bizId)).status).toBe(404);
    await readJson(keyRequest(bizAdmin, bizId), 201);
    for (const who of [owner, bizAdmin, initiator, viewer]) {
      const { keys } = await readJson<{ keys: { id: string }[] }>(
        s.request('/api/developers/keys', { cookie: who.cookie, headers: { [ACCOUNT]: bizId } }),
      );
      expect(keys.map((k) => k.id)).toContain(made.key.id);
    }
    // The business's keys are not the owner's own, and the other way round.
    const personal = await readJson<{ keys: { id: string }[] }>(
      s.request('/api/developers/keys', { cookie: owner.cookie }),
    );
    expect(personal.keys.map((k) => k.id)).not.toContain(made.key.id);
    // Revoking: the viewer may not, the owner may; the key answers 401 at once.
    const revokePath = `/api/developers/keys/${made.key.id}/revoke`;
    const asViewer = await s.request(revokePath, {
      method: 'POST',
      cookie: viewer.cookie,
      headers: { [ACCOUNT]: bizId },
      json: {},
    });
    expect(asViewer.status).toBe(403);
    expect((await call(made.secret, 'GET', '/balances')).status).toBe(200);
    await readJson(
      s.request(revokePath, {
        method: 'POST',
        cookie: owner.cookie,
        headers: { [ACCOUNT]: bizId },
        json: {},
      }),
    );
    expect((await call(made.secret, 'GET', '/balances')).status).toBe(401);
  });

  it("acts on the business's money, never the owner's own (ownership with two accounts)", async () => {
    const biz = (await readJson<CreatedKey>(keyRequest(owner, bizId), 201)).secret;
    const own = (await readJson<CreatedKey>(keyRequest(owner, null), 201)).secret;
    const bizBalances = await call(biz, 'GET', '/balances');
    expect(
      bizBalances.body.data.find((b: { currency: string }) => b.currency === 'USD').balance,
    ).toBe('1000.00');
    const ownBalances = await call(own, 'GET', '/balances');
    expect(
      ownBalances.body.data.find(
        (b: { currency: string; balance: string }) => b.currency === 'USD' && b.balance !== '0.00',
      ),
    ).toBeUndefined();
    expect(
      (await call(biz, 'GET', '/beneficiaries')).body.data.map((b: { id: string }) => b.id),
    ).toEqual([payeeId]);
    expect((await call(own, 'GET', '/beneficiaries')).body.data).toEqual([]);
    // The owner's personal key cannot pay the business's payee.
    const steal = await call(own, 'POST', '/withdrawals', {
      json: { beneficiaryId: payeeId, currency: 'USD', amount: '10.00' },
      idem: newKey(),
    });
    expect(steal.status).toBe(404);
    const endpoint = await call(biz, 'POST', '/webhook-endpoints', {
      json: { url: 'http://127.0.0.1:65535/hook', events: ['withdrawal.paid'] },
      idem: newKey(),
    });
    expect(endpoint.status).toBe(201);
    expect((await call(own, 'GET', '/webhook-endpoints')).body.data).toEqual([]);
    const seen = await readJson<{ endpoints: { id: string }[] }>(
      s.request('/api/developers/webhooks', {
        cookie: viewer.cookie,
        headers: { [ACCOUNT]: bizId },
      }),
    );
    expect(seen.endpoints.map((e) => e.id)).toEqual([endpoint.body.endpoint.id]);
    const viewerDelete = await s.request(`/api/developers/webhooks/${endpoint.body.endpoint.id}`, {
      method: 'DELETE',
      cookie: viewer.cookie,
      headers: { [ACCOUNT]: bizId },
    });
    expect(viewerDelete.status).toBe(403);
  });

  it("applies the business's approval rules: over the threshold a withdrawal or conversion waits (202)", async () => {
    const biz = (await readJson<CreatedKey>(keyRequest(bizAdmin, bizId), 201)).secret;
    const small = await call(biz, 'POST', '/withdrawals', {
      json: { beneficiaryId: payeeId, currency: 'USD', amount: '50.00' },
      idem: newKey(),
    });
    expect(small.status, JSON.stringify(small.body)).toBe(201);
    expect(await usdBalance(s, owner, bizId)).toBe('950.00');
    const idem = newKey();
    const body = { beneficiaryId: payeeId, currency: 'USD', amount: '500.00' };
    const big = await call(biz, 'POST', '/withdrawals', { json: body, idem });
    expect(big.status, JSON.stringify(big.body)).toBe(202);
    expect(big.body.approval).toMatchObject({
      operation: 'withdraw',
      status: 'pending',
      approvalsRequired: 1,
    });
    expect(await usdBalance(s, owner, bizId)).toBe('950.00');
    const again = await call(biz, 'POST', '/withdrawals', { json: body, idem });
    expect(again.body).toEqual(big.body);
    expect(again.res.headers.get('idempotent-replayed')).toBe('true');
    // The request is the business's, asked by the key's maker: the owner approves it, it executes.
    const [requested] = await queryRows<{ requested_by: string }>(
      s.database.db,
      sql`select requested_by from business_approvals where id = ${big.body.approval.id}`,
    );
    expect(requested!.requested_by).toBe(bizAdmin.id);
    await readJson(
      s.request(`/api/business/${bizId}/approvals/${big.body.approval.id}/decision`, {
        method: 'POST',
        cookie: owner.cookie,
        json: { decision: 'approve' },
      }),
    );
    expect(await usdBalance(s, owner, bizId)).toBe('450.00');

    const q = await call(biz, 'POST', '/quotes', {
      json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '200.00' },
      idem: newKey(),
    });
    expect(q.status).toBe(201);
    const order = await call(biz, 'POST', '/orders', {
      json: { quoteId: q.body.quote.id },
      idem: newKey(),
    });
    expect(order.status, JSON.stringify(order.body)).toBe(202);
    expect(order.body.approval).toMatchObject({ operation: 'convert', status: 'pending' });
    expect(await usdBalance(s, owner, bizId)).toBe('450.00');
    const q2 = await call(biz, 'POST', '/quotes', {
      json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '20.00' },
      idem: newKey(),
    });
    const filled = await call(biz, 'POST', '/orders', {
      json: { quoteId: q2.body.quote.id },
      idem: newKey(),
    });
    expect(filled.status, JSON.stringify(filled.body)).toBe(201);
    const [placed] = await queryRows<{ placed_by: string }>(
      s.database.db,
      sql`select placed_by from trading_orders where id = ${filled.body.order.id}`,
    );
    expect(placed!.placed_by).toBe(bizAdmin.id);
  });

  it('stops when its maker may no longer manage keys, and while the business is disabled', async () => {
    const maker = await s.createUser({ firstName: 'Max' });
    await addMember(s, owner, bizId, maker, 'admin');
    const secret = (await readJson<CreatedKey>(keyRequest(maker, bizId), 201)).secret;
    expect((await call(secret, 'GET', '/balances')).status).toBe(200);
    const [m] = await queryRows<{ id: string }>(
      s.database.db,
      sql`select id from member where organization_id = ${bizId} and user_id = ${maker.id}`,
    );
    await readJson(
      s.request(`/api/business/${bizId}/members/${m!.id}`, {
        method: 'PATCH',
        cookie: owner.cookie,
        json: { role: 'initiator' },
      }),
    );
    // A write always reads the database; a read hears the trigger's notification.
    const write = await call(secret, 'POST', '/quotes', {
      json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '20.00' },
      idem: newKey(),
    });
    expect(write.status).toBe(401);
    expect(write.body.detail).toMatch(/no longer manages/);
    expect((await call(secret, 'GET', '/balances')).status).toBe(401);

    // Disabled (as an admin would): the next write is refused, and so is every read after it.
    const other = (await readJson<CreatedKey>(keyRequest(owner, bizId), 201)).secret;
    expect((await call(other, 'GET', '/balances')).status).toBe(200);
    const quote = () =>
      call(other, 'POST', '/quotes', {
        json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '20.00' },
        idem: newKey(),
      });
    await s.database.db.execute(
      sql`update organization set disabled_at = now() where id = ${bizId}`,
    );
    expect((await quote()).status).toBe(403);
    expect((await call(other, 'GET', '/balances')).status).toBe(403);
    await s.database.db.execute(
      sql`update organization set disabled_at = null where id = ${bizId}`,
    );
    expect((await quote()).status).toBe(201);
    expect((await call(other, 'GET', '/balances')).status).toBe(200);
  });
});

describe('the key cache across instances', () => {
  it('a key revoked on one instance: another refuses its next write at once and its reads when told', async () => {
    const b = await buildServer(s.env, { database: s.database, workers: false });
    try {
      const make = () =>
        readJson<CreatedKey>(keyRequest(owner, null, ['rates:read', 'quotes:write']), 201);
      const [reader, writer] = [await make(), await make()];
      const onB = (k: CreatedKey, method = 'GET') =>
        b.app.request(method === 'GET' ? '/api/v1/rates' : '/api/v1/quotes', {
          method,
          headers: {
            authorization: `Bearer ${k.secret}`,
            'content-type': 'application/json',
            'idempotency-key': newKey(),
          },
          ...(method === 'POST'
            ? { body: JSON.stringify({ sellCurrency: 'USD', buyCurrency: 'KES', amount: '20.00' }) }
            : {}),
        });
      for (const k of [reader, writer]) expect((await onB(k)).status).toBe(200);
      expect(apiKeyCacheFor(b.deps).size).toBe(2);
      const revoke = (k: CreatedKey) =>
        readJson(
          s.request(`/api/developers/keys/${k.key.id}/revoke`, {
            method: 'POST',
            cookie: owner.cookie,
            json: {},
          }),
        );
      // A write never trusts the cache: refused on B at once (its lookup reads the database).
      await revoke(writer);
      expect((await onB(writer, 'POST')).status).toBe(401);
      // B's cached read ends when the trigger's notification reaches it (milliseconds on
      // PostgreSQL, already there on PGlite); the loop is bounded well inside the cache's 30 s.
      await revoke(reader);
      let status = (await onB(reader)).status;
      for (let i = 0; status !== 401 && i < 100; i++) {
        await new Promise((r) => setTimeout(r, 20));
        status = (await onB(reader)).status;
      }
      expect(status).toBe(401);
    } finally {
      await b.close();
    }
  });
});

describe('contract', () => {
  it('every answer of this file validates against the OpenAPI document', async () => {
    const doc = await readJson<Record<string, unknown>>(s.request('/api/v1/openapi.json'));
    expect(recorded.some((r) => r.status === 202)).toBe(true);
    expectAnswersMatch(doc, recorded);
  });
});
