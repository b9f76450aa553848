import { APIError } from 'better-auth/api';

/**
 * The first field of a better-auth body that holds a NUL character (PostgreSQL refuses NUL in
 * text, so it would reach the database as a 500), or null. Looks one level into objects.
 */
export function fieldWithNul(body: unknown, depth = 0): string | null {
  if (!body || typeof body !== 'object' || depth > 1) return null;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === 'string' && value.includes('\u0000')) return key;
    if (value && typeof value === 'object' && fieldWithNul(value, depth + 1)) return key;
  }
  return null;
}

/** RFC 5321 limit of an address; a longer one cannot be indexed (unique email, lock counters). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * Input better-auth would pass to PostgreSQL and get a 500 for: a NUL anywhere, an email too long
 * for a btree key. Same shape as the other auth validation errors (code VALIDATION_FAILED, 400).
 */
export function unstorableInput(body: unknown): { field: string; error: APIError } | null {
  const field = fieldWithNul(body);
  if (field)
    return {
      field,
      error: new APIError('BAD_REQUEST', {
        code: 'VALIDATION_FAILED',
        message: `Remove the control characters from the ${field} field.`,
      }),
    };
  const email = (body as { email?: unknown } | null)?.email;
  if (typeof email === 'string' && email.trim().length > MAX_EMAIL_LENGTH)
    return {
      field: 'email',
      error: new APIError('BAD_REQUEST', {
        code: 'VALIDATION_FAILED',
        message: 'Enter a valid email address.',
      }),
    };
  return null;
}
