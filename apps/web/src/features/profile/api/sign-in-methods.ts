import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecurityOverview, SmsFactorInput } from '@mizani/shared';
import { api } from '@/lib/api';
import { authClient } from '@/lib/auth-client';
import { withStepUp } from '@/lib/step-up';
import { profileKeys } from './profile';

// Issue 19: the phone, text-message codes, passkeys and linked providers. The overview is ours
// (GET /api/security); the changes are better-auth's endpoints or our two routes.

export const securityKey = ['me', 'security'] as const;

export function useSecurityOverview() {
  return useQuery({
    queryKey: securityKey,
    queryFn: ({ signal }) => api<SecurityOverview>('/api/security', { signal }),
  });
}

/** Re-reads the overview, the session (two-factor status) and the sessions list. */
export function useRefreshSecurity() {
  const qc = useQueryClient();
  return async () => {
    authClient.$store.notify('$sessionSignal');
    await Promise.all([
      qc.invalidateQueries({ queryKey: securityKey }),
      qc.invalidateQueries({ queryKey: profileKeys.sessions }),
    ]);
  };
}

// The changes of a sign-in way or factor need a recent proof (issue 33): withStepUp asks for it.
export const sendPhoneCode = (phoneNumber: string) =>
  withStepUp(() => authClient.phoneNumber.sendOtp({ phoneNumber }));

export const verifyPhoneCode = (phoneNumber: string, code: string) =>
  withStepUp(() =>
    authClient.phoneNumber.verify({
      phoneNumber,
      code,
      updatePhoneNumber: true,
      disableSession: true,
    }),
  );

export const setSmsTwoFactor = (input: SmsFactorInput) =>
  api<{ smsTwoFactor: boolean }>('/api/security/sms-two-factor', { method: 'PUT', body: input });

export const removePhone = (password: string | undefined) =>
  api<{ removed: boolean }>('/api/security/phone/remove', { method: 'POST', body: { password } });

export const addPasskey = (name: string) =>
  withStepUp(() => authClient.passkey.addPasskey({ name }));

export const renamePasskey = (id: string, name: string) =>
  authClient.$fetch('/passkey/update-passkey', { method: 'POST', body: { id, name } });

export const deletePasskey = (id: string) =>
  withStepUp(() => authClient.$fetch('/passkey/delete-passkey', { method: 'POST', body: { id } }));

/** Leaves for the provider; it sends the browser back to the profile. */
export const linkProvider = (provider: string) =>
  withStepUp(() =>
    authClient.linkSocial({
      provider: provider as 'google',
      callbackURL: '/dashboard?tab=profile&linked=1',
      errorCallbackURL: '/dashboard?tab=profile&linkError=1',
    }),
  );

/** (providerId rides along for the audit row.) */
export const unlinkProvider = (providerId: string, accountId: string) =>
  withStepUp(() =>
    authClient.$fetch('/unlink-account', { method: 'POST', body: { providerId, accountId } }),
  );
