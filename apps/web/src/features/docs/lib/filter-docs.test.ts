import { describe, expect, it } from 'vitest';
import { DOC_ARTICLE_LIST } from '../../../content/docs/articles.ts';
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
