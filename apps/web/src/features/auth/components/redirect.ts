/** The remembered location (?redirectTo=) if it is a same-site path, else /dashboard. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/dashboard';
  if (value.startsWith('/auth')) return '/dashboard';
  return value;
}
