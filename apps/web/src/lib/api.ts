import { accountHeaders } from './account';
import { askStepUp, STEP_UP_REQUIRED } from './step-up';
import { noteAnswer } from './offline';

// The one way the browser talks to our API: JSON in, JSON out, cookies included, and every error
// of the server's shape { error: { code, message, fields? } } turned into an ApiError. What the
// user reads about an error comes from lib/error-messages/, never from `message` directly.

export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: FieldErrors;
  /** Seconds from the Retry-After header (429, 503), when the server sent one. */
  readonly retryAfter?: number;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: FieldErrors,
    retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfter = retryAfter;
  }
}

/**
 * Retry-After (or better-auth's X-Retry-After) in whole seconds: delta-seconds or an HTTP date.
 * Undefined when absent or unreadable.
 */
export function retryAfterSeconds(headers: Headers, now = Date.now()): number | undefined {
  const raw = (headers.get('retry-after') ?? headers.get('x-retry-after'))?.trim();
  if (!raw) return undefined;
  if (/^\d+$/.test(raw)) return Number(raw);
  const at = Date.parse(raw);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Set on the retry after a step-up, so a second refusal is not asked again. */
  steppedUp?: boolean;
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; fields?: unknown };
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    !!value &&
    typeof value === 'object' &&
    Object.values(value as object).every((v) => typeof v === 'string')
  );
}

/** `await api<Job[]>('/api/jobs')`, `await api('/api/requests/quote', { method: 'POST', body })` */
export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal, headers } = options;
  // Never a money action offline (issue 39): nothing is queued for later; the person retries online.
  if (method !== 'GET' && typeof navigator !== 'undefined' && navigator.onLine === false)
    throw new ApiError(0, 'OFFLINE', 'You are offline: nothing was sent.');
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'include',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...accountHeaders(),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK_ERROR', 'The request did not reach the server.');
  }

  // The service worker's copy of a read (offline) carries the time it was fetched.
  if (method === 'GET')
    noteAnswer(path, res.headers, res.headers.get('x-mizani-offline-as-of') === null);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }

  if (!res.ok) {
    const error = (data as ErrorBody | undefined)?.error;
    // A security change without a recent proof: ask for the password or a code, then once again.
    if (
      res.status === 403 &&
      error?.code === STEP_UP_REQUIRED &&
      !options.steppedUp &&
      (await askStepUp())
    )
      return api<T>(path, { ...options, steppedUp: true });
    throw new ApiError(
      res.status,
      typeof error?.code === 'string' ? error.code : `HTTP_${res.status}`,
      typeof error?.message === 'string' ? error.message : res.statusText || 'Request failed',
      isFieldErrors(error?.fields) ? error.fields : undefined,
      retryAfterSeconds(res.headers),
    );
  }
  return data as T;
}

/**
 * Sends a file as the raw request body with XMLHttpRequest, the one browser API that reports
 * upload progress (issue 22: verification documents, screening lists). Errors are ApiErrors, as
 * from api().
 */
export function apiUpload<T>(
  path: string,
  file: Blob,
  opts: {
    contentType: string;
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
    /** Sent on behalf of the selected account (a business's bulk payout file). */
    account?: boolean;
    headers?: Record<string, string>;
  },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', opts.contentType);
    xhr.setRequestHeader('accept', 'application/json');
    const extra = { ...(opts.account ? accountHeaders() : {}), ...opts.headers };
    for (const [k, v] of Object.entries(extra)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) opts.onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'NETWORK_ERROR', 'The request did not reach the server.'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        opts.onProgress?.(1);
        return resolve(data as T);
      }
      const error = (data as ErrorBody | undefined)?.error;
      reject(
        new ApiError(
          xhr.status,
          typeof error?.code === 'string' ? error.code : `HTTP_${xhr.status}`,
          typeof error?.message === 'string' ? error.message : xhr.statusText || 'Request failed',
          isFieldErrors(error?.fields) ? error.fields : undefined,
        ),
      );
    };
    opts.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}
