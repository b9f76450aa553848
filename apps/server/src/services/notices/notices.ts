import { sql, type SQL } from 'drizzle-orm';
import {
  D,
  FUNDING_METHOD_LABELS,
  ORDER_REJECT_REASONS,
  PAYOUT_ARRIVAL,
  formatMoney,
  formatRate,
  minorUnits,
  type NoticePreferenceKind,
  type Order,
} from '@mizani/shared';
import type { DbOrTx } from '../../db/client.ts';
import { clientMail } from '../mail/client-mail.ts';
import type { RenderedMail } from '../mail/templates.ts';

// Every movement of a client's money tells them, in the bell and by mail (issue 16): written in
// the transaction of the movement itself, so the notice exists if and only if the money moved.
// Amounts are formatted once, here, with the screens' grouping (shared formatMoney).

export interface ClientNotice {
  /** The notification's kind (and the outbox row's). */
  kind: string;
  /** The mail preference that decides whether a mail goes too. */
  group: NoticePreferenceKind;
  title: string;
  body: string;
  /** In-app link (relative). */
  link: string;
  mail: RenderedMail;
}

const abs = (appUrl: string | undefined, link: string) => `${appUrl ?? ''}${link}`;

/** The difference between what the client said they would send and what arrived. */
export function depositDifference(expected: string | null, received: string, currency: string) {
  if (expected == null) return null;
  const diff = new D(received).minus(expected);
  if (diff.isZero()) return null;
  const amount = formatMoney(diff.abs().toFixed(minorUnits(currency)), currency);
  return diff.isNeg()
    ? {
        kind: 'short' as const,
        amount,
        text: `${amount} less than the ${formatMoney(expected, currency)} you said you would send arrived. Your bank or mobile-money provider may have deducted a charge, or the payment was sent short; we credited what arrived. If you think more was sent, reply with your payment receipt.`,
      }
    : {
        kind: 'over' as const,
        amount,
        text: `${amount} more than the ${formatMoney(expected, currency)} you said you would send arrived; we credited all of it to your balance.`,
      };
}

export function depositCreditedNotice(
  d: {
    reference: string;
    currency: string;
    method: string;
    expectedAmount: string | null;
    receivedAmount: string;
  },
  appUrl?: string,
): ClientNotice {
  const credited = formatMoney(d.receivedAmount, d.currency);
  const diff = depositDifference(d.expectedAmount, d.receivedAmount, d.currency);
  const link = '/dashboard?tab=wallet';
  const title = diff
    ? `${credited} credited: ${diff.kind === 'short' ? `${diff.amount} short` : `${diff.amount} over`}`
    : `${credited} credited to your wallet`;
  const body = `Deposit ${d.reference}: ${credited} is in your ${d.currency} balance.${diff ? ` ${diff.text}` : ''}`;
  return {
    kind: 'deposit_credited',
    group: 'deposits',
    title,
    body,
    link,
    mail: clientMail({
      subject: `${credited} credited to your Mizani wallet (${d.reference})`,
      heading: 'Your deposit has arrived',
      intro: `We received your payment and credited ${credited} to your ${d.currency} balance.`,
      rows: [
        ['Reference', d.reference],
        [
          'Method',
          FUNDING_METHOD_LABELS[d.method as keyof typeof FUNDING_METHOD_LABELS] ?? d.method,
        ],
        ...(d.expectedAmount
          ? [['Expected', formatMoney(d.expectedAmount, d.currency)] as [string, string]]
          : []),
        ['Credited', credited],
        ['Status', 'Completed'],
      ],
      next: [
        ...(diff ? [diff.text] : []),
        'The money is available now: convert it or send it from your wallet.',
      ],
      link: { url: abs(appUrl, link), label: 'Open your wallet' },
    }),
  };
}

export function depositRejectedNotice(
  d: { reference: string; currency: string; reason: string },
  appUrl?: string,
): ClientNotice {
  const link = '/dashboard?tab=wallet';
  return {
    kind: 'deposit_rejected',
    group: 'deposits',
    title: `Deposit ${d.reference} was not accepted`,
    body: `Reason: ${d.reason}. Nothing was credited to your ${d.currency} balance.`,
    link,
    mail: clientMail({
      subject: `Your deposit ${d.reference} was not accepted`,
      heading: 'We could not accept your deposit',
      intro: `Nothing was credited to your ${d.currency} balance for deposit ${d.reference}.`,
      rows: [
        ['Reference', d.reference],
        ['Reason', d.reason],
        ['Status', 'Rejected'],
      ],
      next: [
        'If money left your account, we return it to the account it came from.',
        'Reply to this email or contact support if you have questions.',
      ],
      link: { url: abs(appUrl, link), label: 'Open your wallet' },
    }),
  };
}

export function withdrawalDecidedNotice(
  w: {
    reference: string;
    amount: string;
    currency: string;
    beneficiaryName: string;
    beneficiaryKind: string;
    decision: 'approve' | 'reject';
    reason?: string | null;
  },
  appUrl?: string,
): ClientNotice {
  const amount = formatMoney(w.amount, w.currency);
  const link = '/dashboard?tab=wallet';
  if (w.decision === 'approve') {
    const arrival = PAYOUT_ARRIVAL[w.beneficiaryKind as keyof typeof PAYOUT_ARRIVAL];
    return {
      kind: 'withdrawal_paid',
      group: 'withdrawals',
      title: `${amount} paid out to ${w.beneficiaryName}`,
      body: `Withdrawal ${w.reference} is on its way. ${arrival ?? ''}`.trim(),
      link,
      mail: clientMail({
        subject: `${amount} paid out to ${w.beneficiaryName} (${w.reference})`,
        heading: 'Your withdrawal is on its way',
        intro: `We paid out ${amount} to ${w.beneficiaryName}.`,
        rows: [
          ['Reference', w.reference],
          ['Amount', amount],
          ['Fee', `${formatMoney('0', w.currency)} (no Mizani fee)`],
          ['To', w.beneficiaryName],
          ['Status', 'Paid out'],
        ],
        next: [
          ...(arrival ? [arrival] : []),
          'If it has not arrived after that, reply with the reference and we will trace it.',
        ],
        link: { url: abs(appUrl, link), label: 'Open your wallet' },
      }),
    };
  }
  return {
    kind: 'withdrawal_rejected',
    group: 'withdrawals',
    title: `Withdrawal ${w.reference} was rejected`,
    body: `Reason: ${w.reason ?? 'not given'}. ${amount} is back in your ${w.currency} balance.`,
    link,
    mail: clientMail({
      subject: `Your withdrawal ${w.reference} was rejected`,
      heading: 'We could not pay out your withdrawal',
      intro: `The ${amount} we held for ${w.beneficiaryName} is back in your ${w.currency} balance.`,
      rows: [
        ['Reference', w.reference],
        ['Amount', amount],
        ['To', w.beneficiaryName],
        ['Reason', w.reason ?? 'Not given'],
        ['Status', 'Rejected, money returned'],
      ],
      next: [
        'Check the beneficiary details, then request the withdrawal again.',
        'Reply to this email or contact support if you have questions.',
      ],
      link: { url: abs(appUrl, link), label: 'Open your wallet' },
    }),
  };
}

export function orderNotice(order: Order, reference: string, appUrl?: string): ClientNotice {
  const sold = formatMoney(order.sellAmount, order.sellCurrency);
  const bought = formatMoney(order.buyAmount, order.buyCurrency);
  const link = '/dashboard?tab=orders';
  if (order.status === 'filled') {
    const rate = `1 ${order.sellCurrency} = ${formatRate(order.rate)} ${order.buyCurrency}`;
    return {
      kind: 'order_filled',
      group: 'conversions',
      title: `Converted ${sold} to ${bought}`,
      body: `Conversion ${reference} is complete at ${rate}. ${bought} is in your wallet.`,
      link,
      mail: clientMail({
        subject: `Conversion complete: ${sold} to ${bought} (${reference})`,
        heading: 'Your conversion is complete',
        intro: `You converted ${sold} to ${bought}.`,
        rows: [
          ['Reference', reference],
          ['You sold', sold],
          ['Fee (included)', formatMoney(order.fee, order.sellCurrency)],
          ['Rate', rate],
          ['You received', bought],
          ['Status', 'Filled'],
        ],
        next: [
          `${bought} is available in your wallet now.`,
          'Download the confirmation (PDF) from the order in your dashboard.',
        ],
        link: { url: abs(appUrl, link), label: 'View your orders' },
      }),
    };
  }
  const reason =
    ORDER_REJECT_REASONS[order.rejectReason as keyof typeof ORDER_REJECT_REASONS] ??
    order.rejectReason ??
    'Rejected';
  return {
    kind: 'order_rejected',
    group: 'conversions',
    title: `Conversion of ${sold} was not completed`,
    body: `Reason: ${reason}. Nothing left your wallet.`,
    link,
    mail: clientMail({
      subject: `Conversion not completed: ${sold} to ${order.buyCurrency} (${reference})`,
      heading: 'Your conversion was not completed',
      intro: `We did not convert ${sold} to ${order.buyCurrency}. Nothing left your wallet.`,
      rows: [
        ['Reference', reference],
        ['Reason', reason],
        ['Status', 'Rejected'],
      ],
      next: ['Ask for a new quote and accept it while it is valid.'],
      link: { url: abs(appUrl, link), label: 'View your orders' },
    }),
  };
}

/**
 * Writes the notice to the bell and, unless the client turned mail off for its kind, to the
 * outbox: one statement, inside the caller's transaction. A business's notice goes to its owners
 * and admins (SQL mizani_holder_recipients, decision 012).
 */
export async function notifyClient(tx: DbOrTx, userId: string, n: ClientNotice) {
  await notifyUsers(tx, sql`select r.user_id from mizani_holder_recipients(${userId}) r`, n);
}

/** The same notice to each user the query selects (one column, user_id). */
export async function notifyUsers(tx: DbOrTx, recipients: SQL, n: ClientNotice) {
  const subject = n.mail.subject.replace(/[\r\n]+/g, ' ').slice(0, 250);
  await tx.execute(sql`
    with bell as (
      insert into notifications (user_id, kind, title, body, link)
      select r.user_id, ${n.kind}, ${n.title.slice(0, 300)}, ${n.body}, ${n.link}
        from (${recipients}) r
      returning user_id)
    insert into mail_outbox (kind, to_address, subject, text_body, html_body)
    select ${n.kind}, u.email, ${subject}, ${n.mail.text}, ${n.mail.html}
      from bell join "user" u on u.id = bell.user_id
     where coalesce((select p.email from notice_preferences p
                      where p.user_id = u.id and p.kind = ${n.group}), true)`);
}
