import { describe, expect, it } from 'vitest';
import { computeQuote, PLATFORM_SETTINGS_DEFAULTS } from '@mizani/shared';
import { DOC_ARTICLE_LIST, FEE_EXAMPLE, blockText, docArticleText } from './articles.ts';
import { feeExample } from './fee-example.ts';
import { breadcrumbName } from '../../config/paths.ts';
import { DOC_SLUGS } from './catalogue.ts';
import { DOC_ARTICLE_INFO, DOC_CATEGORIES } from './meta.ts';

const plain = (s: string) => s.replace(/,/g, '');

describe('the fees article', () => {
  // The figures the page shows are the figures the product charges at its default settings.
  const quote = computeQuote({
    ...FEE_EXAMPLE.input,
    spreadBps: PLATFORM_SETTINGS_DEFAULTS['trading.spreadBps'],
    feeBps: PLATFORM_SETTINGS_DEFAULTS['trading.feeBps'],
  });

  it('states the default fee and spread', () => {
    expect(PLATFORM_SETTINGS_DEFAULTS['trading.feeBps']).toBe(10);
    expect(FEE_EXAMPLE.feePercent).toBe(
      `${(PLATFORM_SETTINGS_DEFAULTS['trading.feeBps'] / 100).toFixed(2)}%`,
    );
    expect(FEE_EXAMPLE.spreadPercent).toBe(
      `${(PLATFORM_SETTINGS_DEFAULTS['trading.spreadBps'] / 100).toFixed(2)}%`,
    );
  });

  it('shows the worked example exactly as computeQuote prices it', () => {
    expect(plain(FEE_EXAMPLE.sellAmount)).toBe(quote.sellAmount);
    expect(FEE_EXAMPLE.fee).toBe(quote.fee);
    expect(quote.feeCurrency).toBe('USD');
    expect(FEE_EXAMPLE.converted).toBe((Number(quote.sellAmount) - Number(quote.fee)).toFixed(2));
    expect(Number(FEE_EXAMPLE.rate)).toBe(Number(quote.rate));
    expect(Number(FEE_EXAMPLE.marketRate)).toBe(Number(quote.marketRate));
    expect(plain(FEE_EXAMPLE.buyAmount)).toBe(quote.buyAmount);
  });

  it('shows the rounded-up fee of its second amount as priced', () => {
    const q = computeQuote({
      ...FEE_EXAMPLE.input,
      sellAmount: plain(FEE_EXAMPLE.rounding.sellAmount),
      spreadBps: PLATFORM_SETTINGS_DEFAULTS['trading.spreadBps'],
      feeBps: PLATFORM_SETTINGS_DEFAULTS['trading.feeBps'],
    });
    expect(q.fee).toBe(FEE_EXAMPLE.rounding.fee);
    expect(plain(FEE_EXAMPLE.rounding.buyAmount)).toBe(q.buyAmount);
    const fees = DOC_ARTICLE_LIST.find((a) => a.slug === 'fees-and-a-worked-example')!;
    const text = docArticleText(fees);
    expect(text).toContain(
      `on ${FEE_EXAMPLE.rounding.sellAmount} USD the exact fee is ${FEE_EXAMPLE.rounding.exactFee} USD and you pay ${FEE_EXAMPLE.rounding.fee} USD`,
    );
    expect(fees.sections.some((s) => s.blocks.some((b) => b.kind === 'fee-example'))).toBe(true);
  });

  it('follows the fee and spread admins set: every figure repriced by computeQuote', () => {
    const e = feeExample({ feeBps: 37, spreadBps: 20 });
    const q = computeQuote({ ...FEE_EXAMPLE.input, feeBps: 37, spreadBps: 20 });
    expect(e).toMatchObject({ feePercent: '0.37%', spreadPercent: '0.20%', fee: '3.70' });
    expect(plain(e.buyAmount)).toBe(q.buyAmount);
    expect(Number(e.rate)).toBe(Number(q.rate));
    const fees = DOC_ARTICLE_LIST.find((a) => a.slug === 'fees-and-a-worked-example')!;
    const texts = fees.sections
      .flatMap((s) => s.blocks.flatMap((b) => (b.kind === 'p' ? [blockText(b.text, e)] : [])))
      .join('\n');
    expect(texts).toContain('The fee is currently 0.37% (37 basis points) of the amount you sell.');
    expect(texts).toContain(
      `${e.converted} × ${e.rate} = ${e.exactReceived} KES, and you receive ${e.buyAmount} KES.`,
    );
    expect(texts).toContain('on 1,234.56 USD the exact fee is 4.567872 USD and you pay 4.57 USD');
  });

  it('the quotes article promises the default quote lifetime', () => {
    const seconds = PLATFORM_SETTINGS_DEFAULTS['trading.quoteValiditySeconds'];
    const quotes = DOC_ARTICLE_LIST.find((a) => a.slug === 'conversions-and-firm-quotes')!;
    expect(quotes.description).toContain(`${seconds} seconds`);
    expect(docArticleText(quotes)).toContain(`valid (${seconds} seconds)`);
  });
});

describe('the articles', () => {
  it('have unique slugs, a known category, a body and unique section ids', () => {
    expect(new Set(DOC_SLUGS).size).toBe(DOC_SLUGS.length);
    expect(DOC_ARTICLE_INFO.map((a) => a.slug)).toEqual([...DOC_SLUGS]);
    const categories = new Set<string>(DOC_CATEGORIES.map((c) => c.id));
    for (const a of DOC_ARTICLE_LIST) {
      expect(categories.has(a.category), a.slug).toBe(true);
      expect(a.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(a.sections.length, a.slug).toBeGreaterThan(0);
      expect(new Set(a.sections.map((s) => s.id)).size, a.slug).toBe(a.sections.length);
      // Meta descriptions that search engines show whole.
      expect(a.description.length, a.slug).toBeGreaterThanOrEqual(50);
      expect(a.description.length, a.slug).toBeLessThanOrEqual(160);
    }
    // Every category has at least one article.
    for (const c of DOC_CATEGORIES)
      expect(
        DOC_ARTICLE_INFO.some((a) => a.category === c.id),
        c.id,
      ).toBe(true);
  });

  it('have slugs the breadcrumbs read as their titles', () => {
    for (const a of DOC_ARTICLE_INFO) expect(breadcrumbName(a.slug)).toBe(a.title);
  });
});
