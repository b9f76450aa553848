import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { clientMail } from '../mail/client-mail.ts';
import { moneyIn } from '../i18n/language.ts';
import { inEachLanguage, notifyUsers, type ClientNotice } from '../notices/notices.ts';
import { BUSINESS_TEXTS, type ApprovalWords, type Operation } from './texts.ts';

// A request waiting for approval tells the people who can decide it (issue 17): every owner,
// admin and approver of the business except the requester gets a bell item and, unless they
// turned mail off for that kind of movement, a mail through the outbox. Written in the
// transaction that records the request, so a notice exists if and only if the request does. Each
// reads it in their language (user.language, issue 20; the words are in texts.ts).

export interface WaitingRequest {
  businessId: string;
  requester: { id: string; email: string };
  operation: 'withdraw' | 'convert';
  /** A treasury instruction's own name in the notice (a forward, not "a conversion"). */
  kind?: Operation;
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
  return inEachLanguage((locale) => {
    const t = BUSINESS_TEXTS[locale].approval;
    const money = moneyIn(locale, r.amount, r.currency);
    const w: ApprovalWords = {
      email: r.requester.email,
      operation: r.kind ?? r.operation,
      money,
      usd: moneyIn(locale, r.usd, 'USD'),
      business,
    };
    return {
      kind: 'approval_requested',
      group: r.operation === 'withdraw' ? 'withdrawals' : 'conversions',
      title: t.title(w),
      body: t.body(w),
      link: LINK,
      mail: clientMail({
        locale,
        subject: t.subject(w),
        heading: t.heading,
        intro: t.intro(w),
        rows: [
          [t.label.business, business],
          [t.label.requestedBy, r.requester.email],
          [t.label.operation, t.operation[w.operation]],
          [t.label.amount, money],
          [t.label.usd, w.usd],
        ],
        next: [t.next],
        link: { url: `${appUrl ?? ''}${LINK}`, label: t.open },
      }),
    };
  });
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
