// schema.org structured data for the help centre, written into the pre-rendered head of
// /support/help by scripts/prerender.ts (docs/public-site.md "Help centre and search engines").
import type { FaqCategory } from '../../../content/faq.ts';

export interface FaqPageJsonLd {
  '@context': 'https://schema.org';
  '@type': 'FAQPage';
  mainEntity: {
    '@type': 'Question';
    name: string;
    acceptedAnswer: { '@type': 'Answer'; text: string };
  }[];
}

/** A FAQPage with one Question (and its accepted Answer) for every item of every category. */
export function faqPageJsonLd(categories: readonly FaqCategory[]): FaqPageJsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: categories.flatMap((c) =>
      c.items.map((item) => ({
        '@type': 'Question' as const,
        name: item.question,
        acceptedAnswer: { '@type': 'Answer' as const, text: item.answer },
      })),
    ),
  };
}

/**
 * The body of a `<script type="application/ld+json">` element. `<`, `>` and `&` become \u003c,
 * \u003e and \u0026 so no text can close the element (`</script>`) or open a comment; JSON
 * parsers read them back unchanged. The element is data, never executed, so the CSP's
 * `script-src 'self'` does not apply to it.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
