import { describe, expect, it } from 'vitest';
import { ApiError, retryAfterSeconds } from './api';
import { AUTH_CODES, describeError, errorText, formatWait, WORDS } from './error-messages';
import en from './i18n/catalogues/en.json';
import fr from './i18n/catalogues/fr.json';
import sw from './i18n/catalogues/sw.json';

const ORIGIN_TEXT = 'Cross-site request refused: the Origin header is missing or not allowed.';

/** better-auth's client error: { status, statusText, ...parsed body }. */
const authError = (status: number, body: Record<string, unknown> = {}) => ({
  status,
  statusText: 'x',
  ...body,
});

describe('describeError', () => {
  it('network: a thrown fetch error, an ApiError with status 0, better-auth catchAllError, a lost chunk', () => {
    for (const err of [
      new TypeError('Failed to fetch'),
      new ApiError(0, 'NETWORK_ERROR', 'The request did not reach the server.'),
      { status: 500, statusText: 'Fetch Error', message: 'Fetch related error...' },
      new Error('Failed to fetch dynamically imported module: /assets/x.js'),
    ]) {
      const w = describeError(err);
      expect(w.kind).toBe('network');
      expect(w.description).toBe("We couldn't reach Mizani. Check your connection and try again.");
    }
  });

  it('compliance refusals (issue 22) show the server’s sentence, a 403 included', () => {
    const tier = describeError(
      new ApiError(403, 'VERIFICATION_REQUIRED', 'Verify your identity to fund your wallet'),
    );
    expect(tier).toMatchObject({
      kind: 'refused',
      title: 'Verification needed',
      description: 'Verify your identity to fund your wallet',
    });
    const limit =
      'This conversion would exceed your monthly limit of 10,000.00 USD; 2,350.00 USD remains';
    expect(
      describeError(new ApiError(422, 'LIMIT_EXCEEDED', limit, { amount: limit })).description,
    ).toBe(limit);
  });

  it('403 Origin refusal, from our API or through the better-auth client, never shows the server text', () => {
    const fromApi = describeError(new ApiError(403, 'FORBIDDEN', ORIGIN_TEXT));
    const fromAuth = describeError(
      authError(403, { error: { code: 'FORBIDDEN', message: ORIGIN_TEXT } }),
    );
    const authOwn = describeError(
      authError(403, { code: 'MISSING_OR_NULL_ORIGIN', message: 'Missing or null Origin' }),
    );
    for (const w of [fromApi, fromAuth, authOwn]) {
      expect(w.kind).toBe('security');
      expect(w.description).toBe(
        'Your request was blocked for your security. Reload the page and try again.',
      );
      expect(JSON.stringify(w)).not.toContain('Origin');
    }
  });

  it('401 means the session ended, unless the code says what was wrong', () => {
    expect(
      describeError(new ApiError(401, 'UNAUTHORIZED', 'Please sign in to continue.')),
    ).toMatchObject({
      kind: 'session',
      description: 'Your session has ended. Please sign in again.',
    });
    expect(describeError(authError(401, { code: 'INVALID_EMAIL_OR_PASSWORD' }))).toMatchObject({
      title: 'Invalid credentials',
      description: 'Please check your email and password and try again.',
    });
    expect(describeError(authError(401, { code: 'TOTP_CODE_REUSED' })).description).toBe(
      'This code was already used. Wait for the next code.',
    );
  });

  it('413 and 415 in our words', () => {
    const big = describeError(
      new ApiError(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large (100 kB at most).'),
    );
    expect(big.kind).toBe('too-large');
    expect(big.description).toMatch(/^That's more than we can accept in one go\./);
    expect(big.description).not.toContain('kB');
    expect(
      describeError(authError(415, { error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'x' } }))
        .description,
    ).toBe(WORDS.unreadable.description);
  });

  it('a refused upload (415 UNSUPPORTED_FILE) shows the server sentence about the file', () => {
    const sentence =
      'Upload a PDF, JPEG or PNG file. This file is not one, whatever its name says.';
    const words = describeError(new ApiError(415, 'UNSUPPORTED_FILE', sentence));
    expect(words).toMatchObject({ kind: 'refused', status: 415, description: sentence });
    // The request guard's 415 is written for developers: still our own words.
    expect(
      describeError(
        new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.'),
      ).description,
    ).toBe(WORDS.unreadable.description);
  });

  it('429 uses Retry-After (seconds) when present', () => {
    expect(describeError(new ApiError(429, 'RATE_LIMITED', 'raw', undefined, 300))).toMatchObject({
      kind: 'rate-limited',
      retryAfter: 300,
      description: 'Too many attempts. Please wait 5 minutes and try again.',
    });
    expect(
      describeError(authError(429, { message: 'Too many requests.', retryAfter: 30 })).description,
    ).toBe('Too many attempts. Please wait a minute and try again.');
    expect(
      describeError(new ApiError(429, 'RATE_LIMITED', 'Too many submissions')).description,
    ).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('the account sign-in lock (429 TOO_MANY_ATTEMPTS) says how long and hints at the unlock mail', () => {
    for (const err of [
      authError(429, { code: 'TOO_MANY_ATTEMPTS', message: 'raw', retryAfter: 900 }),
      authError(429, { error: { code: 'TOO_MANY_ATTEMPTS', message: 'raw' }, retryAfter: 900 }),
    ]) {
      const w = describeError(err);
      expect(w.kind).toBe('locked');
      expect(w.title).toBe('Too many failed sign-in attempts');
      expect(w.description).toBe(
        "Too many failed sign-in attempts. Please wait 15 minutes and try again, or use the unlock link we've emailed you.",
      );
    }
  });

  it('5xx: generic words, 503 says unavailable', () => {
    expect(describeError(new ApiError(500, 'INTERNAL', 'db exploded')).description).toBe(
      WORDS.server.description,
    );
    expect(describeError(authError(502)).kind).toBe('server');
    expect(
      describeError(new ApiError(503, 'UNAVAILABLE', 'Too many live subscribers')).description,
    ).toBe(WORDS.unavailable.description);
  });

  it('validation keeps the server field messages; domain answers keep their product sentence', () => {
    const v = describeError(
      new ApiError(400, 'VALIDATION', 'Please check the form: Phone', {
        phone: 'Enter a valid phone',
      }),
    );
    expect(v).toMatchObject({ kind: 'validation', fields: { phone: 'Enter a valid phone' } });
    expect(v.description).toBe('Enter a valid phone');
    expect(errorText(new ApiError(422, 'UNPROCESSABLE', 'Insufficient balance'))).toBe(
      'Insufficient balance',
    );
    expect(errorText(new ApiError(409, 'CONFLICT', 'This deposit is already approved.'))).toBe(
      'This deposit is already approved.',
    );
  });

  it('unknown codes and plain errors get generic words, never their message', () => {
    expect(
      errorText(
        authError(400, { code: 'FAILED_TO_CREATE_SESSION', message: 'Failed to create session' }),
      ),
    ).toBe(WORDS.refused.description);
    expect(errorText(new Error('Cannot read properties of undefined'))).toBe(
      WORDS.unknown.description,
    );
    expect(errorText(new ApiError(404, 'HTTP_404', 'Not Found'))).toBe(WORDS.notFound.description);
    expect(errorText(undefined)).toBe(WORDS.unknown.description);
  });

  it('a disabled account (better-auth 403 without a code)', () => {
    expect(
      errorText(authError(403, { message: 'This account is disabled. Contact support.' })),
    ).toBe('This account is disabled. Contact support.');
  });
});

describe('retry-after', () => {
  it('reads seconds, an HTTP date and better-auth X-Retry-After', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterSeconds(new Headers({ 'retry-after': '120' }), now)).toBe(120);
    expect(
      retryAfterSeconds(new Headers({ 'retry-after': 'Thu, 01 Jan 2026 00:10:00 GMT' }), now),
    ).toBe(600);
    expect(retryAfterSeconds(new Headers({ 'x-retry-after': '7' }), now)).toBe(7);
    expect(retryAfterSeconds(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
    expect(retryAfterSeconds(new Headers(), now)).toBeUndefined();
  });
  it('formats the wait', () => {
    expect(formatWait(1)).toBe('a minute');
    expect(formatWait(61)).toBe('2 minutes');
    expect(formatWait(3600)).toBe('an hour');
    expect(formatWait(3601)).toBe('2 hours');
  });
});

describe('better-auth refusals in the catalogues (issue 20)', () => {
  it('every code has its English words as they are, and French and Swahili ones', () => {
    const catalogues: Record<string, Record<string, string>> = { en, fr, sw };
    for (const [code, words] of Object.entries(AUTH_CODES)) {
      if (code === 'ACCOUNT_TEMPORARILY_LOCKED') continue; // worded by error.locked.* with its wait
      for (const part of ['title', 'description'] as const) {
        const id = `error.auth.${code}.${part}`;
        expect(catalogues.en![id]).toBe(words[part]);
        for (const lang of ['fr', 'sw']) {
          expect(catalogues[lang]![id]).toBeTruthy();
          expect(catalogues[lang]![id]).not.toBe(words[part]);
        }
      }
    }
    expect(fr['error.auth.INVALID_EMAIL_OR_PASSWORD.title']).toBe('Identifiants incorrects');
  });
});
