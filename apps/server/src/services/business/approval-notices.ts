import { sql } from 'drizzle-orm';
import { formatMoney } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { clientMail } from '../mail/client-mail.ts';
import { notifyUsers, type ClientNotice } from '../notices/notices.ts';

// A request waiting for approval tells the people who can decide it (issue 17): every owner,
// admin and approver of the business except the requester gets a bell item and, unless they
// turned mail off for that kind of movement, a mail through the outbox. Written in the
// transaction that records the request, so a notice exists if and only if the request does.

export interface WaitingRequest {
  businessId: string;
  requester: { id: string; email: string };
  operation: 'withdraw' | 'convert';
  amount: string;
  currency: string;
  usd: string;
}

const LINK = '/dashboard?tab=business';

export function approvalNeededNotice(
  r: WaitingRequest,
  business: string,
  appUrl?: string,
): ClientNotice {
  const money = formatMoney(r.amount, r.currency);
  const usd = formatMoney(r.usd, 'USD');
  const what = r.operation === 'withdraw' ? `withdrawal of ${money}` : `conversion of ${money}`;
  return {
    kind: 'approval_requested',
    group: r.operation === 'withdraw' ? 'withdrawals' : 'conversions',
    title: `Approval needed: ${what}`,
    body: `${r.requester.email} asked for a ${what} (≈ ${usd}) from ${business}. It waits in Pending approvals.`,
    link: LINK,
    mail: clientMail({
      subject: `Approval needed for ${business}: ${what}`,
      heading: 'A request is waiting for your approval',
      intro: `${r.requester.email} asked for a ${what} from ${business}, over the business's approval threshold.`,
      rows: [
        ['Business', business],
        ['Requested by', r.requester.email],
        ['Operation', r.operation === 'withdraw' ? 'Withdrawal' : 'Conversion'],
        ['Amount', money],
        ['USD equivalent', usd],
      ],
      next: [
        'Approve or reject it in Pending approvals on the Business tab. Nothing moves until the approvals the rule asks for are given.',
      ],
      link: { url: `${appUrl ?? ''}${LINK}`, label: 'Open Pending approvals' },
    }),
  };
}

export async function notifyApprovers(tx: DbOrTx, r: WaitingRequest, appUrl?: string) {
  const [biz] = await queryRows<{ name: string }>(
    tx,
    sql`select name from organization where id = ${r.businessId}`,
  );
  await notifyUsers(
    tx,
    sql`select m.user_id from member m join "user" u on u.id = m.user_id
         where m.organization_id = ${r.businessId} and m.role in ('owner', 'admin', 'approver')
           and m.user_id <> ${r.requester.id} and u.disabled_at is null`,
    approvalNeededNotice(r, biz?.name ?? 'your business', appUrl),
  );
}
