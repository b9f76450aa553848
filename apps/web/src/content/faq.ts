// Help centre FAQ (spec §2 Help centre). The facts are the spec's promises (§9): verification
// 24-48 hours and at most 5 business days; minimum transaction typically 100 USD equivalent;
// cross-border transfers 1-3 business days; 2FA by SMS or authenticator app; KYC documents.
// The words are in the catalogues (lib/i18n/catalogues, `faq.*`, English verbatim from the spec):
// `faq.<item>.question` and `faq.<item>.answer`, each category's title under its own id.
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

/** The categories in order: their id (anchors, icons), title message and items' message stems. */
export const FAQ_OUTLINE = [
  {
    id: 'account-setup',
    title: 'faq.accountSetup.title',
    items: ['openAccount', 'kycDocuments', 'verificationTime', 'businessAccount'],
  },
  {
    id: 'transactions',
    title: 'faq.transactions.title',
    items: ['minimum', 'transferTime', 'currencies', 'ratesSet'],
  },
  {
    id: 'security',
    title: 'faq.security.title',
    items: ['twoFactor', 'protection', 'suspicious'],
  },
  {
    id: 'corporate-services',
    title: 'faq.corporate.title',
    items: ['businessServices', 'volumeRates', 'accountManager'],
  },
] as const;

/** Every message id the FAQ uses (the catalogue check and the tests read them). */
export const FAQ_MESSAGE_IDS = FAQ_OUTLINE.flatMap((c) => [
  c.title,
  ...c.items.flatMap((i) => [`faq.${i}.question`, `faq.${i}.answer`] as const),
]);
export type FaqMessageId = (typeof FAQ_MESSAGE_IDS)[number];

/** The FAQ in one language: `message` gives the text of an id (the page's `t`). */
export function faqCategories(message: (id: FaqMessageId) => string): FaqCategory[] {
  return FAQ_OUTLINE.map((c) => ({
    id: c.id,
    title: message(c.title),
    items: c.items.map((i) => ({
      question: message(`faq.${i}.question`),
      answer: message(`faq.${i}.answer`),
    })),
  }));
}
