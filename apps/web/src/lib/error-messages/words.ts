import { pageLocaleNow } from '../i18n/app-locale';
import { hasMessage, translate, type MessageId, type MessageValues } from '../i18n/i18n';

/** An `error.*` message in the page's language; English (or a catalogue not loaded) as written. */
export function say(id: MessageId, english: string, values?: MessageValues): string {
  const locale = pageLocaleNow();
  return locale === 'en' || !hasMessage(locale, id) ? english : translate(locale, id, values);
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
