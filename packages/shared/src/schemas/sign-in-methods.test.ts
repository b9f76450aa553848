import { describe, expect, it } from 'vitest';
import {
  describeSignInMethod,
  isE164,
  maskPhone,
  phoneCountries,
  phoneEntrySchema,
  toE164,
} from './sign-in-methods.ts';

describe('phone numbers', () => {
  it('normalises national numbers of the markets to E.164', () => {
    expect(toE164('0712 345 678', 'KE')).toBe('+254712345678');
    expect(toE164('024 123 4567', 'GH')).toBe('+233241234567');
    expect(toE164('0803 123 4567', 'NG')).toBe('+2348031234567');
    expect(toE164('+27 82 123 4567', 'ZA')).toBe('+27821234567');
    expect(toE164('12', 'KE')).toBeNull();
    expect(toE164('0712345678', 'XX')).toBeNull();
  });

  it('accepts only canonical, valid E.164 on the server', () => {
    expect(isE164('+254712345678')).toBe(true);
    expect(isE164('254712345678')).toBe(false);
    expect(isE164('+254 712 345 678')).toBe(false);
    expect(isE164('+2547')).toBe(false);
    expect(isE164(42)).toBe(false);
  });

  it('validates the form with a field error on the number', () => {
    expect(phoneEntrySchema.safeParse({ country: 'KE', number: '0712345678' }).success).toBe(true);
    const bad = phoneEntrySchema.safeParse({ country: 'KE', number: '123' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['number']);
  });

  it('lists the markets first and masks numbers', () => {
    expect(
      phoneCountries()
        .slice(0, 7)
        .map((c) => c.code),
    ).toEqual(['KE', 'GH', 'NG', 'ZA', 'ET', 'TZ', 'ZM']);
    expect(phoneCountries()[0]?.callingCode).toBe('254');
    expect(maskPhone('+254712345678')).toBe('+254 ••• ••• 678');
  });
});

describe('describeSignInMethod', () => {
  it('words each first and second factor', () => {
    expect(describeSignInMethod('password')).toBe('Password');
    expect(describeSignInMethod('password+sms')).toBe('Password and text message');
    expect(describeSignInMethod('password+totp')).toBe('Password and authenticator app');
    expect(describeSignInMethod('passkey')).toBe('Passkey');
    expect(describeSignInMethod('oidc:acme', () => 'Acme SSO')).toBe('Acme SSO');
    expect(describeSignInMethod('oidc:acme+backup_code', () => 'Acme')).toBe(
      'Acme and backup code',
    );
    expect(describeSignInMethod(null)).toBe('Sign-in method not recorded');
  });
});
