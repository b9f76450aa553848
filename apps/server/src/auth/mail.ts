import type { Database } from '../db/client.ts';
import { enqueueMail } from '../services/mail/outbox.ts';
import { authTexts } from '../services/i18n/auth-texts.ts';
import { userLanguage } from '../services/i18n/language.ts';
import { dropResetTokens } from '../services/auth/reset-tokens.ts';
import { escapeHtml } from '../services/mail/escape.ts';
import { resetPasskeysNote } from '../services/auth/security-mail.ts';
import { passkeyNames } from './hooks/security-changes.ts';
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
    const locale = await userLanguage(db, user.id, user.language);
    const mail = authTexts(locale).passwordReset(brand, url);
    // Issue 33: the passkeys that would still sign in after the reset, and the offer to remove them.
    const note = resetPasskeysNote(locale, await passkeyNames(db, user.id), escapeHtml);
    if (note) {
      mail.text += note.text;
      mail.html += note.html;
    }
    await enqueueMail(db, { kind: 'password_reset', to: user.email, ...mail });
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
