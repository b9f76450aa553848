import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessApproval, NeedsActionResponse } from '@mizani/shared';
import {
  createTestServer,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import {
  addMember,
  asBusiness,
  createBusiness,
  readyBusiness,
  setRules,
} from './business-helpers.ts';

// Issue 34 item 1: an approved conversion still owes a step (confirm a fresh quote), so it stays in
// the open list with its button, and one "Needs your action" count gathers every approval and
// confirmation a person owes across their businesses. Runs on PGlite and on PostgreSQL.

let s: TestServer;
let admin: TestUser;
let owner: TestUser;
let initiator: TestUser;
let approver: TestUser;
let viewer: TestUser;
let bizId: string;
beforeAll(async () => {
  s = await createTestServer({ seedContent: true, settings: NO_TRANSACTION_LIMITS });
  admin = await s.createUser({ role: 'admin' });
  owner = await s.createUser({ firstName: 'Olive' });
  initiator = await s.createUser({ firstName: 'Ian' });
  approver = await s.createUser({ firstName: 'Amy' });
  viewer = await s.createUser({ firstName: 'Vic' });
  bizId = (await createBusiness(s, owner)).id;
  await readyBusiness(s, admin, owner, bizId, '100000.00');
  await addMember(s, owner, bizId, initiator, 'initiator');
  await addMember(s, owner, bizId, approver, 'approver');
  await addMember(s, owner, bizId, viewer, 'viewer');
  await setRules(s, owner, bizId, [{ operation: 'convert', overUsd: '5000', approvals: 1 }]);
}, 240_000);
afterAll(async () => {
  await s?.close();
});

const owed = (u: TestUser) =>
  readJson<NeedsActionResponse>(s.request('/api/business/needs-action', { cookie: u.cookie }));
const openList = (u: TestUser) =>
  readJson<{ approvals: BusinessApproval[] }>(
    s.request(`/api/business/${bizId}/approvals?status=open`, { cookie: u.cookie }),
  );

describe('needs your action', () => {
  it('names who must approve in the member review of a conversion over the rule, and nobody under it', async () => {
    type Quoted = { quote: { approval?: { approvalsRequired: number; approvers: string[] } } };
    const quote = (amount: string) =>
      readJson<Quoted>(
        asBusiness(s, initiator, bizId, '/api/orders/quotes', {
          method: 'POST',
          json: { sellCurrency: 'USD', buyCurrency: 'KES', amount },
        }),
        201,
      );
    const over = (await quote('6000.00')).quote.approval!;
    expect(over.approvalsRequired).toBe(1);
    // The owner and the approver may approve; the member asking and the viewer may not.
    expect(over.approvers.map((n) => n.split(' ')[0]).sort()).toEqual(['Amy', 'Olive']);
    expect((await quote('100.00')).quote.approval).toBeUndefined();
  });

  it('keeps an approved conversion open with its Confirm step and counts what each person owes', async () => {
    const { quote } = await readJson<{ quote: { id: string } }>(
      asBusiness(s, initiator, bizId, '/api/orders/quotes', {
        method: 'POST',
        json: { sellCurrency: 'USD', buyCurrency: 'KES', amount: '6000.00' },
      }),
      201,
    );
    const { approval } = await readJson<{ approval: BusinessApproval }>(
      asBusiness(s, initiator, bizId, '/api/orders', {
        method: 'POST',
        json: { quoteId: quote.id, idempotencyKey: randomUUID() },
      }),
      202,
    );
    // Waiting: the owner and the approver owe a decision; the requester and the viewer owe nothing.
    for (const u of [owner, approver]) {
      const r = await owed(u);
      expect(r.count).toBe(1);
      expect(r.items[0]).toMatchObject({ businessId: bizId, approval: { id: approval.id } });
      expect(r.items[0]!.approval.canDecide).toBe(true);
    }
    expect((await owed(initiator)).count).toBe(0);
    expect((await owed(viewer)).count).toBe(0);

    await readJson(
      s.request(`/api/business/${bizId}/approvals/${approval.id}/decision`, {
        method: 'POST',
        cookie: approver.cookie,
        json: { decision: 'approve' },
      }),
    );
    // Approved but not done: still open, on top, with its Confirm step for the requester.
    const open = await openList(initiator);
    expect(open.approvals[0]).toMatchObject({
      id: approval.id,
      status: 'approved',
      canConfirm: true,
    });
    const all = await readJson<{ approvals: BusinessApproval[] }>(
      s.request(`/api/business/${bizId}/approvals?status=all`, { cookie: owner.cookie }),
    );
    expect(all.approvals[0]!.id).toBe(approval.id);
    // The requester now owes the confirmation; the approvers owe nothing more.
    const mine = await owed(initiator);
    expect(mine.count).toBe(1);
    expect(mine.items[0]!.approval).toMatchObject({ id: approval.id, canConfirm: true });
    expect((await owed(owner)).count).toBe(0);
    expect((await owed(approver)).count).toBe(0);

    const fresh = await readJson<{ quote: { id: string } }>(
      s.request(`/api/business/${bizId}/approvals/${approval.id}/quote`, {
        method: 'POST',
        cookie: initiator.cookie,
        json: {},
      }),
      201,
    );
    await readJson(
      s.request(`/api/business/${bizId}/approvals/${approval.id}/confirm`, {
        method: 'POST',
        cookie: initiator.cookie,
        json: { quoteId: fresh.quote.id },
      }),
    );
    expect((await owed(initiator)).count).toBe(0);
    expect((await openList(owner)).approvals).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await s.request('/api/business/needs-action')).status).toBe(401);
  });
});
