// Help centre FAQ (spec §2 Help centre). The facts here are the spec's promises (§9): verification
// 24-48 hours and at most 5 business days; minimum transaction typically 100 USD equivalent;
// cross-border transfers 1-3 business days; 2FA by SMS or authenticator app; KYC documents.
// No imports: the e2e checks (e2e/public/help-seo.test.ts) load this file outside Vite.

export interface FaqItem {
  question: string;
  answer: string;
}
export interface FaqCategory {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  {
    id: 'account-setup',
    title: 'Account Setup',
    items: [
      {
        question: 'How do I open an account?',
        answer:
          'Select Sign In, then the Sign Up tab. Enter your name, email and a password, confirm your email address, then complete identity verification from your dashboard.',
      },
      {
        question: 'What documents do I need for verification (KYC)?',
        answer:
          'A valid government-issued ID (passport, national ID card or driving licence) plus a proof of address dated within the last 3 months, such as a utility bill or bank statement.',
      },
      {
        question: 'How long does account verification take?',
        answer:
          'Verification usually takes 24-48 hours once we have all your documents. In some cases it can take up to 5 business days.',
      },
      {
        question: 'Can I open an account for my business?',
        answer:
          'Yes. Corporate accounts need the company registration documents, proof of business address and ID for each director and beneficial owner. See Corporate Services below.',
      },
    ],
  },
  {
    id: 'transactions',
    title: 'Transactions',
    items: [
      {
        question: 'What is the minimum transaction amount?',
        answer:
          'The minimum transaction is typically 100 USD equivalent. Some payout methods and corridors have their own minimums, shown before you confirm.',
      },
      {
        question: 'How long do cross-border transfers take?',
        answer:
          'Cross-border transfers usually arrive within 1-3 business days. Mobile-money and local payouts are often faster.',
      },
      {
        question: 'Which currencies do you support?',
        answer:
          'We support 8 African currencies (KES, TZS, GHS, NGN, ZAR, ETB, ZMW, MZN) alongside USD, EUR and GBP, across 50+ currency pairs.',
      },
      {
        question: 'How are your exchange rates set?',
        answer:
          'Our rates follow the live market and are refreshed continuously. The rate shown when you confirm an order is the rate you get, with no hidden fees.',
      },
    ],
  },
  {
    id: 'security',
    title: 'Security',
    items: [
      {
        question: 'How do I enable two-factor authentication (2FA)?',
        answer:
          'Open your profile settings in the dashboard and turn on two-factor authentication. You can receive codes by SMS or use an authenticator app.',
      },
      {
        question: 'How do you protect my money and data?',
        answer:
          'All traffic is encrypted, client funds are held in segregated accounts, and access to your data is limited to staff who need it to serve you.',
      },
      {
        question: 'What should I do if I notice suspicious activity?',
        answer:
          'Change your password at once and call our emergency hotline or email support. We can freeze your account while we investigate.',
      },
    ],
  },
  {
    id: 'corporate-services',
    title: 'Corporate Services',
    items: [
      {
        question: 'What services do you offer businesses?',
        answer:
          'Cross-border settlements, FX conversions, local payouts to mobile money and banks, stable-fiat settlements and custom solutions for high volumes.',
      },
      {
        question: 'Do you offer better rates for large volumes?',
        answer:
          'Yes. Request a quote or schedule a consultation and our team will prepare pricing for your volumes and corridors.',
      },
      {
        question: 'Will I have a dedicated account manager?',
        answer:
          'Corporate and institutional clients get a dedicated relationship manager in one of our offices in Nairobi, Dar es Salaam or Accra.',
      },
    ],
  },
];
