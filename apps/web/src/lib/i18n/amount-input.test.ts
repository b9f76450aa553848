import { describe, expect, it } from 'vitest';
import { formatAmountInput, parseAmountInput, SEPARATORS } from './format.ts';
import { INTL_LOCALE, LOCALES } from './locales.ts';

// The calculator's amount field (issue 20, wave 6): typed in the language's style, computed as a
// decimal string, never a float.

const NNBSP = '\u202f';

describe('an amount typed in the language’s style', () => {
  it('French: spaces of any kind and dots group, the comma is the decimal point', () => {
    expect(parseAmountInput('1 234,50', 'fr')).toBe('1234.50');
    expect(parseAmountInput(`1${NNBSP}234,50`, 'fr')).toBe('1234.50');
    expect(parseAmountInput('1\u00a0234,5', 'fr')).toBe('1234.5');
    expect(parseAmountInput('1.234.567,25', 'fr')).toBe('1234567.25');
    expect(parseAmountInput(' 250 ', 'fr')).toBe('250');
    // No comma typed: the dot is the decimal point (what a keypad or a paste may give).
    expect(parseAmountInput('2500.50', 'fr')).toBe('2500.50');
  });

  it('English and Swahili: commas group, the dot is the decimal point', () => {
    for (const locale of ['en', 'sw'] as const) {
      expect(parseAmountInput('1,234.50', locale)).toBe('1234.50');
      expect(parseAmountInput('1 000', locale)).toBe('1000');
      expect(parseAmountInput('12.', locale)).toBe('12');
    }
  });

  it('refuses what is not an amount, and keeps digits beyond float precision', () => {
    for (const bad of ['', 'abc', '1,2,3', '-5', '1e3', '12345678901234', '1.123456789'])
      expect(parseAmountInput(bad, 'fr')).toBeNull();
    expect(parseAmountInput('1,5', 'en')).toBe('15');
    expect(parseAmountInput('9 999 999 999 999,99999999', 'fr')).toBe('9999999999999.99999999');
  });

  it('shows a parsed amount back grouped, decimals as typed', () => {
    expect(formatAmountInput('1234.50', 'fr')).toBe(`1${NNBSP}234,50`);
    expect(formatAmountInput('1234.5', 'sw')).toBe('1,234.5');
    expect(formatAmountInput('1000', 'en')).toBe('1,000');
    expect(formatAmountInput('9999999999999.99999999', 'fr')).toBe(
      `9${NNBSP}999${NNBSP}999${NNBSP}999${NNBSP}999,99999999`,
    );
    // Round trip.
    expect(parseAmountInput(formatAmountInput('1234567.25', 'fr'), 'fr')).toBe('1234567.25');
  });
});

describe('the separators table', () => {
  it('is what Intl (CLDR) gives for each language', () => {
    for (const locale of LOCALES) {
      const parts = new Intl.NumberFormat(INTL_LOCALE[locale]).formatToParts(1234567.5);
      expect(SEPARATORS[locale], locale).toEqual({
        group: parts.find((p) => p.type === 'group')?.value,
        decimal: parts.find((p) => p.type === 'decimal')?.value,
      });
    }
  });
});
