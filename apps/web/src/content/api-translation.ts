// The shape of the API pages' words in one language: a leaf that the translations (api-i18n/*)
// and their loader (api-localized.ts) both import, so that neither imports the other.
import type { Offering } from './services.ts';

export type OfferingId = 'rates' | 'quotes' | 'wallet' | 'webhooks';
export type PrincipleId = 'auth' | 'idempotency' | 'errors' | 'webhooks' | 'sandbox';

export interface ApiTranslation {
  page: { intro: string; whatIntro: string; ctaText: string };
  offerings: Record<OfferingId, Omit<Offering, 'id'>>;
  principles: Record<PrincipleId, { title: string; text: string }>;
  reference: {
    intro: string;
    events: string;
    /**
     * The OpenAPI document's prose in the language, keyed by its English text (operation
     * summaries, response, parameter and field descriptions). A text not here shows in English,
     * marked lang="en" (apps/server/test/api-reference-languages.test.ts checks that every text of the document is here).
     */
    texts: Record<string, string>;
  };
}
