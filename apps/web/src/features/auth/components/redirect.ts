import { localizePath, splitLocale, type Locale } from '@/lib/i18n/locales';

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

/**
 * Where a verification mail's link leads back to: the sign-in page in `language`, carrying the
 * place the person was going (an invitation's link, issue 34) so signing in after verifying
 * lands there, even in another browser; /dashboard, the default, is left out.
 */
export function verificationCallback(language: Locale | undefined, target?: string): string {
  const back = `${localizePath('/auth', language ?? 'en')}?verified=1`;
  const to = safeRedirect(target);
  return to === '/dashboard' ? back : `${back}&redirectTo=${encodeURIComponent(to)}`;
}
