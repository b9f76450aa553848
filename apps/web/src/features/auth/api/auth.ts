import type { z } from 'zod';
import type { SignInInput, signUpSchema } from '@mizani/shared';
import { loadAuthClient } from '@/lib/session';

// Sign-in, sign-up and recovery through better-auth's client (loaded on first use). A call that
// throws (the client failed to load, the network) comes back like a refused one: { error }.

type Client = Awaited<ReturnType<typeof loadAuthClient>>;

async function call<R>(
  fn: (client: Client) => Promise<R>,
): Promise<R | { data: null; error: unknown }> {
  try {
    return await fn(await loadAuthClient());
  } catch (err) {
    return { data: null, error: err };
  }
}

/** Where the link of a verification email leads back to. */
const VERIFIED_URL = '/auth?verified=1';

export const signInWithPassword = ({ email, password }: SignInInput) =>
  call((c) => c.signIn.email({ email, password }));

export const resendVerificationEmail = (email: string) =>
  call((c) => c.sendVerificationEmail({ email, callbackURL: VERIFIED_URL }));

/** The second step of a sign-in: a code from the authenticator app, or a backup code. */
export const verifySecondFactor = (mode: 'totp' | 'backup', code: string) =>
  call((c) =>
    mode === 'totp'
      ? c.twoFactor.verifyTotp({ code: code.trim() })
      : c.twoFactor.verifyBackupCode({ code: code.trim() }),
  );

export const requestPasswordReset = (email: string) =>
  call((c) => c.requestPasswordReset({ email, redirectTo: '/auth/reset-password' }));

/** A new account; the server mails the verification link. */
export const signUp = (v: z.output<typeof signUpSchema>) =>
  call((c) =>
    c.signUp.email({
      email: v.email,
      password: v.password,
      name: [v.firstName, v.lastName].filter(Boolean).join(' '),
      firstName: v.firstName,
      lastName: v.lastName,
      company: v.company,
      country: v.country,
      callbackURL: VERIFIED_URL,
    } as Parameters<Client['signUp']['email']>[0]),
  );
