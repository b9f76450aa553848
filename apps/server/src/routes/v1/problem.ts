import type { Context } from 'hono';
import { englishMessage, ERROR_STATUS, type ErrorCode } from '@mizani/shared';

// Errors of /api/v1 in one documented shape: RFC 9457 problem details (application/problem+json).
// `code` and `errors` (field errors) are our extensions; `instance` is the request id.

const TITLES: Partial<Record<number, string>> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Unprocessable request',
  429: 'Too many requests',
  500: 'Internal error',
  503: 'Service unavailable',
};

export const isApiV1 = (path: string) => path === '/api/v1' || path.startsWith('/api/v1/');

/** Where a problem type is described: under the configured public URL's /api/v1. */
export const problemType = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/$/, '')}/api/v1/problems/${code.toLowerCase().replace(/_/g, '-')}`;

/**
 * A field error in an API client's words: the shared schemas word their messages for the forms
 * ("Get a quote first"); a program sending a field needs what was wrong with the value.
 */
const API_FIELD_WORDS: Record<string, string> = {
  [englishMessage('validation.orders.quoteFirst')]: 'unknown or expired',
  'Unknown field': 'unknown field',
};

/**
 * A validation refusal as /api/v1 words it: each field named with what is wrong with it
 * ("quoteId unknown or expired"), never the forms' "Please check the form: …".
 */
export function apiValidation(fields: Record<string, string>) {
  const errors = Object.fromEntries(
    Object.entries(fields).map(([field, message]) => [field, API_FIELD_WORDS[message] ?? message]),
  );
  const named = Object.entries(errors).map(([field, words]) =>
    API_FIELD_WORDS[fields[field]!] ? `${field} ${words}` : `${field}: ${words}`,
  );
  return { message: named.length ? named.join('; ') : 'Invalid input', fields: errors };
}

export function problem(
  c: Context,
  publicUrl: string,
  p: {
    code: ErrorCode | string;
    message: string;
    status?: number;
    fields?: Record<string, string>;
    extra?: Record<string, unknown>;
  },
) {
  const status = p.status ?? ERROR_STATUS[p.code as ErrorCode] ?? 500;
  const words = p.code === 'VALIDATION' && p.fields ? apiValidation(p.fields) : null;
  const body = {
    ...p.extra,
    type: problemType(publicUrl, p.code),
    title: TITLES[status] ?? 'Error',
    status,
    detail: words?.message ?? p.message,
    instance: `urn:request:${(c.get('requestId') as string | undefined) ?? 'unknown'}`,
    code: p.code,
    ...(p.fields ? { errors: words?.fields ?? p.fields } : {}),
  };
  return c.body(JSON.stringify(body), status as 400, {
    'Content-Type': 'application/problem+json',
  });
}
