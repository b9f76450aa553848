import { D, minorUnits, type Locale } from '@mizani/shared';
import { clientMail } from '../mail/client-mail.ts';
import { moneyIn } from '../i18n/language.ts';
import { absoluteLink, inEachLanguage, type ClientNotice } from './notices.ts';
import { NOTICE_TEXTS } from './texts/index.ts';

// The notices of deposits and withdrawals (issue 16), in each language (texts/).

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

export function depositCreditedNotice(
  d: {
    reference: string;
    currency: string;
    method: string;
    expectedAmount: string | null;
    receivedAmount: string;
  },
  appUrl?: string,
  languages?: readonly Locale[],
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
        link: { url: absoluteLink(appUrl, link), label: t.openWallet },
      }),
    };
  }, languages);
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
        link: { url: absoluteLink(appUrl, link), label: t.openWallet },
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
        link: { url: absoluteLink(appUrl, link), label: t.openWallet },
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
        link: { url: absoluteLink(appUrl, link), label: t.openWallet },
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
          link: { url: absoluteLink(appUrl, link), label: t.openWallet },
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
        link: { url: absoluteLink(appUrl, link), label: t.openWallet },
      }),
    };
  });
}
