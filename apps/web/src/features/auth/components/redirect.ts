import { splitLocale } from '@/lib/i18n/locales';

/**
 * The remembered location (?redirectTo=) if it is a same-site path, else /dashboard. The sign-in
 * page in any language (/auth, /fr/auth, /sw/auth) is never a target: it would loop.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/dashboard';
  if (splitLocale(value).path.startsWith('/auth')) return '/dashboard';
  return value;
}
