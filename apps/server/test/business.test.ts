import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { D, type BusinessApproval, type MembersResponse } from '@mizani/shared';
import { queryRows } from '../src/db/client.ts';
import {
  auditRows,
  createTestServer,
  lastMailUrl,
  NO_TRANSACTION_LIMITS,
  readJson,
  type TestServer,
  type TestUser,
} from './helpers.ts';
import {
  addMember,
  asBusiness,
  businessInput,
  createBusiness,
  invitationToken,
  myAccounts,
  readyBusiness,
  usdBalance,
  setRules,
} from './business-helpers.ts';
import { expectLedgerInvariants } from './wallet-helpers.ts';

// Business accounts (issue 17): creation, members and invitations, the selected account on the
// money routes, approval thresholds at the boundary, self-approval, concurrent approvals, KYB and
// the admin's disable. Runs on PGlite and on PostgreSQL.

let s: TestServer;
let admin: TestUser;
let owner: TestUser;
beforeAll(async () => {
  s = await createTestServer({ seedContent: true, settings: NO_TRANSACTION_LIMITS });
  admin = await s.createUser({ role: 'admin' });
  owner = await s.createUser({ firstName: 'Olive' });
});
afterAll(async () => {
  await s.close();
});

const accept = (u: TestUser, token: string) =>
  s.request(`/api/business/invitations/${token}/accept`, {
    method: 'POST',
    cookie: u.cookie,
    json: {},
  });

describe('creating a business', () => {
  it('makes the creator its owner and lists it in the switcher beside the personal account', async () => {
    const b = await createBusiness(s, owner);
    expect(b).toMatchObject({
      legalName: 'Savanna Trading Limited',
      role: 'owner',
      verified: false,
    });
    const { accounts } = await myAccounts(s, owner);
    expect(accounts.map((a) => [a.kind, a.role])).toEqual([
      ['personal', null],
      ['business', 'owner'],
    ]);
    expect(await auditRows(s, 'business.create')).toHaveLength(1);
  });

  it('refuses bad input with field errors and a second account for the same company', async () => {
    const bad = await s.request('/api/business', {
      method: 'POST',
      cookie: owner.cookie,
      json: { ...businessInput(), legalName: '', country: 'Atlantis' },
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(['country', 'legalName']);
    const input = businessInput();
    await readJson(
      s.request('/api/business', { method: 'POST', cookie: owner.cookie, json: input }),
      201,
    );
    const again = await s.request('/api/business', {
      method: 'POST',
      cookie: owner.cookie,
      json: { ...input, registrationNumber: input.registrationNumber.toLowerCase() },
    });
    expect(again.status).toBe(409);
  });

  it('keeps an unverified business from moving money, but lets it invite', async () => {
    const b = await createBusiness(s, owner);
    const dep = await asBusiness(s, owner, b.id, '/api/wallet/deposits', {
      method: 'POST',
      json: { currency: 'USD', method: 'bank_transfer' },
    });
    expect(dep.status).toBe(403);
    expect(((await dep.json()) as { error: { message: string } }).error.message).toBe(
      'Verify the business to fund its wallet',
    );
    const invite = await s.request(`/api/business/${b.id}/invitations`, {
      method: 'POST',
      cookie: owner.cookie,
      json: { email: 'colleague@example.com', role: 'viewer' },
    });
    expect(invite.status).toBe(201);
  });
});

describe('invitations', () => {
  it('work once, for the invited address only, for 7 days', async () => {
    const b = await createBusiness(s, owner);
    const invited = await s.createUser();
    const stranger = await s.createUser();
    await readJson(
      s.request(`/api/business/${b.id}/invitations`, {
        method: 'POST',
        cookie: owner.cookie,
        json: { email: invited.email.toUpperCase(), role: 'initiator' },
      }),
      201,
    );
    const url = await lastMailUrl(s, invited.email, 'business_invitation');
    const token = invitationToken(url);
    const [inv] = await queryRows<{ days: number }>(
      s.database.db,
      sql`select round(extract(epoch from expires_at - created_at) / 86400)::int as days from invitation where id = ${token}`,
    );
    expect(inv!.days).toBe(7);
    // Listed for the invited person in the switcher's data, not for anyone else.
    expect((await myAccounts(s, invited)).invitations.map((i) => i.role)).toEqual(['initiator']);
    expect((await myAccounts(s, stranger)).invitations).toEqual([]);

    const wrong = await accept(stranger, token);
    expect(wrong.status).toBe(403);
    expect(await readJson(accept(invited, token))).toEqual({ businessId: b.id, role: 'initiator' });
    expect((await accept(invited, token)).status).toBe(409);
    expect((await accept(stranger, 'not-a-real-invitation-token')).status).toBe(404);

    // Expired: the link stops working after its 7 days.
    const late = await s.createUser();
    await s.request(`/api/business/${b.id}/invitations`, {
      method: 'POST',
      cookie: owner.cookie,
      json: { email: late.email, role: 'viewer' },
    });
    const lateToken = invitationToken(await lastMailUrl(s, late.email, 'business_invitation'));
    await s.database.db.execute(
      sql`update invitation set expires_at = now() - interval '1 second' where id = ${lateToken}`,
    );
    const expired = await accept(late, lateToken);
    expect(expired.status).toBe(409);
    expect(((await expired.json()) as { error: { message: string } }).error.message).toMatch(
      /expired/,
    );
    expect((await auditRows(s, 'business.member.join')).length).toBeGreaterThan(0);
  });

  it('can be declined by the invitee, which closes them (issue 34)', async () => {
    const b = await createBusiness(s, owner);
    const invited = await s.createUser();
    const stranger = await s.createUser();
    await readJson(
      s.request(`/api/business/${b.id}/invitations`, {
        method: 'POST',
        cookie: owner.cookie,
        json: { email: invited.email, role: 'viewer' },
      }),
      201,
    );
    const token = invitationToken(await lastMailUrl(s, invited.email, 'business_invitation'));
    const decline = (u: TestUser, t = token) =>
      s.request(`/api/business/invitations/${t}/decline`, {
        method: 'POST',
        cookie: u.cookie,
        json: {},
      });
    expect((await myAccounts(s, invited)).invitations).toHaveLength(1);
    expect((await decline(stranger)).status).toBe(403);
    expect((await decline(invited, 'not-a-real-invitation-token')).status).toBe(404);
    expect(await readJson(decline(invited))).toEqual({ declined: true });
    // Gone from the dashboard's banner; neither accepted nor declined again.
    expect((await myAccounts(s, invited)).invitations).toEqual([]);
    expect((await accept(invited, token)).status).toBe(409);
    expect((await decline(invited)).status).toBe(409);
    expect((await auditRows(s, 'business.invitation.decline')).length).toBe(1);
  });

  it('escape what the inviter controls in the mail', async () => {
    const b = await readJson<{ business: { id: string } }>(
      s.request('/api/business', {
        method: 'POST',
        cookie: owner.cookie,
        json: { ...businessInput(), legalName: 'Acme <script>alert(1)</script> Ltd' },
      }),
      201,
    );
    await s.request(`/api/business/${b.business.id}/invitations`, {
      method: 'POST',
      cookie: owner.cookie,
      json: { email: 'escape@example.com', role: 'viewer' },
    });
    const [m] = await queryRows<{ html_body: string }>(
      s.database.db,
      sql`select html_body from mail_outbox where to_address = 'escape@example.com' order by id desc limit 1`,
    );
    expect(m!.html_body).not.toContain('<script>');
    expect(m!.html_body).toContain('&lt;script&gt;');
  });
});

describe('members and roles', () => {
  it('keeps the last owner, lets owners promote, and a removed member loses access at once', async () => {
    const b = await createBusiness(s, owner);
    const [ownerMember] = (
      await readJson<MembersResponse>(
        s.request(`/api/business/${b.id}/members`, { cookie: owner.cookie }),
      )
    ).members;
    const demote = await s.request(`/api/business/${b.id}/members/${ownerMember!.id}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { role: 'admin' },
    });
    expect(demote.status).toBe(409);
    const leave = await s.request(`/api/business/${b.id}/members/${ownerMember!.id}`, {
      method: 'DELETE',
      cookie: owner.cookie,
    });
    expect(leave.status).toBe(409);

    const adminMember = await s.createUser();
    await addMember(s, owner, b.id, adminMember, 'admin');
    const { members } = await readJson<MembersResponse>(
      s.request(`/api/business/${b.id}/members`, { cookie: owner.cookie }),
    );
    const adm = members.find((m) => m.userId === adminMember.id)!;
    // An admin cannot touch owners nor make one.
    const adminDemotesOwner = await s.request(`/api/business/${b.id}/members/${ownerMember!.id}`, {
      method: 'PATCH',
      cookie: adminMember.cookie,
      json: { role: 'viewer' },
    });
    expect(adminDemotesOwner.status).toBe(403);
    const adminInvitesOwner = await s.request(`/api/business/${b.id}/invitations`, {
      method: 'POST',
      cookie: adminMember.cookie,
      json: { email: 'new-owner@example.com', role: 'owner' },
    });
    expect(adminInvitesOwner.status).toBe(403);

    // A second owner: now the first may leave the owner role.
    await readJson(
      s.request(`/api/business/${b.id}/members/${adm.id}`, {
        method: 'PATCH',
        cookie: owner.cookie,
        json: { role: 'owner' },
      }),
    );
    await readJson(
      s.request(`/api/business/${b.id}/members/${adm.id}`, {
        method: 'PATCH',
        cookie: owner.cookie,
        json: { role: 'viewer' },
      }),
    );
    expect((await asBusiness(s, adminMember, b.id, '/api/wallet/accounts')).status).toBe(200);
    await readJson(
      s.request(`/api/business/${b.id}/members/${adm.id}`, {
        method: 'DELETE',
        cookie: owner.cookie,
      }),
    );
    // Same session, next request: the business is gone for them (404, as for any stranger).
    expect((await asBusiness(s, adminMember, b.id, '/api/wallet/accounts')).status).toBe(404);
    expect((await s.request(`/api/business/${b.id}`, { cookie: adminMember.cookie })).status).toBe(
      404,
    );
    // Their personal account is untouched.
    expect((await s.request('/api/wallet/accounts', { cookie: adminMember.cookie })).status).toBe(
      200,
    );
    const actions = (await auditRows(s, 'business.member.role')).length;
    expect(actions).toBeGreaterThanOrEqual(2);
    expect(await auditRows(s, 'business.member.remove')).toHaveLength(1);
  });

  it('refuses to require two-factor from an owner who does not use it (no lock-out)', async () => {
    const b = await createBusiness(s, owner);
    const res = await s.request(`/api/business/${b.id}/settings`, {
      method: 'PUT',
      cookie: owner.cookie,
      json: { requireTwoFactor: true },
    });
    expect(res.status).toBe(400);
    expect((await asBusiness(s, owner, b.id, '/api/wallet/accounts')).status).toBe(200);
  });

  it('gives a member of business A 404 on business B and its money', async () => {
    const a = await createBusiness(s, owner);
    const otherOwner = await s.createUser();
    const bBiz = await createBusiness(s, otherOwner);
    const { members } = await readJson<MembersResponse>(
      s.request(`/api/business/${bBiz.id}/members`, { cookie: otherOwner.cookie }),
    );
    for (const [method, path] of [
      ['GET', `/api/business/${bBiz.id}`],
      ['GET', `/api/business/${bBiz.id}/members`],
      ['PATCH', `/api/business/${bBiz.id}/members/${members[0]!.id}`],
      ['GET', `/api/business/${bBiz.id}/approvals`],
      ['PUT', `/api/business/${bBiz.id}/rules`],
    ] as const) {
      const res = await s.request(path, {
        method,
        cookie: owner.cookie,
        ...(method === 'GET' ? {} : { json: { role: 'viewer', rules: [] } }),
      });
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 404`);
    }
    expect((await asBusiness(s, owner, bBiz.id, '/api/wallet/accounts')).status).toBe(404);
    expect((await asBusiness(s, owner, a.id, '/api/wallet/accounts')).status).toBe(200);
  });
});

describe('approvals', () => {
  let bizId: string;
  let payee: string;
  let initiator: TestUser;
  let approver1: TestUser;
  let approver2: TestUser;
  let viewer: TestUser;
  const withdraw = (u: TestUser, amount: string, key?: string) =>
    asBusiness(s, u, bizId, '/api/wallet/withdrawals', {
      method: 'POST',
      json: {
        beneficiaryId: payee,
        currency: 'USD',
        amount,
        ...(key ? { idempotencyKey: key } : {}),
      },
    });
  const decide = (u: TestUser, id: string, decision: 'approve' | 'reject', comment?: string) =>
    s.request(`/api/business/${bizId}/approvals/${id}/decision`, {
      method: 'POST',
      cookie: u.cookie,
      json: { decision, ...(comment ? { comment } : {}) },
    });

  beforeAll(async () => {
    const b = await createBusiness(s, owner);
    bizId = b.id;
    payee = await readyBusiness(s, admin, owner, bizId, '100000.00');
    initiator = await s.createUser({ firstName: 'Ian' });
    approver1 = await s.createUser({ firstName: 'Amy' });
    approver2 = await s.createUser({ firstName: 'Abe' });
    viewer = await s.createUser({ firstName: 'Vic' });
    await addMember(s, owner, bizId, initiator, 'initiator');
    await addMember(s, owner, bizId, approver1, 'approver');
    await addMember(s, owner, bizId, approver2, 'approver');
    await addMember(s, owner, bizId, viewer, 'viewer');
    await setRules(s, owner, bizId, [{ operation: 'withdraw', overUsd: '5000', approvals: 1 }]);
  }, 120_000);

  it('runs 5,000.00 USD at once and holds 5,000.01 for approval', async () => {
    const KEY = randomUUID();
    const at = await withdraw(initiator, '5000.00');
    expect(at.status).toBe(201);
    expect(await usdBalance(s, owner, bizId)).toBe('95000.00');
    const over = await withdraw(initiator, '5000.01', KEY);
    expect(over.status).toBe(202);
    const { approval } = (await over.json()) as { approval: BusinessApproval };
    expect(approval).toMatchObject({
      status: 'pending',
      amountUsd: '5000.01',
      approvalsRequired: 1,
      requestedBy: { id: initiator.id },
      canCancel: true,
      canDecide: false,
    });
    // Nothing held while it waits; a replay answers the same request.
    expect(await usdBalance(s, owner, bizId)).toBe('95000.00');
    const replay = await withdraw(initiator, '5000.01', KEY);
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { approval: BusinessApproval }).approval.id).toBe(approval.id);
    const pending = await readJson<{ approvals: BusinessApproval[] }>(
      s.request(`/api/business/${bizId}/approvals`, { cookie: approver1.cookie }),
    );
    expect(pending.approvals.map((a) => [a.id, a.canDecide])).toEqual([[approval.id, true]]);
    // Those who can decide are told, in the bell and by mail; the requester and the viewer are not.
    const told = await queryRows<{ user_id: string; title: string }>(
      s.database.db,
      sql`select user_id, title from notifications where kind = 'approval_requested'`,
    );
    expect(told.map((n) => n.user_id).sort()).toEqual(
      [owner.id, approver1.id, approver2.id].sort(),
    );
    expect(told[0]!.title).toBe('Approval needed: withdrawal of 5,000.01 USD');
    const mails = await queryRows<{ to_address: string; text_body: string }>(
      s.database.db,
      sql`select to_address, text_body from mail_outbox where kind = 'approval_requested'`,
    );
    expect(mails.map((m) => m.to_address).sort()).toEqual(
      [owner.email, approver1.email, approver2.email].sort(),
    );
    expect(mails[0]!.text_body).toContain(initiator.email);
  });

  it('refuses self-approval, viewers and the initiator role, and a rejection without a reason', async () => {
    const { approval } = (await (await withdraw(owner, '6000.00')).json()) as {
      approval: BusinessApproval;
    };
    expect((await decide(owner, approval.id, 'approve')).status).toBe(403);
    expect((await decide(viewer, approval.id, 'approve')).status).toBe(403);
    expect((await decide(initiator, approval.id, 'approve')).status).toBe(403);
    expect((await decide(approver1, approval.id, 'reject')).status).toBe(400);
    const rejected = await readJson<{ approval: BusinessApproval }>(
      decide(approver1, approval.id, 'reject', 'Not a supplier we use'),
    );
    expect(rejected.approval.status).toBe('rejected');
    expect(rejected.approval.timeline.map((e) => [e.kind, e.comment])).toEqual([
      ['requested', null],
      ['rejected', 'Not a supplier we use'],
    ]);
    expect((await decide(approver2, approval.id, 'approve')).status).toBe(409);
    expect(await usdBalance(s, owner, bizId)).toBe('95000.00');
  });

  it('executes once when two approvers approve at the same moment', async () => {
    const { approval } = (await (await withdraw(initiator, '7000.00')).json()) as {
      approval: BusinessApproval;
    };
    const results = await Promise.all([
      decide(approver1, approval.id, 'approve', 'ok'),
      decide(approver2, approval.id, 'approve'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const done = await readJson<{ approvals: BusinessApproval[] }>(
      s.request(`/api/business/${bizId}/approvals?status=all`, { cookie: owner.cookie }),
    );
    const row = done.approvals.find((a) => a.id === approval.id)!;
    expect(row.status).toBe('executed');
    expect(row.result?.reference).toMatch(/^WDR-/);
    expect(row.timeline.map((e) => e.kind)).toEqual(['requested', 'approved', 'executed']);
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from withdrawals where user_id = ${bizId} and amount = 7000`,
    );
    expect(n).toBe(1);
    expect(await usdBalance(s, owner, bizId)).toBe('88000.00');
    // The withdrawal is the business's, asked by the initiator.
    const [w] = await queryRows<{ requested_by: string }>(
      s.database.db,
      sql`select requested_by from withdrawals where user_id = ${bizId} and amount = 7000`,
    );
    expect(w!.requested_by).toBe(initiator.id);
    expect((await auditRows(s, 'business.approval.execute')).length).toBe(1);
    await expectLedgerInvariants(s);
  });

  it('marks an approved request failed, moving nothing, when the balance no longer covers it', async () => {
    const { approval } = (await (await withdraw(initiator, '85000.00')).json()) as {
      approval: BusinessApproval;
    };
    expect(await readJson(withdraw(owner, '5000.00'), 201)).toBeTruthy();
    const decided = await readJson<{ approval: BusinessApproval }>(
      decide(approver1, approval.id, 'approve'),
    );
    expect(decided.approval.status).toBe('failed');
    expect(decided.approval.failure).toBe('Insufficient balance');
    expect(await usdBalance(s, owner, bizId)).toBe('83000.00');
    await expectLedgerInvariants(s);
  });

  it('lets the requester cancel, and nobody else', async () => {
    const { approval } = (await (await withdraw(initiator, '9000.00')).json()) as {
      approval: BusinessApproval;
    };
    const cancel = (u: TestUser) =>
      s.request(`/api/business/${bizId}/approvals/${approval.id}/cancel`, {
        method: 'POST',
        cookie: u.cookie,
        json: {},
      });
    expect((await cancel(approver1)).status).toBe(403);
    expect(
      (await readJson<{ approval: BusinessApproval }>(cancel(initiator))).approval.status,
    ).toBe('cancelled');
  });

  it('gives an approved conversion a fresh quote that the requester confirms', async () => {
    await readJson(
      s.request(`/api/business/${bizId}/rules`, {
        method: 'PUT',
        cookie: owner.cookie,
        json: {
          rules: [
            { operation: 'withdraw', overUsd: '5000', approvals: 1 },
            { operation: 'convert', overUsd: '5000', approvals: 1 },
          ],
        },
      }),
    );
    const before = new D(await usdBalance(s, owner, bizId));
    const quote = async (u: TestUser, amount: string) =>
      (
        await readJson<{ quote: { id: string } }>(
          asBusiness(s, u, bizId, '/api/orders/quotes', {
            method: 'POST',
            json: { sellCurrency: 'USD', buyCurrency: 'KES', amount },
          }),
          201,
        )
      ).quote.id;
    // Under the threshold: filled at once.
    const small = await asBusiness(s, initiator, bizId, '/api/orders', {
      method: 'POST',
      json: { quoteId: await quote(initiator, '100.00'), idempotencyKey: randomUUID() },
    });
    expect(small.status).toBe(201);
    // Over it: a request, with the quote the initiator accepted for the approvers to judge.
    const firstQuote = await quote(initiator, '6000.00');
    const over = await asBusiness(s, initiator, bizId, '/api/orders', {
      method: 'POST',
      json: { quoteId: firstQuote, idempotencyKey: randomUUID() },
    });
    expect(over.status).toBe(202);
    const { approval } = (await over.json()) as { approval: BusinessApproval };
    expect(approval.conversion).toMatchObject({
      sellCurrency: 'USD',
      buyCurrency: 'KES',
      amount: '6000.00',
    });
    expect(approval.conversion!.quotedBuyAmount).not.toBe('');
    const approved = await readJson<{ approval: BusinessApproval }>(
      decide(approver1, approval.id, 'approve'),
    );
    expect(approved.approval.status).toBe('approved');
    expect(approved.approval.canConfirm).toBe(true);
    const confirm = (u: TestUser, quoteId: string) =>
      s.request(`/api/business/${bizId}/approvals/${approval.id}/confirm`, {
        method: 'POST',
        cookie: u.cookie,
        json: { quoteId },
      });
    // The old quote cannot be used; a viewer cannot take a fresh one.
    expect((await confirm(initiator, firstQuote)).status).toBe(409);
    const freshAs = (u: TestUser) =>
      s.request(`/api/business/${bizId}/approvals/${approval.id}/quote`, {
        method: 'POST',
        cookie: u.cookie,
        json: {},
      });
    expect((await freshAs(viewer)).status).toBe(403);
    const fresh = await readJson<{ quote: { id: string; sellAmount: string } }>(
      freshAs(initiator),
      201,
    );
    expect(fresh.quote.sellAmount).toBe('6000.00');
    const done = await readJson<{ order: { status: string }; approval: BusinessApproval }>(
      confirm(initiator, fresh.quote.id),
    );
    expect(done.order.status).toBe('filled');
    expect(done.approval.status).toBe('executed');
    expect(done.approval.result?.reference).toMatch(/^ORD-/);
    expect(done.approval.timeline.map((e) => e.kind)).toEqual([
      'requested',
      'approved',
      'quote_issued',
      'executed',
    ]);
    expect((await confirm(approver1, fresh.quote.id)).status).toBe(409);
    expect(await usdBalance(s, owner, bizId)).toBe(before.minus('6100.00').toFixed(2));
    const [o] = await queryRows<{ placed_by: string }>(
      s.database.db,
      sql`select placed_by from trading_orders where user_id = ${bizId} and sell_amount = 6000`,
    );
    expect(o!.placed_by).toBe(initiator.id);
    await expectLedgerInvariants(s);
  });

  it('keeps the ledger whole when members move money and approvers approve all at once', async () => {
    // Fresh money: 20,000 USD more for the business.
    const { deposit } = await readJson<{ deposit: { id: string } }>(
      asBusiness(s, owner, bizId, '/api/wallet/deposits', {
        method: 'POST',
        json: { currency: 'USD', method: 'bank_transfer' },
      }),
      201,
    );
    await readJson(
      s.request(`/api/admin/funding/deposits/${deposit.id}/confirm`, {
        method: 'POST',
        cookie: admin.cookie,
        json: { receivedAmount: '20000.00' },
      }),
    );
    const before = new D(await usdBalance(s, owner, bizId));
    // Three requests over the threshold, to be approved while everything else runs.
    const waiting: string[] = [];
    for (const amount of ['5500.00', '5600.00', '5700.00'])
      waiting.push(
        ((await (await withdraw(initiator, amount)).json()) as { approval: BusinessApproval })
          .approval.id,
      );
    const results = await Promise.all([
      // Under the threshold: each is held at once, from three members at the same time.
      ...[initiator, owner, initiator, owner].map((u) => withdraw(u, '100.00')),
      // Every waiting request approved by both approvers at once.
      ...waiting.flatMap((id) => [
        decide(approver1, id, 'approve'),
        decide(approver2, id, 'approve'),
      ]),
    ]);
    expect(results.slice(0, 4).map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(
      results
        .slice(4)
        .map((r) => r.status)
        .sort(),
    ).toEqual([200, 200, 200, 409, 409, 409]);
    const moved = new D('400.00').plus('5500.00').plus('5600.00').plus('5700.00');
    expect(await usdBalance(s, owner, bizId)).toBe(before.minus(moved).toFixed(2));
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      s.database.db,
      sql`select count(*)::int as n from business_approvals where id in (${sql.join(
        waiting.map((w) => sql`${w}::uuid`),
        sql`, `,
      )}) and status = 'executed'`,
    );
    expect(n).toBe(3);
    await expectLedgerInvariants(s);
  });

  it('admin: lists, shows and disables the business; members keep their personal accounts', async () => {
    const list = await readJson<{ businesses: { id: string; verified: boolean }[] }>(
      s.request('/api/admin/businesses?q=savanna', { cookie: admin.cookie }),
    );
    expect(list.businesses.find((b) => b.id === bizId)?.verified).toBe(true);
    const detail = await readJson<{ members: unknown[]; balances: { currency: string }[] }>(
      s.request(`/api/admin/businesses/${bizId}`, { cookie: admin.cookie }),
    );
    expect(detail.members).toHaveLength(5);
    expect(detail.balances.map((b) => b.currency)).toContain('USD');
    expect(
      (
        await s.request(`/api/admin/businesses/${bizId}/disable`, {
          method: 'POST',
          cookie: admin.cookie,
          json: { reason: 'Regulator request' },
        })
      ).status,
    ).toBe(200);
    expect((await asBusiness(s, owner, bizId, '/api/wallet/accounts')).status).toBe(403);
    expect((await s.request('/api/wallet/accounts', { cookie: owner.cookie })).status).toBe(200);
    expect(
      (
        await s.request(`/api/admin/businesses/${bizId}/enable`, {
          method: 'POST',
          cookie: admin.cookie,
          json: {},
        })
      ).status,
    ).toBe(200);
    expect((await asBusiness(s, owner, bizId, '/api/wallet/accounts')).status).toBe(200);
  });
});
