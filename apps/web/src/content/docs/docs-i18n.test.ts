import { compileMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileCataloguesWith, loadLocale } from '../../lib/i18n/i18n.ts';
import { DOC_ARTICLE_LIST, FEE_EXAMPLE } from './articles.ts';
import { feeExample } from './fee-example.ts';
import {
  blockTextIn,
  docArticlesIn,
  docCategoriesIn,
  feeExampleIn,
  loadDocs,
} from './localized.ts';
import en from '../../lib/i18n/catalogues/en.json';

// The documentation in French and Swahili (content/docs/localized.ts): the same articles,
// sections and blocks as English, their own words, and the fee example's exact figures written
// the language's way.

const NNBSP = '\u202f';
const LANGS = ['fr', 'sw'] as const;

beforeAll(async () => {
  compileCataloguesWith(compileMessage);
  await Promise.all(['en', ...LANGS].map((l) => loadLocale(l as 'en')));
  await Promise.all(LANGS.map((l) => loadDocs(l)));
});

/** An article's shape: section ids, and each block's kind and number of items. */
const shape = (a: (typeof DOC_ARTICLE_LIST)[number]) =>
  a.sections.map((s) => [
    s.id,
    s.blocks.map((b) => `${b.kind}${'items' in b ? b.items.length : ''}`).join(' '),
  ]);

describe.each(LANGS)('the documentation in %s', (locale) => {
  it('has every English article, section and block in the same order, in its own words', () => {
    const articles = docArticlesIn(locale);
    expect(articles.map((a) => a.slug)).toEqual(DOC_ARTICLE_LIST.map((a) => a.slug));
    for (const [i, a] of articles.entries()) {
      const english = DOC_ARTICLE_LIST[i]!;
      expect(shape(a), a.slug).toEqual(shape(english));
      expect(a.category).toBe(english.category);
      for (const [field, value] of [
        ['title', a.title],
        ['description', a.description],
        ['intro', a.intro],
      ] as const) {
        expect(value, `${a.slug} ${field}`).not.toBe(english[field]);
        expect(value.trim(), `${a.slug} ${field}`).not.toBe('');
      }
      // Search engines show a meta description of this length whole.
      expect(a.description.length, a.slug).toBeLessThanOrEqual(160);
      for (const [j, s] of a.sections.entries())
        expect(s.heading, `${a.slug}#${s.id}`).not.toBe(english.sections[j]!.heading);
    }
    expect(docCategoriesIn(locale).map((c) => c.id)).toEqual(
      docCategoriesIn('en').map((c) => c.id),
    );
  });

  it('names each article by its catalogue title, which the breadcrumbs use too', () => {
    for (const a of DOC_ARTICLE_LIST)
      expect((en as Record<string, string>)[`meta.docs.article.${a.slug}`]).toBe(a.title);
  });
});

describe('the fee example in each language', () => {
  it('keeps the exact figures and changes only their separators', () => {
    const e = feeExampleIn(FEE_EXAMPLE, 'fr');
    expect(e.sellAmount).toBe(`1${NNBSP}000,00`);
    expect(e.feePercent).toBe(`0,10${NNBSP}%`);
    expect(e.fee.replace(',', '.')).toBe(FEE_EXAMPLE.fee);
    expect(e.rate.replace(',', '.')).toBe(FEE_EXAMPLE.rate);
    expect(feeExampleIn(FEE_EXAMPLE, 'sw')).toEqual(FEE_EXAMPLE);
    expect(feeExampleIn(FEE_EXAMPLE, 'en')).toBe(FEE_EXAMPLE);
  });

  it('writes the fees article’s sentences with the fee and spread admins set', () => {
    const fees = docArticlesIn('fr').find((a) => a.slug === 'fees-and-a-worked-example')!;
    const e = feeExample({ feeBps: 37, spreadBps: 20 });
    const texts = fees.sections
      .flatMap((s) =>
        s.blocks.flatMap((b) => (b.kind === 'p' ? [blockTextIn(b.text, 'fr', e)] : [])),
      )
      .join('\n');
    expect(texts).toContain(`Les frais sont actuellement de 0,37${NNBSP}% (37 points de base)`);
    expect(texts).toContain(`sur 1${NNBSP}234,56 USD, les frais exacts sont de 4,567872 USD`);
    const sw = docArticlesIn('sw').find((a) => a.slug === 'fees-and-a-worked-example')!;
    const swText = sw.sections
      .flatMap((s) =>
        s.blocks.flatMap((b) => (b.kind === 'p' ? [blockTextIn(b.text, 'sw', e)] : [])),
      )
      .join('\n');
    expect(swText).toContain('Ada kwa sasa ni 0.37% (pointi za msingi 37)');
  });
});
