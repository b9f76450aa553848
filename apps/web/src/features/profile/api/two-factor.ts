import { BRAND } from '@/config/brand';
import { authClient } from '@/lib/auth-client';

// Two-factor through better-auth's client: each change is confirmed with the password.

/** Starts enrolment: the TOTP URI (secret inside) and the first backup codes. */
export const enableTwoFactor = (password: string) =>
  authClient.twoFactor.enable({ password, issuer: BRAND.name, method: 'totp' });

/** Finishes enrolment with a code from the app. */
export const verifyTotp = (code: string) => authClient.twoFactor.verifyTotp({ code });

/** A new set of backup codes; the old set stops working. */
export const regenerateBackupCodes = (password: string) =>
  authClient.twoFactor.generateBackupCodes({ password });

export const disableTwoFactor = (password: string) => authClient.twoFactor.disable({ password });

/** The QR code of a TOTP URI as a data URL (the library loads only here); null if it fails. */
export async function totpQrCode(uri: string): Promise<string | null> {
  try {
    const QRCode = await import('qrcode');
    return await QRCode.toDataURL(uri, { margin: 1, width: 220 });
  } catch (err) {
    console.warn('QR code failed', err);
    return null;
  }
}
