// Validation messages from the shared schemas are keys with values (packages/shared
// i18n/messages.ts, "validation.tooLong?field=name&max=200"); every place that shows a form error
// passes it through here. English is the shared English text itself (byte-identical to what the
// API answers, and independent of any catalogue being loaded); French and Swahili come from the
// catalogues, which hold the same ids. Plain text (a schema not converted yet, a server message)
// is shown as it is.
import { useCallback } from 'react';
import { englishMessage, parseMessageKey } from '@mizani/shared/i18n/messages';
import { BENEFICIARY_COUNTRIES } from '@mizani/shared/constants/beneficiary-countries';
import { hasMessage, translate } from './i18n.ts';
import type { Locale } from './locales.ts';
import { countryNameIn } from './names.ts';
import { useLocale } from './use-t.ts';

/** A form message in a language. */
export function formMessage(locale: Locale, raw: string): string {
  const key = locale === 'en' ? null : parseMessageKey(raw);
  if (!key || !hasMessage(locale, key.id)) return englishMessage(raw);
  const { field, ...values } = key.values;
  const fieldId = `validation.field.${field}`;
  // A payout country is named in English by the schema ("Kenya"): name it in the language.
  const region = Object.entries(BENEFICIARY_COUNTRIES).find(([, c]) => c.name === values.country);
  if (region) values.country = countryNameIn(locale, region[0]);
  return translate(locale, key.id, {
    ...values,
    ...(field ? { field: hasMessage(locale, fieldId) ? translate(locale, fieldId) : field } : {}),
  });
}

/** `msg(errors.email?.message)`: the error in the page's language (undefined stays undefined). */
export function useFormMessage() {
  const locale = useLocale();
  return useCallback(
    <T extends string | undefined>(raw: T): T =>
      (raw === undefined ? raw : formMessage(locale, raw)) as T,
    [locale],
  );
}
