import type { Database } from '../db/client.ts';
import { enqueueMail } from '../services/mail/outbox.ts';
import { escapeHtml } from '../services/mail/escape.ts';
import { dropResetTokens } from '../services/auth/reset-tokens.ts';
import { AUTH_BRAND as brand, EMAIL_CHANGE_MARKER } from './constants.ts';

type Db = Database['db'];
type MailUser = { id: string; email: string };

/** Password-reset mail (better-auth's sendResetPassword): only the newest link works. */
export function resetPasswordSender(db: Db) {
  return async ({ user, url, token }: { user: MailUser; url: string; token: string }) => {
    // Only the newest link works: every older reset token of this user goes.
    await dropResetTokens(db, user.id, token);
    await enqueueMail(db, {
      kind: 'password_reset',
      to: user.email,
      subject: `Reset your ${brand} password`,
      text: `Someone asked to reset the password of your ${brand} account.\n\nOpen this link within one hour to choose a new password:\n${url}\n\nIf it was not you, ignore this message: your password stays the same.`,
      html: `<p>Someone asked to reset the password of your ${brand} account.</p><p><a href="${escapeHtml(url)}">Choose a new password</a> (the link works once, within one hour).</p><p>If it was not you, ignore this message.</p>`,
    });
  };
}

/** Verification mail (better-auth's sendVerificationEmail): sign-up, or a change of address. */
export function verificationSender(db: Db) {
  return async ({ user, url }: { user: MailUser; url: string }) => {
    // A change of address (its callback carries EMAIL_CHANGE_MARKER) gets its own wording.
    if (url.includes(EMAIL_CHANGE_MARKER)) {
      await enqueueMail(db, {
        kind: 'email_change',
        to: user.email,
        subject: `Confirm your new email address for ${brand}`,
        text: `Someone asked to use this address for a ${brand} account.\n\nConfirm it by opening this link:\n${url}\n\nUntil then the account keeps its current address. If it was not you, ignore this message.`,
        html: `<p>Someone asked to use this address for a ${brand} account.</p><p><a href="${escapeHtml(url)}">Confirm your new email address</a></p><p>Until then the account keeps its current address. If it was not you, ignore this message.</p>`,
      });
      return;
    }
    await enqueueMail(db, {
      kind: 'email_verification',
      to: user.email,
      subject: `Verify your email for ${brand}`,
      text: `Welcome to ${brand}.\n\nConfirm your email address by opening this link:\n${url}\n\nIf you did not create an account, ignore this message.`,
      html: `<p>Welcome to ${brand}.</p><p><a href="${escapeHtml(url)}">Confirm your email address</a></p><p>If you did not create an account, ignore this message.</p>`,
    });
  };
}
