import type { Database } from '../db/client.ts';
import { enqueueMail } from '../services/mail/outbox.ts';
import { authTexts } from '../services/i18n/auth-texts.ts';
import { userLanguage } from '../services/i18n/language.ts';
import { dropResetTokens } from '../services/auth/reset-tokens.ts';
import { AUTH_BRAND as brand, EMAIL_CHANGE_MARKER } from './constants.ts';

type Db = Database['db'];
type MailUser = { id: string; email: string; language?: unknown };

/**
 * Password-reset mail (better-auth's sendResetPassword): only the newest link works. Account
 * mails are in the user's language (issue 20; services/i18n/auth-texts.ts).
 */
export function resetPasswordSender(db: Db) {
  return async ({ user, url, token }: { user: MailUser; url: string; token: string }) => {
    // Only the newest link works: every older reset token of this user goes.
    await dropResetTokens(db, user.id, token);
    const texts = authTexts(await userLanguage(db, user.id, user.language));
    await enqueueMail(db, {
      kind: 'password_reset',
      to: user.email,
      ...texts.passwordReset(brand, url),
    });
  };
}

/** Verification mail (better-auth's sendVerificationEmail): sign-up, or a change of address. */
export function verificationSender(db: Db) {
  return async ({ user, url }: { user: MailUser; url: string }) => {
    const texts = authTexts(await userLanguage(db, user.id, user.language));
    // A change of address (its callback carries EMAIL_CHANGE_MARKER) gets its own wording.
    if (url.includes(EMAIL_CHANGE_MARKER)) {
      await enqueueMail(db, {
        kind: 'email_change',
        to: user.email,
        ...texts.emailChange(brand, url),
      });
      return;
    }
    await enqueueMail(db, {
      kind: 'email_verification',
      to: user.email,
      ...texts.verification(brand, url),
    });
  };
}
