import type { FUNDING_METHOD_LABELS, PAYOUT_ARRIVAL } from '@mizani/shared';

// The words of the deposit and withdrawal notices (bell and mail) in each language (issue 20).
// English is the wording these notices had before translations, byte-identical; amounts arrive
// formatted for the language (services/i18n/language.ts moneyIn). French and Swahili are the
// team's, listed in docs/languages.md for a native speaker's review.

export type Fn1 = (a: string) => string;
export type Fn2 = (a: string, b: string) => string;
export type Fn3 = (a: string, b: string, c: string) => string;

export interface NoticeTexts {
  label: Record<
    | 'reference'
    | 'method'
    | 'expected'
    | 'credited'
    | 'status'
    | 'reason'
    | 'amount'
    | 'fee'
    | 'to',
    string
  >;
  /** A deposit's method; `stablecoin` only arrives by the chain watcher (docs/stablecoins.md). */
  method: Record<keyof typeof FUNDING_METHOD_LABELS | 'stablecoin', string>;
  arrival: Record<keyof typeof PAYOUT_ARRIVAL, string>;
  openWallet: string;
  replyOrSupport: string;
  /** (difference, expected amount) */
  short: Fn2;
  over: Fn2;
  credited: {
    titleShort: Fn2;
    titleOver: Fn2;
    title: Fn1;
    /** (reference, credited, currency) */
    body: Fn3;
    subject: Fn2;
    heading: string;
    intro: Fn2;
    status: string;
    available: string;
  };
  depositRejected: {
    title: Fn1;
    /** (reason, currency) */
    body: Fn2;
    subject: Fn1;
    heading: string;
    /** (currency, reference) */
    intro: Fn2;
    status: string;
    moneyBack: string;
  };
  paid: {
    title: Fn2;
    body: Fn1;
    /** (amount, beneficiary, reference) */
    subject: Fn3;
    heading: string;
    intro: Fn2;
    fee: Fn1;
    status: string;
    trace: string;
  };
  /** At request time (issue 34): the withdrawal is held, the deposit awaits the client's payment. */
  withdrawalRequested: {
    /** (amount, beneficiary) */
    title: Fn2;
    /** (reference, amount) */
    body: Fn2;
    /** (amount, beneficiary, reference) */
    subject: Fn3;
    heading: string;
    /** (amount, beneficiary) */
    intro: Fn2;
    status: string;
    notYou: string;
  };
  depositRequested: {
    /** (reference, currency) */
    title: Fn2;
    /** (reference, currency) */
    body: Fn2;
    subject: Fn2;
    heading: string;
    /** (currency) */
    intro: Fn1;
    status: string;
    depositArrival: Record<keyof typeof FUNDING_METHOD_LABELS, string>;
    /** The instruction labels (services/funding/rails.ts) in this language; missing ones stay English. */
    field: Record<string, string>;
  };
  withdrawalRejected: {
    title: Fn1;
    /** (reason, amount, currency) */
    body: Fn3;
    notGivenInline: string;
    notGiven: string;
    subject: Fn1;
    heading: string;
    /** (amount, beneficiary, currency) */
    intro: Fn3;
    status: string;
    checkDetails: string;
  };
}
