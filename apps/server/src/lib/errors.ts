import { ERROR_STATUS, type ErrorCode } from '@mizani/shared';

/** The one error type routes throw; app.onError maps it to a JSON response. */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly fields?: Record<string, string>,
  ) {
    super(message);
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

export const notFound = (what = 'Resource') => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Please sign in to continue.') =>
  new AppError('UNAUTHORIZED', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
