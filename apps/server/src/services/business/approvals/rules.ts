import { sql } from 'drizzle-orm';
import { D, type ApprovalRule, type ApprovalRulesInput } from '@mizani/shared';
import { queryRows, type Db, type DbOrTx } from '../../../db/client.ts';
import { audit } from '../../audit.ts';
import { lockUser } from '../../ledger/ledger.ts';
import type { Actor } from '../members.ts';

// Approval rules (issue 17; docs/business-accounts.md): "withdrawals (or conversions) over X USD
// need N approvers", replaced as a whole by an owner.

export async function readRules(db: DbOrTx, businessId: string): Promise<ApprovalRule[]> {
  const rows = await queryRows<{
    operation: ApprovalRule['operation'];
    over_usd: string;
    approvals: number;
  }>(
    db,
    sql`select operation, over_usd, approvals from business_approval_rules
         where business_id = ${businessId} order by operation, over_usd`,
  );
  return rows.map((r) => ({
    operation: r.operation,
    overUsd: new D(r.over_usd).toFixed(2),
    approvals: r.approvals,
  }));
}

/** Replaces the rules as a whole (owners only: the route checks `settings`). */
export async function saveRules(
  db: Db,
  businessId: string,
  actor: Actor,
  input: ApprovalRulesInput,
) {
  return db.transaction(async (tx) => {
    await lockUser(tx, businessId);
    const before = await readRules(tx, businessId);
    await tx.execute(sql`delete from business_approval_rules where business_id = ${businessId}`);
    for (const r of input.rules)
      await tx.execute(sql`insert into business_approval_rules (business_id, operation, over_usd, approvals)
                           values (${businessId}, ${r.operation}, ${r.overUsd}, ${r.approvals})`);
    await audit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'business.rules',
      targetType: 'business',
      targetId: businessId,
      before,
      after: input.rules,
      ip: actor.ip,
    });
    return readRules(tx, businessId);
  });
}
