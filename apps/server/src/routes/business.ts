import { Hono, type Context } from 'hono';
import {
  ApprovalConfirmSchema,
  ApprovalDecisionSchema,
  ApprovalListQuerySchema,
  ApprovalRulesSchema,
  BusinessCreateSchema,
  BusinessSettingsSchema,
  InvitationCreateSchema,
  MemberRoleSchema,
  ORDER_REJECT_REASONS,
  type BusinessPermission,
} from '@mizani/shared';
import type { AppBindings, AppDeps } from '../context.ts';
import { setRequireTwoFactor } from '../db/queries/business.ts';
import { AppError } from '../lib/errors.ts';
import { readJson, readQuery, uuidParam } from '../lib/validate.ts';
import { assertMay, businessHolder } from '../middleware/holder.ts';
import { audit } from '../services/audit.ts';
import {
  cancelApproval,
  confirmConversion,
  decide,
  freshQuote,
  listApprovals,
  needsAction,
  readRules,
  saveRules,
} from '../services/business/approvals.ts';
import { businessDetail, createBusiness, myAccounts } from '../services/business/businesses.ts';
import { businessVerificationRoutes } from './business-verification.ts';
import {
  acceptInvitation,
  declineInvitation,
  cancelInvitation,
  inviteMember,
} from '../services/business/invitations.ts';
import { changeRole, listMembers, removeMember, type Actor } from '../services/business/members.ts';
import { said } from '../services/i18n/refusals/index.ts';

// Business accounts (issue 17; docs/business-accounts.md). Mounted 'session'; every route under
// /:id re-reads the caller's membership and checks the role's permission (middleware/holder.ts),
// so a removed member is refused at once and another business's id answers 404.
export function businessRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const db = deps.database.db;
  const appUrl = deps.env.BETTER_AUTH_URL;

  /** The caller as a member of :id with the permission, or 404/403. */
  async function member(
    c: Context<AppBindings>,
    permission: BusinessPermission,
  ): Promise<Actor & { businessId: string }> {
    const user = c.get('user')!;
    const businessId = idParam(c, 'id');
    const holder = await businessHolder(deps, user, businessId);
    assertMay(holder, permission);
    return { id: user.id, email: user.email, role: holder.role, ip: c.get('clientIp'), businessId };
  }

  app.get('/', async (c) => c.json(await myAccounts(db, c.get('user')!)));
  app.post('/', async (c) => {
    const body = await readJson(c, BusinessCreateSchema);
    const business = await createBusiness(db, c.get('user')!, body, c.get('clientIp'));
    return c.json({ business }, 201);
  });

  // Before /:id: every approval and confirmation the caller owes, across their businesses.
  app.get('/needs-action', async (c) => c.json(await needsAction(db, c.get('user')!)));

  app.post('/invitations/:token/accept', async (c) => {
    const joined = await acceptInvitation(
      db,
      c.get('user')!,
      idParam(c, 'token'),
      c.get('clientIp'),
    );
    return c.json(joined);
  });

  app.post('/invitations/:token/decline', async (c) =>
    c.json(await declineInvitation(db, c.get('user')!, idParam(c, 'token'), c.get('clientIp'))),
  );

  app.get('/:id', async (c) => {
    const m = await member(c, 'view');
    return c.json({ business: await businessDetail(db, m.businessId, m.role) });
  });
  app.put('/:id/settings', async (c) => {
    const m = await member(c, 'settings');
    const body = await readJson(c, BusinessSettingsSchema);
    // The owner who requires it must already use it, or they would lock themselves out.
    if (body.requireTwoFactor && !c.get('user')!.twoFactorEnabled)
      throw new AppError('VALIDATION', said('business.twoFactorFirst'), {
        requireTwoFactor: said('business.twoFactorFirst'),
      });
    await db.transaction(async (tx) => {
      await setRequireTwoFactor(tx, m.businessId, body.requireTwoFactor);
      await audit(tx, {
        actorId: m.id,
        actorEmail: m.email,
        action: 'business.settings',
        targetType: 'business',
        targetId: m.businessId,
        after: body,
        ip: m.ip,
      });
    });
    return c.json({ business: await businessDetail(db, m.businessId, m.role) });
  });

  app.get('/:id/members', async (c) => {
    const m = await member(c, 'view');
    return c.json(await listMembers(db, m.businessId));
  });
  app.post('/:id/invitations', async (c) => {
    const m = await member(c, 'members');
    const body = await readJson(c, InvitationCreateSchema);
    return c.json({ invitation: await inviteMember(db, m.businessId, m, body, appUrl) }, 201);
  });
  app.delete('/:id/invitations/:invitationId', async (c) => {
    const m = await member(c, 'members');
    await cancelInvitation(db, m.businessId, m, idParam(c, 'invitationId'));
    return c.json({ ok: true });
  });
  app.patch('/:id/members/:memberId', async (c) => {
    const m = await member(c, 'members');
    const { role } = await readJson(c, MemberRoleSchema);
    return c.json({
      member: await changeRole(db, m.businessId, m, idParam(c, 'memberId'), role, appUrl),
    });
  });
  /** Remove a member (members permission), or leave (any member, their own id). */
  app.delete('/:id/members/:memberId', async (c) => {
    const m = await member(c, 'view');
    await removeMember(db, m.businessId, m, idParam(c, 'memberId'), appUrl);
    return c.json({ ok: true });
  });

  app.get('/:id/rules', async (c) => {
    const m = await member(c, 'view');
    return c.json({ rules: await readRules(db, m.businessId) });
  });
  app.put('/:id/rules', async (c) => {
    const m = await member(c, 'settings');
    const body = await readJson(c, ApprovalRulesSchema);
    return c.json({ rules: await saveRules(db, m.businessId, m, body) });
  });

  app.get('/:id/approvals', async (c) => {
    const m = await member(c, 'view');
    const q = readQuery(c, ApprovalListQuerySchema);
    return c.json({ approvals: await listApprovals(db, m.businessId, m, q.status) });
  });
  app.post('/:id/approvals/:approvalId/decision', async (c) => {
    const m = await member(c, 'approve');
    const body = await readJson(c, ApprovalDecisionSchema);
    return c.json({
      approval: await decide(db, m.businessId, m, uuidParam(c, 'approvalId'), body, appUrl),
    });
  });
  /** An approved conversion: a fresh firm quote, then its confirmation (requester or approver). */
  app.post('/:id/approvals/:approvalId/quote', async (c) => {
    const m = await member(c, 'view');
    return c.json(await freshQuote(db, m.businessId, m, uuidParam(c, 'approvalId')), 201);
  });
  app.post('/:id/approvals/:approvalId/confirm', async (c) => {
    const m = await member(c, 'view');
    const { quoteId } = await readJson(c, ApprovalConfirmSchema);
    const r = await confirmConversion(
      db,
      m.businessId,
      m,
      uuidParam(c, 'approvalId'),
      quoteId,
      appUrl,
    );
    if (r.order.status !== 'filled') {
      const message =
        ORDER_REJECT_REASONS[r.order.rejectReason as keyof typeof ORDER_REJECT_REASONS] ??
        'Order rejected';
      return c.json({ error: { code: 'UNPROCESSABLE', message }, approval: r.approval }, 422);
    }
    return c.json(r);
  });
  businessVerificationRoutes(app, deps, member);
  app.post('/:id/approvals/:approvalId/cancel', async (c) => {
    const m = await member(c, 'view');
    return c.json({
      approval: await cancelApproval(db, m.businessId, m, uuidParam(c, 'approvalId')),
    });
  });
  return app;
}

/** Business, member and invitation ids are random url-safe strings; anything else is not found. */
function idParam(c: Context, name: string): string {
  const value = c.req.param(name) ?? '';
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(value)) throw new AppError('NOT_FOUND', 'Not found');
  return value;
}
