import { formatMoney, formatRate, formatUtcDateTime } from '@mizani/shared';
import { clientMail } from './client-mail.ts';

/**
 * The desk's answer to a quote request: the figures with grouping, the fee terms stated (the quoted
 * rate includes our margin; no fee is deducted from the amount), the validity, the reference.
 */
export function quoteReplyMail(q: {
  name: string;
  reference: string;
  amount: string;
  from: string;
  to: string;
  rate: string;
  converted: string;
  validUntil: Date;
  message: string;
}) {
  const send = formatMoney(q.amount, q.from);
  return clientMail({
    subject: `Your Mizani quote: ${send} → ${q.to} (${q.reference})`,
    heading: 'Your quote',
    intro: `Dear ${q.name}, thank you for your quote request ${q.reference}. We can offer:`,
    rows: [
      ['You send', send],
      ['Rate', `1 ${q.from} = ${formatRate(q.rate)} ${q.to}`],
      ['Fee', 'None deducted: the rate includes our margin'],
      ['You receive', formatMoney(q.converted, q.to)],
      ['Valid until', formatUtcDateTime(q.validUntil)],
      ['Reference', q.reference],
    ],
    note: q.message ? { label: 'From our desk', text: q.message } : undefined,
    next: [
      'Reply to this email before the quote expires to go ahead; we confirm the trade in writing.',
      'Your own bank may charge for sending or receiving the payment.',
    ],
  });
}
