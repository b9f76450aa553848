import { getSessionFromCtx } from 'better-auth/api';
import type { Database } from '../db/client.ts';
import { codeText } from '../services/i18n/auth-texts.ts';
import { userLanguage } from '../services/i18n/language.ts';
import { enqueueCode } from '../services/sms/outbox.ts';
import { AUTH_BRAND as brand } from './constants.ts';

type Db = Database['db'];
type AnyCtx = Parameters<typeof getSessionFromCtx>[0];

/**
 * better-auth's sendOTP callbacks: each code becomes a row of the SMS outbox (the worker sends
 * it), so the request never waits on the gateway. The limits and checks run before (services/auth/
 * sign-in-methods.ts). Each text is in the user's language (issue 20).
 */
export function smsSenders(db: Db, baseURL: string) {
  const host = new URL(baseURL).host;
  return {
    /** phoneNumber plugin: verifying the profile's number. */
    phoneVerification: async (
      { phoneNumber, code }: { phoneNumber: string; code: string },
      ctx?: unknown,
    ) => {
      const s = ctx ? await getSessionFromCtx(ctx as AnyCtx).catch(() => null) : null;
      await enqueueCode(db, {
        kind: 'phone_verification',
        to: phoneNumber,
        userId: s?.user.id ?? null,
        text: codeText({
          brand,
          code,
          purpose: 'verification',
          host,
          locale: await userLanguage(db, s?.user.id),
        }),
      });
    },
    /** twoFactor plugin (otp): the sign-in code, to the user's verified number. */
    signInCode: async ({
      user,
      otp,
    }: {
      user: { id: string; phoneNumber?: string | null };
      otp: string;
    }) => {
      if (!user.phoneNumber) return; // refused before (SMS_NOT_SET_UP); never sent anywhere else
      await enqueueCode(db, {
        kind: 'two_factor_code',
        to: user.phoneNumber,
        userId: user.id,
        text: codeText({
          brand,
          code: otp,
          purpose: 'sign-in',
          host,
          locale: await userLanguage(db, user.id),
        }),
      });
    },
  };
}
