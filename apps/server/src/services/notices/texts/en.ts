import { DEPOSIT_ARRIVAL, FUNDING_METHOD_LABELS, PAYOUT_ARRIVAL } from '@mizani/shared';
import type { NoticeTexts } from './types.ts';

// English: the wording these notices had before translations, byte-identical.

export const EN: NoticeTexts = {
  label: {
    reference: 'Reference',
    method: 'Method',
    expected: 'Expected',
    credited: 'Credited',
    status: 'Status',
    reason: 'Reason',
    amount: 'Amount',
    fee: 'Fee',
    to: 'To',
  },
  method: { ...FUNDING_METHOD_LABELS, stablecoin: 'Stablecoin (USDC or USDT)' },
  arrival: PAYOUT_ARRIVAL,
  openWallet: 'Open your wallet',
  replyOrSupport: 'Reply to this email or contact support if you have questions.',
  short: (amount, expected) =>
    `${amount} less than the ${expected} you said you would send arrived. Your bank or mobile-money provider may have deducted a charge, or the payment was sent short; we credited what arrived. If you think more was sent, reply with your payment receipt.`,
  over: (amount, expected) =>
    `${amount} more than the ${expected} you said you would send arrived; we credited all of it to your balance.`,
  credited: {
    titleShort: (credited, diff) => `${credited} credited: ${diff} short`,
    titleOver: (credited, diff) => `${credited} credited: ${diff} over`,
    title: (credited) => `${credited} credited to your wallet`,
    body: (ref, credited, cur) => `Deposit ${ref}: ${credited} is in your ${cur} balance.`,
    subject: (credited, ref) => `${credited} credited to your Mizani wallet (${ref})`,
    heading: 'Your deposit has arrived',
    intro: (credited, cur) =>
      `We received your payment and credited ${credited} to your ${cur} balance.`,
    status: 'Completed',
    available: 'The money is available now: convert it or send it from your wallet.',
  },
  depositRejected: {
    title: (ref) => `Deposit ${ref} was not accepted`,
    body: (reason, cur) => `Reason: ${reason}. Nothing was credited to your ${cur} balance.`,
    subject: (ref) => `Your deposit ${ref} was not accepted`,
    heading: 'We could not accept your deposit',
    intro: (cur, ref) => `Nothing was credited to your ${cur} balance for deposit ${ref}.`,
    status: 'Rejected',
    moneyBack: 'If money left your account, we return it to the account it came from.',
  },
  paid: {
    title: (amount, name) => `${amount} paid out to ${name}`,
    body: (ref) => `Withdrawal ${ref} is on its way.`,
    subject: (amount, name, ref) => `${amount} paid out to ${name} (${ref})`,
    heading: 'Your withdrawal is on its way',
    intro: (amount, name) => `We paid out ${amount} to ${name}.`,
    fee: (zero) => `${zero} (no Mizani fee)`,
    status: 'Paid out',
    trace: 'If it has not arrived after that, reply with the reference and we will trace it.',
  },
  withdrawalRequested: {
    title: (amount, name) => `Withdrawal of ${amount} to ${name} requested`,
    body: (ref, amount) => `Withdrawal ${ref}: ${amount} is on hold until we pay it out.`,
    subject: (amount, name, ref) => `Withdrawal ${ref} requested: ${amount} to ${name}`,
    heading: 'We received your withdrawal request',
    intro: (amount, name) =>
      `We are holding ${amount} from your balance and will pay it out to ${name} after review.`,
    status: 'On hold, awaiting payout',
    notYou:
      'If you did not ask for this, reply to this email or contact support at once: we can stop it before it is paid out.',
  },
  depositRequested: {
    title: (ref, cur) => `Deposit ${ref}: we are expecting your ${cur} payment`,
    body: (ref, cur) =>
      `Pay with reference ${ref}; we credit your ${cur} balance when the money arrives.`,
    subject: (ref, cur) => `Deposit ${ref}: your ${cur} payment details`,
    heading: 'Your deposit is ready for your payment',
    intro: (cur) =>
      `Send the money with the details below and quote the reference exactly, so we can credit your ${cur} balance.`,
    status: 'Awaiting your payment',
    depositArrival: DEPOSIT_ARRIVAL,
    field: {},
  },
  withdrawalRejected: {
    title: (ref) => `Withdrawal ${ref} was rejected`,
    body: (reason, amount, cur) => `Reason: ${reason}. ${amount} is back in your ${cur} balance.`,
    notGivenInline: 'not given',
    notGiven: 'Not given',
    subject: (ref) => `Your withdrawal ${ref} was rejected`,
    heading: 'We could not pay out your withdrawal',
    intro: (amount, name, cur) =>
      `The ${amount} we held for ${name} is back in your ${cur} balance.`,
    status: 'Rejected, money returned',
    checkDetails: 'Check the beneficiary details, then request the withdrawal again.',
  },
};
