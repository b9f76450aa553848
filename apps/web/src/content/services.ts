// The shape of /services/corporate and /services/institutional: which offerings, audiences and
// steps each page has. Their words are in the language catalogues (lib/i18n/catalogues, ids
// `corporate.*`, `institutional.*`, `services.*`); figures come from site.ts (STATS, MARKETS), so
// nothing here states a number the rest of the site does not.

export const CORPORATE = {
  key: 'corporate',
  audiences: 4,
  offerings: ['payments', 'wallets', 'firm-quotes', 'hedging', 'dealer', 'onboarding'],
  steps: 4,
} as const;

export const INSTITUTIONAL = {
  key: 'institutional',
  audiences: 4,
  offerings: ['liquidity', 'settlement', 'api', 'reporting', 'due-diligence', 'relationship'],
  steps: 4,
} as const;

export type ServicePageContent = typeof CORPORATE | typeof INSTITUTIONAL;

/** An offering card as the page shows it, in the page's language. */
export interface Offering {
  id: string;
  title: string;
  description: string;
  points: readonly string[];
}

export interface Step {
  title: string;
  text: string;
}
