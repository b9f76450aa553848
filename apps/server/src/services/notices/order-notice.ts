import type { Locale, Order } from '@mizani/shared';
import { clientMail } from '../mail/client-mail.ts';
import { moneyIn, rateIn } from '../i18n/language.ts';
import { absoluteLink, type ClientNotice } from './notices.ts';
import { ORDER_NOTICE_TEXTS } from './order-texts.ts';

/** A conversion's notice in one language (English: the wording it always had). */
function orderNoticeIn(
  order: Order,
  reference: string,
  appUrl: string | undefined,
  locale: Locale,
): ClientNotice {
  const t = ORDER_NOTICE_TEXTS[locale];
  const sold = moneyIn(locale, order.sellAmount, order.sellCurrency);
  const bought = moneyIn(locale, order.buyAmount, order.buyCurrency);
  const link = '/dashboard?tab=orders';
  if (order.status === 'filled') {
    const rate = `1 ${order.sellCurrency} = ${rateIn(locale, order.rate)} ${order.buyCurrency}`;
    return {
      kind: 'order_filled',
      group: 'conversions',
      title: t.filled.title(sold, bought),
      body: t.filled.body(reference, rate, bought),
      link,
      mail: clientMail({
        subject: t.filled.subject(sold, bought, reference),
        heading: t.filled.heading,
        intro: t.filled.intro(sold, bought),
        rows: [
          [t.label.reference, reference],
          [t.label.sold, sold],
          [t.label.fee, moneyIn(locale, order.fee, order.sellCurrency)],
          [t.label.rate, rate],
          [t.label.received, bought],
          [t.label.status, t.filled.status],
        ],
        next: [t.filled.available(bought), t.filled.pdf],
        link: { url: absoluteLink(appUrl, link), label: t.viewOrders },
        locale,
      }),
    };
  }
  const reason =
    t.reasons[order.rejectReason as keyof typeof t.reasons] ??
    order.rejectReason ??
    t.rejectedReason;
  return {
    kind: 'order_rejected',
    group: 'conversions',
    title: t.rejected.title(sold),
    body: t.rejected.body(reason),
    link,
    mail: clientMail({
      subject: t.rejected.subject(sold, order.buyCurrency, reference),
      heading: t.rejected.heading,
      intro: t.rejected.intro(sold, order.buyCurrency),
      rows: [
        [t.label.reference, reference],
        [t.label.reason, reason],
        [t.label.status, t.rejected.status],
      ],
      next: [t.rejected.next],
      link: { url: absoluteLink(appUrl, link), label: t.viewOrders },
      locale,
    }),
  };
}

/**
 * A conversion's notice for its recipients' languages: the first is the notice's own, the others
 * its translations (the order function picks each recipient's, decision 015). A person's own
 * order needs only their language; a business's, every language its members may read.
 */
export function orderNotice(
  order: Order,
  reference: string,
  appUrl?: string,
  languages: readonly Locale[] = ['en', 'fr', 'sw'],
): ClientNotice {
  const [first = 'en', ...others] = languages;
  const notice = orderNoticeIn(order, reference, appUrl, first);
  if (!others.length) return notice;
  return {
    ...notice,
    translations: Object.fromEntries(
      others
        .filter((l): l is Exclude<Locale, 'en'> => l !== 'en')
        .map((l) => [l, orderNoticeIn(order, reference, appUrl, l)]),
    ),
  };
}
