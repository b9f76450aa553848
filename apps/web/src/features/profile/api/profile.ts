import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LanguageUpdate, MyProfile, ProfileUpdateInput } from '@mizani/shared';
import { setAppLocale } from '@/lib/i18n/app-locale';
import { api } from '@/lib/api';
import { authClient } from '@/lib/auth-client';
import { loadAuthClient } from '@/lib/session';

export const profileKeys = {
  profile: ['me', 'profile'] as const,
  sessions: ['me', 'sessions'] as const,
};

/** GET /api/me/profile: email, role and the editable fields. */
export function useProfile() {
  return useQuery({
    queryKey: profileKeys.profile,
    queryFn: ({ signal }) => api<MyProfile>('/api/me/profile', { signal }),
  });
}

/** PATCH /api/me/profile (shared profileUpdateSchema on both sides). */
export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) =>
      api<MyProfile>('/api/me/profile', { method: 'PATCH', body: input }),
    onSuccess: async (profile) => {
      qc.setQueryData(profileKeys.profile, profile);
      // The server renamed the session user too: let the session (greeting) catch up.
      (await loadAuthClient()).$store.notify('$sessionSignal');
    },
  });
}

/** PUT /api/me/language: the language of the user's mails, notices and texts (issue 20). */
export function useUpdateLanguage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: LanguageUpdate) =>
      api<LanguageUpdate>('/api/me/language', { method: 'PUT', body: input }),
    onSuccess: ({ language }) => {
      qc.setQueryData<MyProfile>(profileKeys.profile, (p) => (p ? { ...p, language } : p));
      // The dashboard and admin speak the account's language: switch them now.
      void setAppLocale(language);
    },
  });
}

/** POST /api/me/email: password checked, then a verification link goes to the new address. */
export function requestEmailChange(input: { newEmail: string; password: string }) {
  return api<{ status: string; newEmail: string }>('/api/me/email', {
    method: 'POST',
    body: input,
  });
}

export interface ActiveSession {
  id: string;
  token: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  /** How it started (issue 19): password, passkey, oidc:<id>, +totp/+sms/+backup_code. */
  signInMethod?: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
}

/** better-auth's list-sessions, newest activity first. */
export function useSessions() {
  return useQuery({
    queryKey: profileKeys.sessions,
    queryFn: async () => {
      const client = await loadAuthClient();
      const { data, error } = await client.listSessions();
      // The error itself (status, code): the card words it with lib/error-messages/.
      if (error) throw error;
      return [...(data as ActiveSession[])].sort(
        (a, b) => new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime(),
      );
    },
  });
}

/** better-auth's change-password (current and new; optionally signs the other devices out). */
export const changePassword = (values: Parameters<typeof authClient.changePassword>[0]) =>
  authClient.changePassword(values);

/** Signs one other device out. */
export const revokeSession = (token: string) => authClient.revokeSession({ token });

/** Signs every device out, this one included. */
export const revokeAllSessions = () => authClient.revokeSessions();

export const signOut = () => authClient.signOut();
