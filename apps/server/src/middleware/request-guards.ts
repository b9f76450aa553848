import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../lib/errors.ts';
import type { OriginPolicy } from '../lib/origins.ts';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every state-changing API request must come from our own origin (CSRF) and carry JSON.
 * Browsers always send Origin on such fetches; non-browser callers must send it too.
 */
export function requestGuards(
  origins: OriginPolicy,
  /** Content types of routes whose body is a file, not JSON (lib/raw-body.ts), else null. */
  rawBodyTypes: (c: Context) => string[] | null = () => null,
): MiddlewareHandler {
  return async (c, next) => {
    if (!UNSAFE.has(c.req.method)) return next();
    // The public API authenticates each request with a Bearer key a browser never attaches by
    // itself, so a cross-site page cannot forge one: servers calling it send no Origin.
    const bearerApi =
      c.req.path.startsWith('/api/v1/') && /^Bearer\s/i.test(c.req.header('authorization') ?? '');
    // A rail's callback is a server's request too (no Origin); it proves itself (routes/rails.ts).
    // One that carries an Origin comes from a browser, and is checked as any other.
    const railCallback = c.req.path.startsWith('/api/rails/') && !c.req.header('origin');
    if (!bearerApi && !railCallback && !origins.isAllowed(c.req.header('origin'), c.req.raw)) {
      throw new AppError(
        'FORBIDDEN',
        'Cross-site request refused: the Origin header is missing or not allowed.',
      );
    }
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    // A file route checks its own content type once the session guard has passed
    // (lib/raw-body.ts readRawBody), so visitors still get 401 and clients 403 first.
    const fileTypes = rawBodyTypes(c);
    if (fileTypes) {
      // /api/v1 has no session to check first: its types are refused up front, as its JSON's are.
      if (c.req.path.startsWith('/api/v1/') && hasBody(c) && !fileTypes.includes(type))
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          `Send the request body as ${fileTypes.join(' or ')}.`,
        );
      return next();
    }
    if (hasBody(c) && type !== 'application/json') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.');
    }
    await next();
  };
}

/**
 * Whether the request carries a body. Node's server hands every POST/PUT/PATCH/DELETE a body
 * stream, an empty one too, so the stream alone says nothing: HTTP/1.1 frames a body by
 * Content-Length or Transfer-Encoding (RFC 9112 section 6.3), and a DELETE without either (or with
 * Content-Length: 0) has none. A body built in-process (tests, fetch) has a content type.
 */
function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  if (length !== undefined) return Number(length) > 0 || Number.isNaN(Number(length));
  if (c.req.header('transfer-encoding') !== undefined) return true;
  return c.req.raw.body !== null && c.req.header('content-type') !== undefined;
}
