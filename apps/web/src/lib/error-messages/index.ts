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
import { ApiError, type FieldErrors } from '../api';
import { AUTH_CODES, authWords, SECURITY_CODES } from './auth-codes';
import { lockedText, rateLimitedText, say, WORDS, type ErrorKind } from './words';

// The words themselves (English, catalogues `error.*`) live in words.ts; better-auth's codes in
// auth-codes.ts; this module turns a failure into them.
export { AUTH_CODES } from './auth-codes';
export { formatWait, lockedText, rateLimitedText, WORDS, type ErrorKind } from './words';

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

type WordsKey = keyof typeof WORDS;
/** One of our own failures in the page's language. */
const local = (key: WordsKey) => ({
  title: say(`error.${key}.title`, WORDS[key].title),
  description: say(`error.${key}.description`, WORDS[key].description),
});

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
