import type { Context } from 'hono';
import { ERROR_STATUS, type ErrorCode } from '@mizani/shared';

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

export function problem(
  c: Context,
  p: {
    code: ErrorCode | string;
    message: string;
    status?: number;
    fields?: Record<string, string>;
    extra?: Record<string, unknown>;
  },
) {
  const status = p.status ?? ERROR_STATUS[p.code as ErrorCode] ?? 500;
  const body = {
    ...p.extra,
    type: `https://mizani.africa/docs/api/problems/${p.code.toLowerCase().replace(/_/g, '-')}`,
    title: TITLES[status] ?? 'Error',
    status,
    detail: p.message,
    instance: `urn:request:${(c.get('requestId') as string | undefined) ?? 'unknown'}`,
    code: p.code,
    ...(p.fields ? { errors: p.fields } : {}),
  };
  return c.body(JSON.stringify(body), status as 400, {
    'Content-Type': 'application/problem+json',
  });
}
