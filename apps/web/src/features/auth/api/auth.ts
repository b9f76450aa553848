import type { z } from 'zod';
import { useEffect, useState } from 'react';
import type {
  Locale,
  SignInInput,
  SignInProvider,
  signUpSchema,
  TwoFactorChallengeInfo,
} from '@mizani/shared';
import { api } from '@/lib/api';
import { loadAuthClient } from '@/lib/session';
import { verificationCallback } from '../components/redirect';

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

export const signInWithPassword = ({ email, password }: SignInInput) =>
  call((c) => c.signIn.email({ email, password }));

/** `redirectTo`: where signing in after verifying should land (components/redirect.ts). */
export const resendVerificationEmail = (email: string, language?: Locale, redirectTo?: string) =>
  call((c) =>
    c.sendVerificationEmail({ email, callbackURL: verificationCallback(language, redirectTo) }),
  );

/**
 * The second step of a sign-in: a code from the authenticator app, or a backup code.
 * `trustDevice`: skip this step on this browser for 30 days (issue 39, better-auth trustDevice).
 */
export const verifySecondFactor = (mode: 'totp' | 'backup', code: string, trustDevice = false) =>
  call((c) =>
    mode === 'totp'
      ? c.twoFactor.verifyTotp({ code: code.trim(), trustDevice })
      : c.twoFactor.verifyBackupCode({ code: code.trim(), trustDevice }),
  );

/** `redirectTo`: the reset page in the language of the page that asked (/fr/auth/reset-password). */
export const requestPasswordReset = (email: string, redirectTo = '/auth/reset-password') =>
  call((c) => c.requestPasswordReset({ email, redirectTo }));

/** A new account; the server mails the verification link (in `language` when given). */
export const signUp = (v: z.output<typeof signUpSchema>, language?: Locale, redirectTo?: string) =>
  call((c) =>
    c.signUp.email({
      email: v.email,
      password: v.password,
      name: [v.firstName, v.lastName].filter(Boolean).join(' '),
      firstName: v.firstName,
      lastName: v.lastName,
      company: v.company,
      country: v.country,
      acceptTerms: v.acceptTerms,
      ...(language ? { language } : {}),
      callbackURL: verificationCallback(language, redirectTo),
    } as Parameters<Client['signUp']['email']>[0]),
  );

// Issue 19: passkeys, OpenID Connect providers and text-message codes.

/** Signs in with a passkey; `autoFill` waits for the browser's passkey suggestion (conditional UI). */
export const signInWithPasskey = (autoFill = false) =>
  autoFill ? signInWithPasskeyAutofill() : call((c) => c.signIn.passkey({ autoFill }));

/**
 * Conditional UI must be pending before the email field is focused, so it starts as the sign-in
 * form mounts: with SimpleWebAuthn alone (what better-auth's passkey client calls), not the whole
 * client (16 kB gzip, decision 027). Once the person picks a passkey, the client verifies it and
 * tells the session, as its own `signIn.passkey({ autoFill: true })` does.
 */
async function signInWithPasskeyAutofill(): Promise<{ data: unknown; error: unknown }> {
  try {
    const [{ startAuthentication }, options] = await Promise.all([
      import('./passkey-autofill'),
      fetch('/api/auth/passkey/generate-authenticate-options', { credentials: 'include' }).then(
        (r) => (r.ok ? r.json() : Promise.reject(new Error(`passkey options: ${r.status}`))),
      ),
    ]);
    const { clientExtensionResults: _, ...response } = await startAuthentication({
      optionsJSON: options,
      useBrowserAutofill: true,
    });
    const client = await loadAuthClient();
    const verified = await client.$fetch('/passkey/verify-authentication', {
      method: 'POST',
      body: { response },
      throw: false,
    });
    client.$store.notify('$sessionSignal');
    return verified as { data: unknown; error: unknown };
  } catch (err) {
    return { data: null, error: err };
  }
}

/** True where the browser offers passkeys in the email field's suggestions. */
export async function passkeyAutofillAvailable() {
  const pkc = typeof window === 'undefined' ? undefined : window.PublicKeyCredential;
  try {
    return !!pkc?.isConditionalMediationAvailable && (await pkc.isConditionalMediationAvailable());
  } catch {
    return false;
  }
}

/** "Continue with …": leaves for the provider, which sends the browser back to `callbackURL`. */
export const signInWithProvider = (provider: string, callbackURL: string, authPath = '/auth') =>
  call((c) =>
    c.signIn.social({
      provider: provider as 'google',
      callbackURL,
      errorCallbackURL: `${authPath}?signInError=1&redirectTo=${encodeURIComponent(callbackURL)}`,
      newUserCallbackURL: callbackURL,
    }),
  );

/** Which second factors the pending sign-in may use. */
export const challengeInfo = () =>
  call((c) => c.$fetch<TwoFactorChallengeInfo>('/two-factor/challenge', { method: 'GET' }));

/** Texts a sign-in code to the account's verified number. */
export const sendSignInCode = () => call((c) => c.twoFactor.sendOtp());

export const verifySignInCode = (code: string, trustDevice = false) =>
  call((c) => c.twoFactor.verifyOtp({ code: code.trim(), trustDevice }));

/** The OpenID Connect providers this server offers ("Continue with …"). */
let providers: Promise<SignInProvider[]> | null = null;

/**
 * The OpenID Connect providers the server is configured with, asked once a page (a setting of the
 * deployment): without TanStack Query, which the sign-in card does not otherwise need (decision 030).
 * Empty until known, and when the question fails (the buttons are then simply not offered).
 */
export function useSignInProviders(): SignInProvider[] {
  const [list, setList] = useState<SignInProvider[]>([]);
  useEffect(() => {
    let live = true;
    providers ??= api<{ providers: SignInProvider[] }>('/api/sign-in/providers').then(
      (r) => r.providers,
      () => {
        providers = null;
        return [];
      },
    );
    void providers.then((p) => live && setList(p));
    return () => {
      live = false;
    };
  }, []);
  return list;
}
