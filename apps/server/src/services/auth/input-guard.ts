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

/** Same shape as the other auth validation errors (code VALIDATION_FAILED, 400). */
export function nulRefusal(field: string) {
  return new APIError('BAD_REQUEST', {
    code: 'VALIDATION_FAILED',
    message: `Remove the control characters from the ${field} field.`,
  });
}
