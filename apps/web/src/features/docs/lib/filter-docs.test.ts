import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { DOC_ARTICLE_LIST, FEE_EXAMPLE } from '../../../content/docs/articles.ts';
import { docArticlesIn, feeExampleIn, loadDocs } from '../../../content/docs/localized.ts';
import { compileCataloguesWith, loadLocale } from '../../../lib/i18n/i18n.ts';
import { filterDocs } from './filter-docs.ts';

const slugs = (q: string) => filterDocs(DOC_ARTICLE_LIST, q).map((a) => a.slug);

describe('filterDocs', () => {
  it('keeps every article, in order, for an empty or blank query', () => {
    expect(slugs('')).toEqual(DOC_ARTICLE_LIST.map((a) => a.slug));
    expect(slugs('   ')).toEqual(DOC_ARTICLE_LIST.map((a) => a.slug));
  });

  it('matches the title case-insensitively', () => {
    expect(slugs('RATE ALERTS')).toContain('rate-alerts');
  });

  it('matches words of the body text, not only the title', () => {
    // "paybill" appears only in the funding article's steps.
    expect(slugs('paybill')).toEqual(['funding-and-withdrawals']);
    expect(slugs('verification reference')).toEqual(['statements-and-reports']);
    expect(slugs('backup codes')).toEqual(['getting-started', 'keeping-your-account-safe']);
  });

  it('needs every word of the query, in any order', () => {
    expect(slugs('example worked')).toEqual(['fees-and-a-worked-example']);
    expect(slugs('paybill phishing')).toEqual([]);
  });

  it('finds nothing for words that appear nowhere', () => {
    expect(slugs('qwertyuiop')).toEqual([]);
  });
});

describe('searching the documentation in French', () => {
  it('finds the French words and the figures as the page writes them', async () => {
    compileCataloguesWith(compileMessage);
    await Promise.all([loadLocale('fr'), loadDocs('fr')]);
    const fr = docArticlesIn('fr');
    const slugs = (q: string) =>
      filterDocs(fr, q, feeExampleIn(FEE_EXAMPLE, 'fr')).map((a) => a.slug);
    expect(slugs('hameçonnage')).toEqual(['keeping-your-account-safe']);
    expect(slugs('128,355')).toEqual(['fees-and-a-worked-example']);
    expect(slugs('paybill')).toEqual(['funding-and-withdrawals']);
  });
});
