import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES } from '@mizani/shared';
import { countryLabelIn } from './country-label.ts';

describe('stored country names in the reader’s language', () => {
  it('knows the ISO code of every country of the shared list, each a real region', () => {
    const cldr = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const name of COUNTRIES) {
      const code = COUNTRY_CODES[name];
      expect(code, name).toMatch(/^[A-Z]{2}$/);
      expect(cldr.of(code!), name).toBeTruthy();
    }
    expect(new Set(COUNTRIES.map((c) => COUNTRY_CODES[c])).size).toBe(COUNTRIES.length);
  });

  it('names a country in French and Swahili, and leaves English as stored', () => {
    expect(countryLabelIn('en', "Côte d'Ivoire")).toBe("Côte d'Ivoire");
    expect(countryLabelIn('en', 'United States')).toBe('United States');
    expect(countryLabelIn('fr', 'South Africa')).toBe('Afrique du Sud');
    expect(countryLabelIn('fr', 'United States')).toBe('États-Unis');
    expect(countryLabelIn('sw', 'South Africa')).toBe('Afrika Kusini');
    // A stored value the list does not know (an older account's) shows as it is.
    expect(countryLabelIn('fr', 'Atlantis')).toBe('Atlantis');
  });
});
