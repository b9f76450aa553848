import { describe, expect, it } from 'vitest';
import { safeRedirect, verificationCallback } from './redirect';

describe('the verification link keeps where the person was going (issue 34)', () => {
  it('carries an invitation link through sign-up and verification', () => {
    const invite = '/dashboard?tab=business&invitation=abc_DEF-123';
    const back = verificationCallback(undefined, invite);
    expect(back).toBe(`/auth?verified=1&redirectTo=${encodeURIComponent(invite)}`);
    // the sign-in page reads it back as its target
    expect(safeRedirect(new URL(back, 'https://x.test').searchParams.get('redirectTo'))).toBe(
      invite,
    );
    expect(verificationCallback('fr', invite)).toMatch(/^\/fr\/auth\?verified=1&redirectTo=/);
  });

  it('leaves out the default and anything off-site', () => {
    expect(verificationCallback(undefined)).toBe('/auth?verified=1');
    expect(verificationCallback('sw', '/dashboard')).toBe('/sw/auth?verified=1');
    expect(verificationCallback(undefined, '//evil.test/x')).toBe('/auth?verified=1');
    expect(verificationCallback(undefined, 'https://evil.test')).toBe('/auth?verified=1');
  });
});
