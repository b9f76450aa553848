import { sql, type SQL } from 'drizzle-orm';
import { D, minorUnits, type Locale, type NoticePreferenceKind, type Order } from '@mizani/shared';
import type { DbOrTx } from '../../db/client.ts';
import { clientMail } from '../mail/client-mail.ts';
import type { RenderedMail } from '../mail/templates.ts';
import { moneyIn, rateIn } from '../i18n/language.ts';
import { ORDER_NOTICE_TEXTS } from './order-texts.ts';
import { NOTICE_TEXTS } from './texts.ts';

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
  /** The same notice in other languages; a recipient whose language is missing gets English. */
  translations?: Partial<Record<Exclude<Locale, 'en'>, Omit<ClientNotice, 'translations'>>>;
}

const abs = (appUrl: string | undefined, link: string) => `${appUrl ?? ''}${link}`;

/** The difference between what the client said they would send and what arrived. */
export function depositDifference(
  expected: string | null,
  received: string,
  currency: string,
  locale: Locale = 'en',
) {
  if (expected == null) return null;
  const diff = new D(received).minus(expected);
  if (diff.isZero()) return null;
  const t = NOTICE_TEXTS[locale];
  const amount = moneyIn(locale, diff.abs().toFixed(minorUnits(currency)), currency);
  const said = moneyIn(locale, expected, currency);
  return diff.isNeg()
    ? { kind: 'short' as const, amount, text: t.short(amount, said) }
    : { kind: 'over' as const, amount, text: t.over(amount, said) };
}

/**
 * A notice in English with its French and Swahili versions beside it: notifyUsers gives each
 * recipient the one in their language (issue 20).
 */
export function inEachLanguage(build: (locale: Locale) => ClientNotice): ClientNotice {
  return { ...build('en'), translations: { fr: build('fr'), sw: build('sw') } };
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
  return inEachLanguage((locale) => {
    const t = NOTICE_TEXTS[locale];
    const money = (amount: string) => moneyIn(locale, amount, d.currency);
    const credited = money(d.receivedAmount);
    const diff = depositDifference(d.expectedAmount, d.receivedAmount, d.currency, locale);
    const link = '/dashboard?tab=wallet';
    const title = diff
      ? (diff.kind === 'short' ? t.credited.titleShort : t.credited.titleOver)(
          credited,
          diff.amount,
        )
      : t.credited.title(credited);
    const body = `${t.credited.body(d.reference, credited, d.currency)}${diff ? ` ${diff.text}` : ''}`;
    return {
      kind: 'deposit_credited',
      group: 'deposits',
      title,
      body,
      link,
      mail: clientMail({
        locale,
        subject: t.credited.subject(credited, d.reference),
        heading: t.credited.heading,
        intro: t.credited.intro(credited, d.currency),
        rows: [
          [t.label.reference, d.reference],
          [t.label.method, t.method[d.method as keyof typeof t.method] ?? d.method],
          ...(d.expectedAmount
            ? [[t.label.expected, money(d.expectedAmount)] as [string, string]]
            : []),
          [t.label.credited, credited],
          [t.label.status, t.credited.status],
        ],
        next: [...(diff ? [diff.text] : []), t.credited.available],
        link: { url: abs(appUrl, link), label: t.openWallet },
      }),
    };
  });
}

export function depositRejectedNotice(
  d: { reference: string; currency: string; reason: string },
  appUrl?: string,
): ClientNotice {
  const link = '/dashboard?tab=wallet';
  return inEachLanguage((locale) => {
    const t = NOTICE_TEXTS[locale];
    return {
      kind: 'deposit_rejected',
      group: 'deposits',
      title: t.depositRejected.title(d.reference),
      body: t.depositRejected.body(d.reason, d.currency),
      link,
      mail: clientMail({
        locale,
        subject: t.depositRejected.subject(d.reference),
        heading: t.depositRejected.heading,
        intro: t.depositRejected.intro(d.currency, d.reference),
        rows: [
          [t.label.reference, d.reference],
          [t.label.reason, d.reason],
          [t.label.status, t.depositRejected.status],
        ],
        next: [t.depositRejected.moneyBack, t.replyOrSupport],
        link: { url: abs(appUrl, link), label: t.openWallet },
      }),
    };
  });
}

/**
 * A withdrawal was requested and its amount held (issue 34): the receipt at request time, so a
 * client (or a business's owners) learns of every payout asked for, not only when it is paid.
 */
export function withdrawalRequestedNotice(
  w: {
    reference: string;
    amount: string;
    currency: string;
    beneficiaryName: string;
    beneficiaryKind: string;
  },
  appUrl?: string,
): ClientNotice {
  const link = '/dashboard?tab=wallet';
  return inEachLanguage((locale): ClientNotice => {
    const t = NOTICE_TEXTS[locale];
    const r = t.withdrawalRequested;
    const amount = moneyIn(locale, w.amount, w.currency);
    const name = w.beneficiaryName;
    const arrival = t.arrival[w.beneficiaryKind as keyof typeof t.arrival];
    return {
      kind: 'withdrawal_requested',
      group: 'withdrawals',
      title: r.title(amount, name),
      body: r.body(w.reference, amount),
      link,
      mail: clientMail({
        locale,
        subject: r.subject(amount, name, w.reference),
        heading: r.heading,
        intro: r.intro(amount, name),
        rows: [
          [t.label.reference, w.reference],
          [t.label.amount, amount],
          [t.label.fee, t.paid.fee(moneyIn(locale, '0', w.currency))],
          [t.label.to, name],
          [t.label.status, r.status],
        ],
        next: [...(arrival ? [arrival] : []), r.notYou],
        link: { url: abs(appUrl, link), label: t.openWallet },
      }),
    };
  });
}

/**
 * A deposit was opened (issue 34): the mail carries the payment details field by field, so the
 * client can pay from their bank without the dashboard open.
 */
export function depositRequestedNotice(
  d: {
    reference: string;
    currency: string;
    method: string;
    expectedAmount: string | null;
    fields: { label: string; value: string }[];
  },
  appUrl?: string,
): ClientNotice {
  const link = '/dashboard?tab=funding';
  return inEachLanguage((locale): ClientNotice => {
    const t = NOTICE_TEXTS[locale];
    const r = t.depositRequested;
    const method = d.method as keyof typeof r.depositArrival;
    return {
      kind: 'deposit_requested',
      group: 'deposits',
      title: r.title(d.reference, d.currency),
      body: r.body(d.reference, d.currency),
      link,
      mail: clientMail({
        locale,
        subject: r.subject(d.reference, d.currency),
        heading: r.heading,
        intro: r.intro(d.currency),
        rows: [
          [t.label.reference, d.reference],
          [t.label.method, t.method[method] ?? d.method],
          ...(d.expectedAmount
            ? [
                [t.label.expected, moneyIn(locale, d.expectedAmount, d.currency)] as [
                  string,
                  string,
                ],
              ]
            : []),
          ...d.fields.map((f) => [r.field[f.label] ?? f.label, f.value] as [string, string]),
          [t.label.status, r.status],
        ],
        next: [...(r.depositArrival[method] ? [r.depositArrival[method]] : [])],
        link: { url: abs(appUrl, link), label: t.openWallet },
      }),
    };
  });
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
  const link = '/dashboard?tab=wallet';
  return inEachLanguage((locale): ClientNotice => {
    const t = NOTICE_TEXTS[locale];
    const amount = moneyIn(locale, w.amount, w.currency);
    const name = w.beneficiaryName;
    if (w.decision === 'approve') {
      const arrival = t.arrival[w.beneficiaryKind as keyof typeof t.arrival];
      return {
        kind: 'withdrawal_paid',
        group: 'withdrawals',
        title: t.paid.title(amount, name),
        body: `${t.paid.body(w.reference)} ${arrival ?? ''}`.trim(),
        link,
        mail: clientMail({
          locale,
          subject: t.paid.subject(amount, name, w.reference),
          heading: t.paid.heading,
          intro: t.paid.intro(amount, name),
          rows: [
            [t.label.reference, w.reference],
            [t.label.amount, amount],
            [t.label.fee, t.paid.fee(moneyIn(locale, '0', w.currency))],
            [t.label.to, name],
            [t.label.status, t.paid.status],
          ],
          next: [...(arrival ? [arrival] : []), t.paid.trace],
          link: { url: abs(appUrl, link), label: t.openWallet },
        }),
      };
    }
    const r = t.withdrawalRejected;
    return {
      kind: 'withdrawal_rejected',
      group: 'withdrawals',
      title: r.title(w.reference),
      body: r.body(w.reason ?? r.notGivenInline, amount, w.currency),
      link,
      mail: clientMail({
        locale,
        subject: r.subject(w.reference),
        heading: r.heading,
        intro: r.intro(amount, name, w.currency),
        rows: [
          [t.label.reference, w.reference],
          [t.label.amount, amount],
          [t.label.to, name],
          [t.label.reason, w.reason ?? r.notGiven],
          [t.label.status, r.status],
        ],
        next: [r.checkDetails, t.replyOrSupport],
        link: { url: abs(appUrl, link), label: t.openWallet },
      }),
    };
  });
}

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
        link: { url: abs(appUrl, link), label: t.viewOrders },
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
      link: { url: abs(appUrl, link), label: t.viewOrders },
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

/**
 * Writes the notice to the bell and, unless the client turned mail off for its kind, to the
 * outbox: one statement, inside the caller's transaction. A business's notice goes to its owners
 * and admins (SQL mizani_holder_recipients, decision 012).
 */
export async function notifyClient(tx: DbOrTx, userId: string, n: ClientNotice) {
  await notifyUsers(tx, sql`select r.user_id from mizani_holder_recipients(${userId}) r`, n);
}

/**
 * The text each recipient reads, in their language (user.language as `u`, issue 20): one
 * parameter when the notice has no translations, else a CASE over the three.
 */
function inTheirLanguage(n: ClientNotice, pick: (v: Omit<ClientNotice, 'translations'>) => string) {
  const t = n.translations;
  if (!t) return sql`${pick(n)}`;
  return sql`case u.language when 'fr' then ${pick(t.fr ?? n)} when 'sw' then ${pick(t.sw ?? n)} else ${pick(n)} end`;
}

/** A notice's stored fields (the bell's row and the outbox mail's), trimmed to their columns. */
function storedFields(n: Omit<ClientNotice, 'translations'>) {
  return {
    kind: n.kind,
    group: n.group,
    title: n.title.slice(0, 300),
    body: n.body,
    link: n.link,
    subject: n.mail.subject.replace(/[\r\n]+/g, ' ').slice(0, 250),
    text: n.mail.text,
    html: n.mail.html,
  };
}

/**
 * The notice as the order function stores it (decision 015): its fields, and its translations'
 * under "translations" by language; SQL mizani_notify_holder gives each recipient theirs.
 */
export function noticeFields(n: ClientNotice) {
  const translations = Object.entries(n.translations ?? {}).map(
    ([l, t]) => [l, storedFields(t)] as const,
  );
  return {
    ...storedFields(n),
    ...(translations.length ? { translations: Object.fromEntries(translations) } : {}),
  };
}

/** The same notice to each user the query selects (one column, user_id). */
export async function notifyUsers(tx: DbOrTx, recipients: SQL, n: ClientNotice) {
  const say = (pick: (v: Omit<ClientNotice, 'translations'>) => string) => inTheirLanguage(n, pick);
  await tx.execute(sql`
    with bell as (
      insert into notifications (user_id, kind, title, body, link)
      select r.user_id, ${n.kind}, ${say((v) => v.title.slice(0, 300))}, ${say((v) => v.body)}, ${n.link}
        from (${recipients}) r join "user" u on u.id = r.user_id
      returning user_id)
    insert into mail_outbox (kind, to_address, subject, text_body, html_body)
    select ${n.kind}, u.email, ${say((v) => v.mail.subject.replace(/[\r\n]+/g, ' ').slice(0, 250))},
           ${say((v) => v.mail.text)}, ${say((v) => v.mail.html)}
      from bell join "user" u on u.id = bell.user_id
     where coalesce((select p.email from notice_preferences p
                      where p.user_id = u.id and p.kind = ${n.group}), true)`);
}
