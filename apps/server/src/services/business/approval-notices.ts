import { sql } from 'drizzle-orm';
import { formatMoney } from '@mizani/shared';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { clientMail } from '../mail/client-mail.ts';

// A request waiting for approval tells the people who can decide it (issue 17): every owner,
// admin and approver of the business except the requester gets a bell item and, unless they
// turned mail off for that kind of movement, a mail through the outbox. Written in the
// transaction that records the request, so a notice exists if and only if the request does.

export interface WaitingRequest {
  id: string;
  businessId: string;
  operation: 'withdraw' | 'convert';
  amount: string;
  currency: string;
  usd: string;
  requesterId: string;
  requesterEmail: string;
}

const LINK = '/dashboard?tab=business';

export async function notifyApprovers(tx: DbOrTx, r: WaitingRequest, appUrl?: string) {
  const [biz] = await queryRows<{ name: string }>(
    tx,
    sql`select name from organization where id = ${r.businessId}`,
  );
  const business = biz?.name ?? 'your business';
  const money = formatMoney(r.amount, r.currency);
  const what = r.operation === 'withdraw' ? `withdrawal of ${money}` : `conversion of ${money}`;
  const title = `Approval needed: ${what}`;
  const body = `${r.requesterEmail} asked for a ${what} (≈ ${formatMoney(r.usd, 'USD')}) from ${business}. It waits in Pending approvals.`;
  const mail = clientMail({
    subject: `Approval needed for ${business}: ${what}`,
    heading: 'A request is waiting for your approval',
    intro: `${r.requesterEmail} asked for a ${what} from ${business}, over the business's approval threshold.`,
    rows: [
      ['Business', business],
      ['Requested by', r.requesterEmail],
      ['Operation', r.operation === 'withdraw' ? 'Withdrawal' : 'Conversion'],
      ['Amount', money],
      ['USD equivalent', formatMoney(r.usd, 'USD')],
    ],
    next: [
      'Approve or reject it in Pending approvals on the Business tab. Nothing moves until the approvals the rule asks for are given.',
    ],
    link: { url: `${appUrl ?? ''}${LINK}`, label: 'Open Pending approvals' },
  });
  const group = r.operation === 'withdraw' ? 'withdrawals' : 'conversions';
  const subject = mail.subject.replace(/[\r\n]+/g, ' ').slice(0, 250);
  await tx.execute(sql`
    with bell as (
      insert into notifications (user_id, kind, title, body, link)
      select m.user_id, 'approval_requested', ${title.slice(0, 300)}, ${body}, ${LINK}
        from member m join "user" u on u.id = m.user_id
       where m.organization_id = ${r.businessId} and m.role in ('owner', 'admin', 'approver')
         and m.user_id <> ${r.requesterId} and u.disabled_at is null
      returning user_id)
    insert into mail_outbox (kind, to_address, subject, text_body, html_body)
    select 'approval_requested', u.email, ${subject}, ${mail.text}, ${mail.html}
      from bell join "user" u on u.id = bell.user_id
     where coalesce((select p.email from notice_preferences p
                      where p.user_id = u.id and p.kind = ${group}), true)`);
}
