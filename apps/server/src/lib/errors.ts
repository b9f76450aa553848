import { ERROR_STATUS, type ErrorCode } from '@mizani/shared';

/**
 * A refusal's words as a catalogue entry (services/i18n/refusals, decision 023): its English,
 * and the id and parameters by which app.onError words it in the request's language.
 */
export interface Wording {
  id: string;
  params: unknown;
  english: string;
}

export type Said = string | Wording;
const english = (m: Said) => (typeof m === 'string' ? m : m.english);

/** The one error type routes throw; app.onError maps it to a JSON response. */
export class AppError extends Error {
  public readonly fields?: Record<string, string>;
  /** Set when the message (or a field's) comes from the refusals catalogue. */
  public readonly wording?: Wording;
  public readonly fieldWordings?: Record<string, Wording>;
  constructor(
    public readonly code: ErrorCode,
    message: Said,
    fields?: Record<string, Said>,
  ) {
    super(english(message));
    if (typeof message !== 'string') this.wording = message;
    if (fields) {
      this.fields = Object.fromEntries(Object.entries(fields).map(([k, m]) => [k, english(m)]));
      const worded = Object.entries(fields).filter(([, m]) => typeof m !== 'string');
      if (worded.length) this.fieldWordings = Object.fromEntries(worded) as Record<string, Wording>;
    }
  }
  /** Seconds until a refused (429) request may succeed: sent as Retry-After. */
  retryAfterSec?: number;
  get status() {
    return ERROR_STATUS[this.code];
  }
  /** Further members of the problem (RFC 9457 extensions), e.g. the rejected order. */
  extra?: Record<string, unknown>;
  withExtra(extra: Record<string, unknown>) {
    this.extra = extra;
    return this;
  }
  withRetryAfter(seconds: number) {
    this.retryAfterSec = Math.max(1, Math.ceil(seconds));
    return this;
  }
}

/** "Order not found"; the refusals catalogue names the thing in other languages. */
export const notFound = (what = 'Resource') =>
  new AppError('NOT_FOUND', {
    id: 'common.notFound',
    params: { what },
    english: `${what} not found`,
  });
export const forbidden = (
  message: Said = {
    id: 'common.forbidden',
    params: undefined,
    english: 'You do not have permission to do this.',
  },
) => new AppError('FORBIDDEN', message);
export const unauthorized = (
  message: Said = {
    id: 'common.signIn',
    params: undefined,
    english: 'Please sign in to continue.',
  },
) => new AppError('UNAUTHORIZED', message);
export const conflict = (message: Said) => new AppError('CONFLICT', message);
