// The words a person reads when a request fails. Every failure the browser can meet (an ApiError
// from lib/api.ts, the { status, code?, message? } error better-auth's client returns, a thrown
// fetch or chunk-load error) goes through describeError(), which answers by status and code.
// Refusals (network, 401, 403, 413, 415, 429, 5xx) always get our own words: the server's text
// for them is written for developers ("Cross-site request refused: the Origin header...").
// Answers about the person's own data (400 with fields, 404, 409, 422 from our API) keep the
// server's sentence: those are product texts the server writes for the client.
//
// The server words its own sentences in the reader's language (decision 023); the words below are
// ours, English here and in the catalogues under `error.*` for the page's language (say()).
import { ApiError, type FieldErrors } from './api';
import { pageLocaleNow } from './i18n/app-locale';
import { hasMessage, translate, type MessageId, type MessageValues } from './i18n/i18n';

/** An `error.*` message in the page's language; English (or a catalogue not loaded) as written. */
function say(id: MessageId, english: string, values?: MessageValues): string {
  const locale = pageLocaleNow();
  return locale === 'en' || !hasMessage(locale, id) ? english : translate(locale, id, values);
}

export type ErrorKind =
  | 'network'
  | 'security'
  | 'session'
  | 'too-large'
  | 'rate-limited'
  | 'locked'
  | 'unavailable'
  | 'server'
  | 'validation'
  | 'refused'
  | 'unknown';

export interface ErrorWords {
  kind: ErrorKind;
  title: string;
  description: string;
  /** HTTP status (0 when the request never got an answer, -1 when it is not an HTTP error). */
  status: number;
  code?: string;
  /** The server's field messages (400), for lib/form-errors.ts. */
  fields?: FieldErrors;
  /** Seconds to wait, from Retry-After. */
  retryAfter?: number;
}

/** One failure, whatever it came from. */
interface Failure {
  status: number;
  code?: string;
  message?: string;
  fields?: FieldErrors;
  retryAfter?: number;
  /** 'api': our { error: { code, message } } envelope; 'auth': better-auth's own flat body. */
  source: 'api' | 'auth' | 'network' | 'other';
}

export const WORDS = {
  network: {
    title: 'Connection problem',
    description: "We couldn't reach Mizani. Check your connection and try again.",
  },
  security: {
    title: 'Request blocked',
    description: 'Your request was blocked for your security. Reload the page and try again.',
  },
  session: {
    title: 'Session ended',
    description: 'Your session has ended. Please sign in again.',
  },
  tooLarge: {
    title: 'Too much at once',
    description:
      "That's more than we can accept in one go. Shorten the text or remove some of it, then try again.",
  },
  unreadable: {
    title: 'Request not accepted',
    description: "We couldn't read that request. Reload the page and try again.",
  },
  unavailable: {
    title: 'Temporarily unavailable',
    description: "We can't reach our systems right now. Please try again in a moment.",
  },
  server: {
    title: 'Something went wrong',
    description: 'Something went wrong on our side. Please try again later.',
  },
  validation: {
    title: 'Please check the form',
    description: 'Please check the highlighted fields and try again.',
  },
  notFound: {
    title: 'Not found',
    description: "We couldn't find that any more. Reload the page and try again.",
  },
  refused: {
    title: 'Not possible',
    description: "That didn't work. Please check the details and try again.",
  },
  unknown: {
    title: 'Something went wrong',
    description: 'Something went wrong. Please try again.',
  },
} as const;

type WordsKey = keyof typeof WORDS;
/** One of our own failures in the page's language. */
const local = (key: WordsKey) => ({
  title: say(`error.${key}.title`, WORDS[key].title),
  description: say(`error.${key}.description`, WORDS[key].description),
});

/** "a minute", "5 minutes", "2 hours": how long to wait, rounded up. */
export function formatWait(seconds: number): string {
  if (seconds <= 60) return say('error.wait.minute', 'a minute');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return say('error.wait.minutes', `${minutes} minutes`, { n: minutes });
  const hours = Math.ceil(minutes / 60);
  return hours === 1
    ? say('error.wait.hour', 'an hour')
    : say('error.wait.hours', `${hours} hours`, { n: hours });
}

export function rateLimitedText(retryAfter?: number) {
  if (retryAfter === undefined)
    return say(
      'error.rateLimited.soon',
      'Too many attempts. Please wait a few minutes and try again.',
    );
  const wait = formatWait(retryAfter);
  return say('error.rateLimited.wait', `Too many attempts. Please wait ${wait} and try again.`, {
    wait,
  });
}

/** The per-account sign-in lock (429 TOO_MANY_ATTEMPTS), with the unlock mail hint. */
export function lockedText(retryAfter?: number) {
  const wait =
    retryAfter === undefined ? say('error.wait.few', 'a few minutes') : formatWait(retryAfter);
  return say(
    'error.locked.description',
    `Too many failed sign-in attempts. Please wait ${wait} and try again, ` +
      `or use the unlock link we've emailed you.`,
    { wait },
  );
}

const SECURITY_CODES = new Set([
  'MISSING_OR_NULL_ORIGIN',
  'INVALID_ORIGIN',
  'CROSS_SITE_NAVIGATION_LOGIN_BLOCKED',
  'INVALID_CALLBACK_URL',
  'INVALID_REDIRECT_URL',
  'INVALID_ERROR_CALLBACK_URL',
  'INVALID_NEW_USER_CALLBACK_URL',
  'INVALID_TWO_FACTOR_COOKIE',
]);

/** better-auth's codes (and the ones our auth hooks add) in our words. */
export const AUTH_CODES: Record<string, { title: string; description: string }> = {
  INVALID_EMAIL_OR_PASSWORD: {
    title: 'Invalid credentials',
    description: 'Please check your email and password and try again.',
  },
  INVALID_PASSWORD: { title: 'Wrong password', description: 'The password is not correct.' },
  INVALID_CODE: {
    title: 'Code not accepted',
    description: 'That code did not work. Check it and try again.',
  },
  INVALID_TWO_FACTOR_CODE: {
    title: 'Code not accepted',
    description: 'That code did not work. Check it and try again.',
  },
  INVALID_BACKUP_CODE: {
    title: 'Code not accepted',
    description: 'That backup code did not work. Each backup code works once.',
  },
  TOTP_CODE_REUSED: {
    title: 'Code already used',
    description: 'This code was already used. Wait for the next code.',
  },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    title: 'Too many attempts',
    description: 'Too many wrong codes. Start signing in again to get a new one.',
  },
  INVALID_TOKEN: {
    title: 'Link expired',
    description: 'This link is invalid or has expired.',
  },
  TOKEN_EXPIRED: {
    title: 'Link expired',
    description: 'This link is invalid or has expired.',
  },
  USER_ALREADY_EXISTS: {
    title: 'Account exists',
    description: 'An account with this email already exists. Please sign in instead.',
  },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    title: 'Account exists',
    description: 'An account with this email already exists. Please sign in instead.',
  },
  PASSWORD_TOO_SHORT: {
    title: 'Password too short',
    description: 'Choose a password of at least 8 characters.',
  },
  PASSWORD_TOO_LONG: {
    title: 'Password too long',
    description: 'Choose a shorter password.',
  },
  PASSWORD_TOO_COMMON: {
    title: 'Password too common',
    description: 'This password is too common. Choose another one.',
  },
  EMAIL_NOT_VERIFIED: {
    title: 'Email not verified',
    description: 'Please verify your email address before signing in.',
  },
  EMAIL_ALREADY_VERIFIED: {
    title: 'Already verified',
    description: 'This email address is already verified. You can sign in.',
  },
  SESSION_EXPIRED: {
    title: 'Please sign in again',
    description: 'For your security, sign in again to do this.',
  },
  SESSION_NOT_FRESH: {
    title: 'Please sign in again',
    description: 'For your security, sign in again to do this.',
  },
  // Issue 19: phone, text-message codes, passkeys and linked identities.
  INVALID_PHONE_NUMBER: {
    title: 'Check the number',
    description: 'Enter a valid mobile number for the country you chose.',
  },
  PHONE_NUMBER_TAKEN: {
    title: 'Number in use',
    description: 'This number is used by another account.',
  },
  PHONE_ALREADY_VERIFIED: {
    title: 'Already verified',
    description: 'This number is already verified on your account.',
  },
  SMS_FACTOR_ON: {
    title: 'Text-message codes are on',
    description: 'Turn off text-message codes before changing your phone number.',
  },
  SMS_NOT_SET_UP: {
    title: 'Text messages not set up',
    description: 'Text-message codes are not set up for this account.',
  },
  OTP_EXPIRED: { title: 'Code expired', description: 'This code has expired. Send a new one.' },
  OTP_HAS_EXPIRED: { title: 'Code expired', description: 'This code has expired. Send a new one.' },
  OTP_NOT_FOUND: { title: 'Code expired', description: 'This code has expired. Send a new one.' },
  INVALID_OTP: {
    title: 'Code not accepted',
    description: 'That code did not work. Check it and try again.',
  },
  TOO_MANY_ATTEMPTS: {
    title: 'Too many attempts',
    description: 'Too many wrong codes. Send a new code and try again.',
  },
  LAST_SIGN_IN_METHOD: {
    title: 'Keep one way to sign in',
    description:
      'This is your last way to sign in. Add a password, a passkey or another provider first.',
  },
  PASSKEY_NOT_FOUND: {
    title: 'Passkey not recognised',
    description: 'This passkey is not registered with Mizani. Sign in another way.',
  },
  AUTHENTICATION_FAILED: {
    title: 'Passkey not accepted',
    description: 'We could not verify this passkey. Try again or sign in another way.',
  },
  USER_NOT_VERIFIED: {
    title: 'Passkey not accepted',
    description: 'Your device did not verify you. Try again with your PIN or fingerprint.',
  },
  LINKING_DIFFERENT_EMAILS_NOT_ALLOWED: {
    title: 'Different email',
    description: 'That account uses another email address than yours, so it was not linked.',
  },
  SOCIAL_ACCOUNT_ALREADY_LINKED: {
    title: 'Already linked',
    description: 'That account is already linked to a Mizani account.',
  },
  CHANGE_EMAIL_NEEDS_PASSWORD: {
    title: 'Password required',
    description: 'Change your email from the profile page; your password is required.',
  },
  ACCOUNT_DISABLED: {
    title: 'Account disabled',
    description: 'This account is disabled. Contact support.',
  },
  ACCOUNT_TEMPORARILY_LOCKED: {
    title: 'Too many failed sign-in attempts',
    description: lockedText(),
  },
};

/** better-auth's refusal by its code, in the page's language (`error.auth.<CODE>.*`). */
function authWords(code: string) {
  const english = AUTH_CODES[code]!;
  if (code === 'ACCOUNT_TEMPORARILY_LOCKED')
    return { title: say('error.locked.title', english.title), description: lockedText() };
  return {
    title: say(`error.auth.${code}.title` as MessageId, english.title),
    description: say(`error.auth.${code}.description` as MessageId, english.description),
  };
}

/**
 * Compliance refusals of money operations (issue 22): the server's sentence says why and what to
 * do ("Verify your identity to fund your wallet"), so it is shown whatever the status.
 */
type ComplianceCode =
  'VERIFICATION_REQUIRED' | 'ACCOUNT_RESTRICTED' | 'LIMIT_EXCEEDED' | 'BELOW_MINIMUM';
const COMPLIANCE_TITLES: Record<string, string> = {
  VERIFICATION_REQUIRED: 'Verification needed',
  ACCOUNT_RESTRICTED: 'Money movements paused',
  LIMIT_EXCEEDED: 'Limit reached',
  BELOW_MINIMUM: 'Below the minimum',
};

/** Our API's codes whose message is a product sentence written for the client. */
const DOMAIN_CODES = new Set(['VALIDATION', 'NOT_FOUND', 'CONFLICT', 'UNPROCESSABLE']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object';
}
const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
function fieldsOf(v: unknown): FieldErrors | undefined {
  if (!isRecord(v)) return undefined;
  const entries = Object.entries(v).filter(([, m]) => typeof m === 'string');
  return entries.length ? (Object.fromEntries(entries) as FieldErrors) : undefined;
}

/** A thrown error that means the request (or a lazy chunk) never got an answer. */
function isNetworkError(err: unknown) {
  if (err instanceof TypeError) return true; // fetch: "Failed to fetch", "NetworkError ..."
  if (err instanceof DOMException) return err.name === 'AbortError' || err.name === 'NetworkError';
  return (
    err instanceof Error &&
    /failed to fetch|dynamically imported module|importing a module script|load failed|networkerror/i.test(
      err.message,
    )
  );
}

function toFailure(err: unknown): Failure {
  if (err instanceof ApiError) {
    if (err.status === 0) return { status: 0, source: 'network' };
    return {
      status: err.status,
      code: err.code,
      message: err.message,
      fields: err.fields,
      retryAfter: err.retryAfter,
      source: 'api',
    };
  }
  if (isNetworkError(err)) return { status: 0, source: 'network' };
  // better-auth's { status, statusText, ...body } (catchAllError: statusText 'Fetch Error').
  if (isRecord(err) && typeof err.status === 'number') {
    if (err.statusText === 'Fetch Error') return { status: 0, source: 'network' };
    const retryAfter = num(err.retryAfter);
    // Our own guards (Origin, body size, JSON) answer /api/auth/* with the app's envelope.
    if (isRecord(err.error) && (str(err.error.code) || str(err.error.message))) {
      return {
        status: err.status,
        code: str(err.error.code),
        message: str(err.error.message),
        fields: fieldsOf(err.error.fields),
        retryAfter,
        source: 'api',
      };
    }
    return {
      status: err.status,
      code: str(err.code),
      message: str(err.message),
      retryAfter,
      source: 'auth',
    };
  }
  return { status: -1, source: 'other' };
}

function words(kind: ErrorKind, w: { title: string; description: string }, f: Failure) {
  const out: ErrorWords = { kind, title: w.title, description: w.description, status: f.status };
  if (f.code) out.code = f.code;
  if (f.fields) out.fields = f.fields;
  if (f.retryAfter !== undefined) out.retryAfter = f.retryAfter;
  return out;
}

/** What to tell the person about `err` (anything caught or returned by a request). */
export function describeError(err: unknown): ErrorWords {
  const f = toFailure(err);
  const code = f.code;

  if (f.source === 'network') return words('network', local('network'), f);
  // (The phone plugin's TOO_MANY_ATTEMPTS is a 403 about one code, not the account lock.)
  if ((code === 'TOO_MANY_ATTEMPTS' && f.status !== 403) || code === 'ACCOUNT_LOCKED') {
    return words(
      'locked',
      {
        title: say('error.locked.title', 'Too many failed sign-in attempts'),
        description: lockedText(f.retryAfter),
      },
      f,
    );
  }
  if (code && SECURITY_CODES.has(code)) return words('security', local('security'), f);
  // A security change refused for want of a recent proof, and the person cancelled the question.
  if (code === 'STEP_UP_REQUIRED')
    return words(
      'refused',
      {
        title: say('error.stepUp.title', 'Confirmation needed'),
        description: say(
          'error.stepUp.description',
          'This change needs your password or a sign-in code first. Try again and confirm it’s you.',
        ),
      },
      f,
    );
  if (f.source === 'auth' && code && AUTH_CODES[code]) {
    const kind = f.status === 401 || f.status === 403 ? 'refused' : 'validation';
    return words(kind, authWords(code), f);
  }

  if (f.source === 'api' && code && COMPLIANCE_TITLES[code] && f.message)
    return words(
      'refused',
      {
        title: say(`error.compliance.${code as ComplianceCode}`, COMPLIANCE_TITLES[code]),
        description: f.message,
      },
      f,
    );

  switch (f.status) {
    case -1:
      return words('unknown', local('unknown'), f);
    case 401:
      return words('session', local('session'), f);
    case 403:
      // better-auth's own 403 without a code is our hook refusing a disabled account.
      if (f.source === 'auth' && !code) return words('refused', authWords('ACCOUNT_DISABLED'), f);
      return words('security', local('security'), f);
    case 413:
      return words('too-large', local('tooLarge'), f);
    case 415:
      // A refused upload (UNSUPPORTED_FILE) says what is wrong with the person's own file.
      if (f.source === 'api' && code === 'UNSUPPORTED_FILE' && f.message)
        return words('refused', { title: local('refused').title, description: f.message }, f);
      return words('refused', local('unreadable'), f);
    case 429:
      return words(
        'rate-limited',
        {
          title: say('error.rateLimited.title', 'Too many attempts'),
          description: rateLimitedText(f.retryAfter),
        },
        f,
      );
    case 503:
      return words('unavailable', local('unavailable'), f);
  }
  if (f.status >= 500) return words('server', local('server'), f);

  if (f.fields) {
    // The server's field messages are product texts (shown beside the fields too).
    const first = Object.values(f.fields)[0];
    return words(
      'validation',
      { title: local('validation').title, description: first ?? local('validation').description },
      f,
    );
  }
  if (f.source === 'api' && code && DOMAIN_CODES.has(code) && f.message) {
    return words(
      f.status === 400 ? 'validation' : 'refused',
      { title: local('refused').title, description: f.message },
      f,
    );
  }
  // Sign-up's own check (shared zod schema messages) answers VALIDATION_FAILED.
  if (f.source === 'auth' && code === 'VALIDATION_FAILED' && f.message) {
    return words('validation', { title: local('validation').title, description: f.message }, f);
  }
  if (f.status === 404) return words('refused', local('notFound'), f);
  if (f.status === 400 && f.source === 'api' && code === 'BAD_REQUEST')
    return words('validation', local('unreadable'), f);
  return words('refused', local('refused'), f);
}

/** The description alone, for a toast whose title the spec or the screen already gives. */
export function errorText(err: unknown): string {
  return describeError(err).description;
}
