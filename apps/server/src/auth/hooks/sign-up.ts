import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { englishMessage, profileFieldsSchema, termsConsentSchema } from '@mizani/shared';
import type { Database } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';

/**
 * Sign-up body, before better-auth sees it: server-only fields dropped, the profile fields
 * validated and normalised in place, a registered address reported, the name filled in.
 */
export async function prepareSignUp(db: Database['db'], body: Record<string, unknown>) {
  // The role lives on the server only: drop whatever a client sends (input:false also guards).
  delete body.role;
  delete body.disabledAt;
  const meta = profileFieldsSchema.safeParse({
    // Left out (an API client, not the form): "First name is required", not zod's type error.
    firstName: body.firstName ?? '',
    lastName: body.lastName ?? undefined,
    company: body.company ?? undefined,
    country: body.country ?? undefined,
  });
  if (!meta.success) {
    throw new APIError('BAD_REQUEST', {
      message: englishMessage(meta.error.issues[0]?.message ?? 'Invalid sign-up details'),
      code: 'VALIDATION_FAILED',
    });
  }
  Object.assign(body, meta.data);
  // No account without consent to the terms and privacy notice; the time it was given is kept
  // on the profile (database-hooks.ts).
  const consent = termsConsentSchema.safeParse(body.acceptTerms);
  if (!consent.success) {
    throw new APIError('BAD_REQUEST', {
      message: englishMessage(consent.error.issues[0]!.message),
      code: 'VALIDATION_FAILED',
    });
  }
  // Spec §8 shows "Account exists" for a registered email, so the duplicate is reported
  // (better-auth would answer a generic success); sign-up is rate-limited per address.
  if (typeof body.email === 'string') {
    const [existing] = await db
      .select({ id: schema.user.id })
      .from(schema.user)
      .where(eq(schema.user.email, body.email.trim().toLowerCase()));
    if (existing) {
      throw new APIError('UNPROCESSABLE_ENTITY', {
        message: 'User already registered',
        code: 'USER_ALREADY_EXISTS',
      });
    }
  }
  if (!body.name) body.name = [meta.data.firstName, meta.data.lastName].filter(Boolean).join(' ');
}
