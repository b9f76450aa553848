import { cookieLocale, isLocale, type Locale } from '@mizani/shared';
import type { AppError, Wording } from '../../../lib/errors.ts';
import { EN, type RefusalCatalogue, type RefusalId, type RefusalParams } from './en.ts';
import { FR } from './fr.ts';
import { SW } from './sw.ts';

// The API's refusals in the reader's language (decision 023). A refusal is thrown with its
// English sentence (what AppError.message holds, byte-identical to before) and its id and
// parameters; app.onError words it again in the request's language, except on /api/v1, where
// developers integrate against the English text.

export type { ComplianceProblem, Noun, RefusalId } from './en.ts';
export { COMPLIANCE_PROBLEMS, NOUNS } from './en.ts';

// Looked up at call time, never at load: the services that import said() are imported by en.ts's
// neighbours too, and a cycle must not meet a catalogue that has not loaded yet.
const catalogue = (locale: Locale): RefusalCatalogue =>
  locale === 'fr' ? FR : locale === 'sw' ? SW : EN;

/** A refusal's wording: its English now, its id and parameters for other languages. */
export function said<K extends RefusalId>(
  id: K,
  ...params: RefusalParams<K> extends undefined ? [] : [RefusalParams<K>]
): Wording {
  const p = params[0] as RefusalParams<K>;
  return { id, params: p, english: (EN[id] as (p: RefusalParams<K>) => string)(p) };
}

/** The wording in a language (English: the sentence computed when it was thrown). */
export function wordIn(locale: Locale, w: Wording): string {
  if (locale === 'en') return w.english;
  const entry = catalogue(locale)[w.id as RefusalId] as ((p: unknown) => string) | undefined;
  return entry ? entry(w.params) : w.english;
}

/**
 * The language a refusal is worded in: the signed-in user's (user.language), else the language
 * the web app remembers in the mizani_lang cookie, else English.
 */
export function requestLocale(userLanguage: unknown, cookieHeader: string | null | undefined) {
  if (isLocale(userLanguage)) return userLanguage;
  return cookieLocale(cookieHeader) ?? 'en';
}

/** An error's message and fields in a language (the fields not worded by id as they are). */
export function wordError(err: AppError, locale: Locale) {
  if (locale === 'en') return { message: err.message, fields: err.fields };
  const message = err.wording ? wordIn(locale, err.wording) : err.message;
  if (!err.fields || !err.fieldWordings) return { message, fields: err.fields };
  const fields = { ...err.fields };
  for (const [k, w] of Object.entries(err.fieldWordings)) fields[k] = wordIn(locale, w);
  return { message, fields };
}
