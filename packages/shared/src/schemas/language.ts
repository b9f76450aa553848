import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';

/** PUT /api/me/language: the signed-in user's language (mails, notices, text messages). */
export const LanguageUpdateSchema = z.strictObject({
  language: z.enum(LOCALES, { error: 'Choose English, French or Swahili' }),
});
export type LanguageUpdate = z.infer<typeof LanguageUpdateSchema>;
