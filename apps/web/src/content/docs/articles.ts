// The documentation centre's articles (issue 21). Every statement here describes the product as
// built: the wallet (docs/client-platform.md, features/wallet), firm quotes and fees
// (packages/shared/src/trading/quote.ts), alerts (docs/rates.md), reports (features/reports) and
// accounts (docs/accounts.md). The fee example is priced by computeQuote with the fee and spread
// admins set (the defaults in the pre-render), so the page shows what the product charges.
import type { FeeExample } from './fee-example.ts';
import { FEE_EXAMPLE } from './fee-example-defaults.ts';
import type { DocSlug } from './catalogue.ts';
import { DOC_ARTICLE_INFO, type DocArticleInfo } from './meta.ts';

export type DocBlock =
  /** A paragraph; the fees article's depend on the fee and spread set by admins (FeeExample). */
  | { kind: 'p'; text: string | ((e: FeeExample) => string) }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'steps'; items: readonly string[] }
  | { kind: 'note'; text: string }
  /** The fees article's worked example (feeExample below), rendered as a table. */
  | { kind: 'fee-example' };

export interface DocSection {
  id: string;
  heading: string;
  blocks: readonly DocBlock[];
}

export interface DocArticle extends DocArticleInfo {
  intro: string;
  sections: readonly DocSection[];
}

// feeExample itself (fee-example.ts) is not re-exported: a re-export keeps decimal.js in every
// docs page's chunk. Only pricing.ts loads it, with import().
export type { FeeExample } from './fee-example.ts';
/** The example at the default fee and spread: the pre-rendered page (fee-example-defaults.ts). */
export { FEE_EXAMPLE } from './fee-example-defaults.ts';

/** A block's text with the fee example it depends on (the defaults unless given). */
export const blockText = (
  text: string | ((e: FeeExample) => string),
  e: FeeExample = FEE_EXAMPLE,
) => (typeof text === 'function' ? text(e) : text);

const BODIES: Record<DocSlug, Omit<DocArticle, keyof DocArticleInfo>> = {
  'getting-started': {
    intro:
      'Everything you need to open an account and sign in safely: create the account, confirm your email address, then protect it with two-factor authentication.',
    sections: [
      {
        id: 'create-account',
        heading: 'Create your account',
        blocks: [
          {
            kind: 'steps',
            items: [
              'Select Sign In at the top of any page, then open the Sign Up tab.',
              'Enter your first name and email address (both required) and, if you like, your last name, company and country.',
              'Choose a password of 8 to 128 characters. Common passwords are refused; the meter under the field shows how strong yours is, and Generate creates a strong 12-character password for you.',
              'Select Create Account.',
            ],
          },
          {
            kind: 'note',
            text: 'You must be 18 or older to use our services. If an account already exists for your email address, sign in instead or reset your password.',
          },
        ],
      },
      {
        id: 'verify-email',
        heading: 'Verify your email address',
        blocks: [
          {
            kind: 'p',
            text: 'We send a link to the address you signed up with. Open it within 24 hours to confirm the address; you can sign in only once it is confirmed.',
          },
          {
            kind: 'p',
            text: 'No email? Check your spam folder, then try to sign in: the sign-in form offers Resend verification email for an address that is not yet confirmed.',
          },
        ],
      },
      {
        id: 'sign-in',
        heading: 'Sign in and reset a forgotten password',
        blocks: [
          {
            kind: 'p',
            text: 'Sign in with your email address and password. After five wrong passwords within 15 minutes, sign-in is paused for 15 minutes and we email you a link that unlocks the account; the link works once, within one hour.',
          },
          {
            kind: 'p',
            text: 'Forgot password? sends a reset link to your email address. It works once, within one hour, and only the newest link you asked for is valid. Choosing a new password signs you out on every device.',
          },
        ],
      },
      {
        id: 'two-factor',
        heading: 'Turn on two-factor authentication',
        blocks: [
          {
            kind: 'p',
            text: 'Two-factor authentication asks for a 6-digit code from an authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password) each time you sign in, so a stolen password alone is not enough.',
          },
          {
            kind: 'steps',
            items: [
              'Open your Dashboard, then the Profile tab, and find the Security section.',
              'Select Turn on two-factor and enter your password.',
              'Scan the QR code with your authenticator app, or type the secret shown beside it.',
              'Enter the 6-digit code the app shows.',
              'Save your ten backup codes: select Download backup codes and keep the file somewhere safe, away from your phone.',
            ],
          },
          {
            kind: 'p',
            text: 'At your next sign-in, enter the code from the app after your password. If you do not have your phone, choose Use a backup code; each backup code works once.',
          },
        ],
      },
      {
        id: 'next-steps',
        heading: 'Next steps',
        blocks: [
          {
            kind: 'list',
            items: [
              'Read what we ask for to verify your identity (Identity Verification).',
              'Fund your wallet by bank transfer or mobile money (Funding and Withdrawals).',
              'Get a firm quote and convert (Conversions and Firm Quotes).',
            ],
          },
        ],
      },
    ],
  },
  'identity-verification': {
    intro:
      'As a regulated money services business we must know who our clients are before we move money for them. This article explains what a provider like us asks for, and why, so you can have your documents ready.',
    sections: [
      {
        id: 'why',
        heading: 'Why we verify identity',
        blocks: [
          {
            kind: 'p',
            text: 'Anti-money-laundering and counter-terrorist-financing laws in the countries where we operate require us to identify each client, screen them against sanctions lists, and understand where large amounts of money come from. Verification also protects you: it makes it much harder for someone else to open an account or move money in your name.',
          },
        ],
      },
      {
        id: 'individuals',
        heading: 'What individuals are asked for',
        blocks: [
          {
            kind: 'list',
            items: [
              'A valid government-issued photo ID: passport, national ID card or driving licence.',
              'A proof of address dated within the last 3 months, such as a utility bill or a bank statement.',
              'Your full name, date of birth, nationality and address, matching those documents.',
            ],
          },
        ],
      },
      {
        id: 'businesses',
        heading: 'What businesses are asked for',
        blocks: [
          {
            kind: 'list',
            items: [
              'Company registration documents and the registered business address.',
              'A description of the business and what you will use our services for.',
              'ID for each director, authorised signatory and beneficial owner (the people who ultimately own or control the business), verified as for an individual.',
            ],
          },
        ],
      },
      {
        id: 'more-information',
        heading: 'When we may ask for more',
        blocks: [
          {
            kind: 'p',
            text: 'For unusually large or complex activity, for politically exposed persons, or for connections with higher-risk countries, the law asks us to understand the source of the funds, and sometimes the source of wealth. We may also ask for new documents when the ones we hold expire.',
          },
          {
            kind: 'p',
            text: 'Verification usually takes 24-48 hours once we have every document, and at most 5 business days. Our Compliance page describes our programme in full.',
          },
        ],
      },
      {
        id: 'today',
        heading: 'Verification in your dashboard',
        blocks: [
          {
            kind: 'note',
            text: 'The Verification tab of your dashboard shows your verification level, what it lets you do, and where to upload these documents. We review them within the times above and tell you the outcome by email and in your notifications. Upload documents only there: never send them through social media or to an address you cannot confirm is ours (see Keeping Your Account Safe).',
          },
        ],
      },
    ],
  },
  'funding-and-withdrawals': {
    intro:
      'Your wallet holds a balance in each currency. You fund it by bank transfer or mobile money with a reference that is yours alone, and you withdraw to a bank account or mobile-money number you have saved.',
    sections: [
      {
        id: 'fund',
        heading: 'Fund your wallet',
        blocks: [
          {
            kind: 'steps',
            items: [
              'Open your Dashboard and the Wallet tab, then find Fund wallet.',
              'Choose the currency and the method: Bank transfer or Mobile money.',
              'Optionally enter the amount you will send; it helps us match your payment faster.',
              'Select Get deposit instructions. You get a unique reference and the payment details: for a bank transfer, the account name, bank and account number; for mobile money, the paybill or merchant number.',
              'Make the payment and quote the reference exactly. For mobile money, send from a number registered in your name.',
            ],
          },
          {
            kind: 'p',
            text: 'The deposit shows as pending ("Awaiting funds") until our team confirms the payment has arrived. We credit the amount we actually receive, which can differ from the amount you said you would send (for example after your bank’s charges). Once confirmed, the deposit is marked completed and the amount appears in your balance and your transactions.',
          },
          {
            kind: 'note',
            text: 'Each reference belongs to one deposit request. Request new instructions for each payment, and never pay to details that reach you any other way than your own dashboard.',
          },
        ],
      },
      {
        id: 'beneficiaries',
        heading: 'Save a beneficiary',
        blocks: [
          {
            kind: 'p',
            text: 'Withdrawals are paid only to beneficiaries you have saved. In the Wallet tab, under Beneficiaries, choose the type (Mobile money or Bank account), then enter the account holder name, the country, the payout currency and the mobile number, or the bank name and account number.',
          },
          {
            kind: 'p',
            text: 'Numbers are checked against each country’s format, for example a Kenyan mobile number as +2547XXXXXXXX. You can remove a beneficiary at any time; a removed beneficiary cannot receive new withdrawals.',
          },
        ],
      },
      {
        id: 'withdraw',
        heading: 'Withdraw',
        blocks: [
          {
            kind: 'steps',
            items: [
              'In the Wallet tab, under Withdraw, choose the beneficiary. The withdrawal is paid in the beneficiary’s currency, and the form shows the balance available in it.',
              'Enter the amount and select Request withdrawal.',
            ],
          },
          {
            kind: 'p',
            text: 'The amount is put on hold at once: it leaves your available balance, so it cannot be spent twice, and the withdrawal shows as pending. When we have paid it out, it is marked completed. If we cannot pay it, it is marked rejected with the reason, and the held amount returns to your balance.',
          },
          {
            kind: 'p',
            text: 'You cannot withdraw more than your balance in that currency. If your connection drops while you request a withdrawal and you select Request withdrawal again, the request is not made twice.',
          },
        ],
      },
      {
        id: 'statuses',
        heading: 'Statuses at a glance',
        blocks: [
          {
            kind: 'list',
            items: [
              'Pending: a deposit waiting for your payment to be confirmed, or a withdrawal on hold waiting to be paid out.',
              'Completed: the deposit is credited, or the withdrawal is paid out.',
              'Rejected: the request was declined; the reason is shown, and a held withdrawal amount is back in your balance.',
            ],
          },
        ],
      },
    ],
  },
  'statements-and-reports': {
    intro:
      'The Reports tab of your dashboard gives you a monthly statement for each currency you hold, and downloads you can keep or hand to your accountant.',
    sections: [
      {
        id: 'monthly-statements',
        heading: 'Monthly statements',
        blocks: [
          {
            kind: 'p',
            text: 'Open your Dashboard and the Reports tab, then choose a month. For each currency the statement shows the opening balance, every movement in date order with its reference and the running balance after it, and the closing balance.',
          },
          {
            kind: 'list',
            items: [
              'Deposit: money you paid in, once confirmed.',
              'Withdrawal (on hold): the amount put aside when you requested a withdrawal.',
              'Withdrawal released: a held amount returned to you after a rejected withdrawal.',
              'Conversion: each side of a currency conversion you made.',
            ],
          },
          {
            kind: 'p',
            text: 'Months appear once you have activity in them; before your first movement the tab says there are no reports yet.',
          },
        ],
      },
      {
        id: 'downloads',
        heading: 'Downloads',
        blocks: [
          {
            kind: 'list',
            items: [
              'Download PDF, beside each currency: that currency’s statement for the month as a PDF document to hand to your bank or auditor.',
              'Download statement (CSV): the chosen month’s statement as a spreadsheet file.',
              'Export orders (CSV): your conversion orders, for your own records.',
              'Download confirmation (PDF), in an order’s details in the Trading tab: the confirmation of one conversion.',
            ],
          },
          {
            kind: 'p',
            text: 'Each PDF shows our letterhead, your name and email address, the figures (for a statement: the opening balance, every movement with its running balance and the closing balance, the same amounts as the CSV), the date and time it was generated, page numbers and a verification reference such as MZ-ST-XXXX-XXXX. Every download is a new document with its own reference.',
          },
          {
            kind: 'p',
            text: 'We record each reference with a fingerprint of the exact file we issued, so a bank or auditor who receives a copy can ask us to confirm the reference and that the file is the one we issued, unchanged.',
          },
          {
            kind: 'p',
            text: 'The Wallet tab also lists your transactions, which you can filter by currency, type and date.',
          },
        ],
      },
    ],
  },
  'conversions-and-firm-quotes': {
    intro:
      'Every conversion starts with a firm quote: the exact amounts, rate and fee, guaranteed for 30 seconds. Nothing moves until you accept it.',
    sections: [
      {
        id: 'get-a-quote',
        heading: 'Get a firm quote',
        blocks: [
          {
            kind: 'steps',
            items: [
              'Open your Dashboard and the Trading tab (Place Trading Order).',
              'Choose the currency you sell and the currency you buy.',
              'Say whether the amount is in the sell currency or the buy currency, and enter it. The form shows what is available in the currency you sell.',
              'Select Get quote.',
            ],
          },
          {
            kind: 'p',
            text: 'Entering the amount in the buy currency is useful when you must pay an exact sum: the quote works out how much you need to sell, fee included, so that you receive exactly the amount you asked for.',
          },
        ],
      },
      {
        id: 'read-the-quote',
        heading: 'What the quote shows',
        blocks: [
          {
            kind: 'list',
            items: [
              'You sell: the amount taken from your wallet, fee included.',
              'Fee: our conversion fee, with its percentage, taken from the amount you sell.',
              'Converted: the amount you sell minus the fee.',
              'Rate: how much of the buy currency you get for 1 unit of the sell currency. It includes our spread, and the quote names the spread and the market rate it was applied to.',
              'You receive: the amount credited to your wallet.',
            ],
          },
        ],
      },
      {
        id: 'validity',
        heading: '30 seconds to accept',
        blocks: [
          {
            kind: 'p',
            text: 'A countdown shows how long the quote stays valid (30 seconds). Select Accept quote before it ends, and the conversion is made at exactly the quoted figures, even if the market has moved. When the time is up the quote reads Quote expired and can no longer be accepted: select Refresh quote for a new one at the current rate.',
          },
          {
            kind: 'p',
            text: 'Each quote can be accepted once. If you do not have enough balance when you accept, the order is rejected and nothing moves.',
          },
        ],
      },
      {
        id: 'orders',
        heading: 'Your orders',
        blocks: [
          {
            kind: 'p',
            text: 'Order History in the Trading tab lists your orders, which you can filter by status and currency. Details shows the quote, the market rate, the spread, the fee with its percentage, the rate and the timeline of the order, and Download confirmation (PDF) gives you the order’s confirmation as a document.',
          },
        ],
      },
    ],
  },
  'fees-and-a-worked-example': {
    intro:
      'You pay for a conversion in two ways, both shown on the quote before you accept: a spread built into the rate, and a conversion fee on the amount you sell. There is no other charge for a conversion.',
    sections: [
      {
        id: 'fee',
        heading: 'The conversion fee',
        blocks: [
          {
            kind: 'p',
            text: (e) =>
              `The fee is currently ${e.feePercent} (${e.feeBps} basis point${e.feeBps === 1 ? '' : 's'}) of the amount you sell. It is charged in the currency you sell and taken from that amount, so the rest is converted.`,
          },
          {
            kind: 'p',
            text: (e) =>
              `The fee is rounded up to the cent. For example, on ${e.rounding.sellAmount} USD the exact fee is ${e.rounding.exactFee} USD and you pay ${e.rounding.fee} USD.`,
          },
        ],
      },
      {
        id: 'spread',
        heading: 'The spread',
        blocks: [
          {
            kind: 'p',
            text: (e) =>
              `The rate we offer is the market rate adjusted by our spread, currently ${e.spreadPercent} on most pairs; it can differ by currency pair. The quote always names the spread it applied and the market rate, so you can see both.`,
          },
        ],
      },
      {
        id: 'worked-example',
        heading: 'Worked example',
        blocks: [
          {
            kind: 'p',
            text: (e) =>
              `You sell ${e.sellAmount} USD for Kenyan shillings when the market rate is 1 USD = ${e.marketRate} KES.`,
          },
          { kind: 'fee-example' },
          {
            kind: 'p',
            text: (e) =>
              `The fee is ${e.feePercent} of ${e.sellAmount} USD = ${e.fee} USD, so ${e.converted} USD is converted. The rate is ${e.marketRate} less the ${e.spreadPercent} spread = ${e.rate}. ${e.converted} × ${e.rate} = ${e.exactReceived} KES, and you receive ${e.buyAmount} KES.`,
          },
        ],
      },
      {
        id: 'rounding',
        heading: 'Rounding',
        blocks: [
          {
            kind: 'p',
            text: 'Amounts are kept to the cent (two decimals). Where a figure has to be rounded, the amount you receive is rounded down and the amount you pay, fee included, is rounded up. The rate is shown with up to 10 decimals.',
          },
        ],
      },
      {
        id: 'other-charges',
        heading: 'Deposits and withdrawals',
        blocks: [
          {
            kind: 'p',
            text: 'We credit the amount we receive for a deposit; your bank or mobile-money provider may charge you for sending it. The amount of a withdrawal you request is the amount put on hold and paid out.',
          },
        ],
      },
    ],
  },
  'rate-alerts': {
    intro:
      'A rate alert tells you when a currency pair reaches the rate you are waiting for, so you do not have to watch the market.',
    sections: [
      {
        id: 'create',
        heading: 'Create an alert',
        blocks: [
          {
            kind: 'steps',
            items: [
              'Open your Dashboard and the Alerts tab.',
              'Choose the currency pair and the direction: Rate rises above, or Rate falls below.',
              'Enter the target rate.',
              'Choose how to be notified: by email, in the app, or both (at least one).',
            ],
          },
        ],
      },
      {
        id: 'when-it-fires',
        heading: 'When an alert fires',
        blocks: [
          {
            kind: 'p',
            text: 'Each new rate is compared with your target using the mid rate (halfway between the buying and selling rates). When the rate crosses your target, you get one notification through the channels you chose: an email, a notification under the bell in your dashboard, or both.',
          },
          {
            kind: 'p',
            text: 'You are not notified again while the rate stays beyond the target. The alert re-arms once the rate comes back to the target or the other side of it, and fires again at the next crossing. Changing the pair, direction or target re-arms it too.',
          },
        ],
      },
      {
        id: 'manage',
        heading: 'Manage your alerts',
        blocks: [
          {
            kind: 'p',
            text: 'Under Your alerts you can edit, pause, resume or delete each alert. You can have up to 50 active alerts. The Active Alerts card on your dashboard overview shows how many are active.',
          },
          {
            kind: 'note',
            text: 'An alert is information, not an order: nothing is converted when it fires. Get a firm quote to convert at the current rate.',
          },
        ],
      },
    ],
  },
  'keeping-your-account-safe': {
    intro:
      'Most account takeovers start with a convincing message, not a technical attack. These habits, and the security tools in your dashboard, keep your money where it belongs.',
    sections: [
      {
        id: 'phishing',
        heading: 'Recognise phishing',
        blocks: [
          {
            kind: 'list',
            items: [
              'We never ask for your password, a two-factor code or a backup code by email, phone, SMS or chat. Anyone who asks is not us.',
              'Sign in only by typing our address yourself or from a bookmark, not from a link in a message you did not expect.',
              'Payment details for deposits come only from Get deposit instructions in your own dashboard. Treat any message with different bank or mobile-money details as fraud.',
              'Be wary of urgency: "your account will be closed today", "verify now", or a deal that sounds too good. Contact us through the Contact Support page if in doubt.',
            ],
          },
        ],
      },
      {
        id: 'passwords',
        heading: 'Use a strong, unique password',
        blocks: [
          {
            kind: 'p',
            text: 'Use a password you use nowhere else, ideally from a password manager or the Generate button on the sign-up form. You can change it under Profile → Security → Change password; keep Sign out of other devices ticked to end every other session at the same time.',
          },
        ],
      },
      {
        id: 'two-factor',
        heading: 'Turn on two-factor authentication',
        blocks: [
          {
            kind: 'p',
            text: 'With two-factor authentication on, signing in needs a code from your authenticator app as well as your password. Turn it on under Profile → Security (see Getting Started for the steps).',
          },
        ],
      },
      {
        id: 'backup-codes',
        heading: 'Keep your backup codes safe',
        blocks: [
          {
            kind: 'p',
            text: 'Your ten backup codes let you sign in if you lose your phone; each works once. Keep the downloaded file offline or in your password manager, not on the phone that holds your authenticator app. Running low, or think someone has seen them? Select Regenerate backup codes: you get ten new codes and the old ones stop working.',
          },
        ],
      },
      {
        id: 'sessions',
        heading: 'Review your sessions',
        blocks: [
          {
            kind: 'p',
            text: 'Profile → Security → Active sessions lists every device signed in to your account, with the browser and system, the IP address and when the session was last refreshed; the one you are using is marked This device. Sign out of any device you do not recognise, or select Sign out everywhere. Logout in the header also signs you out on every device.',
          },
        ],
      },
      {
        id: 'if-something-is-wrong',
        heading: 'If something looks wrong',
        blocks: [
          {
            kind: 'steps',
            items: [
              'Change your password and keep Sign out of other devices ticked.',
              'Check that two-factor authentication is on, and regenerate your backup codes.',
              'Contact Support straight away, and tell us about any payment you did not make.',
            ],
          },
          {
            kind: 'p',
            text: 'If several wrong passwords are tried on your account, sign-in is paused and we email you an unlock link. If you did not try to sign in, change your password after unlocking.',
          },
        ],
      },
    ],
  },
};

export const DOC_ARTICLE_LIST: readonly DocArticle[] = DOC_ARTICLE_INFO.map((meta) => ({
  ...meta,
  ...BODIES[meta.slug],
}));

export function getDocArticle(slug: string): DocArticle | undefined {
  return DOC_ARTICLE_LIST.find((a) => a.slug === slug);
}

/**
 * Every word a reader can search for: title, description, intro and all the body text, with the
 * fee example's figures as the page shows them (content/docs/localized.ts feeExampleIn).
 */
export function docArticleText(article: DocArticle, example: FeeExample = FEE_EXAMPLE): string {
  const parts = [article.title, article.description, article.intro];
  for (const s of article.sections) {
    parts.push(s.heading);
    for (const b of s.blocks) {
      if (b.kind === 'p' || b.kind === 'note') parts.push(blockText(b.text, example));
      else if (b.kind === 'list' || b.kind === 'steps') parts.push(...b.items);
    }
  }
  return parts.join('\n');
}
