import type { Context } from 'hono';
import { AppError } from './errors.ts';

// Routes that take a file as the raw request body (issue 22: verification documents, screening
// list CSVs) instead of JSON. app.ts lets exactly these past the 100 kB JSON body limit and the
// JSON content-type rule (the Origin check still applies); each reads its body with its own cap.

// Each accepts only content types a cross-site HTML form cannot send (text/plain, form encodings
// are refused), so a browser must ask CORS first, besides the Origin check.
const RAW_BODY_ROUTES: { method: string; path: RegExp; types: string[] }[] = [
  {
    method: 'POST',
    path: /^\/api\/verification\/documents\/?$/,
    types: ['application/octet-stream', 'application/pdf', 'image/jpeg', 'image/png'],
  },
  { method: 'POST', path: /^\/api\/admin\/screening\/lists\/?$/, types: ['text/csv'] },
  // Bank statements: camt.053/054 as XML, streamed into the import; MT940 as octet-stream
  // (docs/payments.md).
  {
    method: 'POST',
    path: /^\/api\/admin\/bank\/statements\/?$/,
    types: ['application/xml', 'text/xml', 'application/octet-stream'],
  },
  // A bank's payment status report (pain.002) for our payout files (docs/payments.md).
  {
    method: 'POST',
    path: /^\/api\/admin\/bank\/payouts\/status\/?$/,
    types: ['application/xml', 'text/xml'],
  },
  // A bulk payout file (issue 41): CSV, 2 MB at most (services/bulk-payouts/parse.ts).
  { method: 'POST', path: /^\/api\/bulk-payouts\/?$/, types: ['text/csv'] },
  // The same through /api/v1: CSV, or JSON rows (over the 100 kB JSON cap for 5,000 payees).
  {
    method: 'POST',
    path: /^\/api\/v1\/bulk-payouts\/?$/,
    types: ['text/csv', 'application/json'],
  },
  // A CV sent with a job application (issue 34): a PDF only.
  {
    method: 'POST',
    path: /^\/api\/requests\/application\/cv\/?$/,
    types: ['application/pdf', 'application/octet-stream'],
  },
  // A business's verification documents (KYB, decision 019).
  {
    method: 'POST',
    path: /^\/api\/business\/[A-Za-z0-9_-]{8,64}\/verification\/documents\/?$/,
    types: ['application/octet-stream', 'application/pdf', 'image/jpeg', 'image/png'],
  },
];

/** The content types a raw-body route accepts, or null when the route takes JSON. */
export function rawBodyTypes(c: Context): string[] | null {
  return (
    RAW_BODY_ROUTES.find((r) => r.method === c.req.method && r.path.test(c.req.path))?.types ?? null
  );
}
export const isRawBodyRoute = (c: Context) => rawBodyTypes(c) !== null;
/** /api/v1's bulk payouts: raw, but capped before the idempotency claim reads the body. */
export const isBulkApiRoute = (c: Context) =>
  c.req.method === 'POST' && /^\/api\/v1\/bulk-payouts\/?$/.test(c.req.path);

/**
 * The body as bytes: refused with 415 unless its content type is one the route accepts, and with
 * 413 once it passes `max` (announced or actually sent).
 */
/**
 * 415 unless the content type is one the route accepts. A route that checks something else first
 * (a business's membership) calls it before, so a forged form is refused as such everywhere.
 */
export function assertRawBodyType(c: Context) {
  const types = rawBodyTypes(c) ?? [];
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!types.includes(type))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the file as ${types.join(' or ')}.`);
}

export async function readRawBody(c: Context, max: number, what: string): Promise<Buffer> {
  assertRawBodyType(c);
  const tooLarge = () =>
    new AppError(
      'PAYLOAD_TOO_LARGE',
      `${what} is too large (${Math.round(max / 1024 / 1024)} MB at most).`,
    );
  const announced = Number(c.req.header('content-length') ?? '0');
  if (announced > max) throw tooLarge();
  const body = c.req.raw.body;
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
