// The French and Swahili legal texts follow the binding English one (docs/languages.md, "Legal
// texts"): the same sections in the same order, the same number of paragraphs and points in
// each, and every figure, address and number of the English paragraph in its translation.
import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_STATEMENT } from '../accessibility';
import { COMPLIANCE_STATEMENT, PRIVACY_POLICY, RISK_DISCLOSURE, TERMS_OF_SERVICE } from '../legal';
import type { LegalDocument } from '../legal-document';
import { SUPPORT } from '../site';
import {
  legalTranslation,
  loadLegalTranslation,
  type LegalDocumentId,
  type TranslatedDocument,
} from '.';

const ENGLISH: Record<LegalDocumentId, LegalDocument> = {
  privacy: PRIVACY_POLICY,
  terms: TERMS_OF_SERVICE,
  compliance: COMPLIANCE_STATEMENT,
  risk: RISK_DISCLOSURE,
  accessibility: ACCESSIBILITY_STATEMENT,
};

/** Each text of a document in order: intro, then each section's paragraphs and points. */
const texts = (d: TranslatedDocument) => [
  d.intro,
  ...d.sections.flatMap((s) => [...(s.paragraphs ?? []), ...(s.list ?? [])]),
];

/** E-mail addresses, then every run of digits, once the support hours (written out per language) are gone. */
function facts(text: string) {
  const hoursFree = [SUPPORT.phone.hours, SUPPORT.chat.hours].reduce(
    (t, h) => t.replaceAll(h, ''),
    text,
  );
  return [
    ...new Set([
      ...(hoursFree.match(/[\w.+-]+@[\w.-]+\w/g) ?? []),
      ...(hoursFree.match(/\d+/g) ?? []),
    ]),
  ];
}

describe.each(['fr', 'sw'] as const)('legal texts in %s', (locale) => {
  it.each(Object.keys(ENGLISH) as LegalDocumentId[])('%s follows the English', async (id) => {
    await loadLegalTranslation(id, locale);
    const doc = legalTranslation(id, locale)!;
    const en = ENGLISH[id];
    expect(doc.sections.map((s) => s.id)).toEqual(en.sections.map((s) => s.id));
    doc.sections.forEach((s, i) => {
      const e = en.sections[i]!;
      expect(s.heading).not.toBe(e.heading);
      expect(s.paragraphs?.length, `${id}#${s.id} paragraphs`).toBe(e.paragraphs?.length);
      expect(s.list?.length, `${id}#${s.id} list`).toBe(e.list?.length);
    });
    const translated = texts(doc);
    texts(en).forEach((english, i) => {
      expect(translated[i]).not.toBe(english);
      for (const fact of facts(english))
        expect(translated[i], `${id}: "${fact}" of "${english.slice(0, 50)}…"`).toContain(fact);
    });
  });
});

it('English needs nothing loaded, and a page without its translation falls back to English', async () => {
  await loadLegalTranslation('terms', 'en');
  expect(legalTranslation('terms', 'en')).toBeUndefined();
});
