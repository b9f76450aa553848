import { z } from 'zod';
import { API_SCOPE_LABELS, API_SCOPES, WEBHOOK_EVENTS } from '@mizani/shared';
import type { ApiOperation } from './operations.ts';
import { ProblemSchema } from './schemas.ts';

// The OpenAPI 3.1 document of /api/v1, generated from the operations list and their zod schemas
// (zod's own JSON Schema output, draft 2020-12 = OpenAPI 3.1's dialect). Named schemas (.meta
// ids) become components; built once per process.

type Json = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: 'input' | 'output', components: Json): Json {
  const out = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Json;
  const defs = (out.$defs ?? {}) as Json;
  delete out.$defs;
  delete out.$schema;
  const rewrite = (v: Json) =>
    JSON.parse(JSON.stringify(v).replaceAll('"#/$defs/', '"#/components/schemas/')) as Json;
  // Named schemas (also a named root, which comes back as a $ref) land in components.
  for (const [name, def] of Object.entries(defs)) components[name] = rewrite(def as Json);
  return rewrite(out);
}

const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

/** Path parameters that are not uuids: a pair is also named by its codes, a month is YYYY-MM. */
const PATH_PARAMS: Record<string, Json> = {
  '{pair}': { type: 'string', pattern: '^([A-Za-z]{3}[-/_]?[A-Za-z]{3}|[0-9a-fA-F-]{36})$' },
  '{month}': { type: 'string', pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' },
};

export function buildOpenApi(ops: ApiOperation[], publicUrl: string): Json {
  const components: Json = {};
  toSchema(ProblemSchema, 'output', components);
  const paths: Record<string, Json> = {};
  for (const op of ops) {
    const parameters: Json[] = [];
    for (const name of op.path.match(/\{(\w+)\}/g) ?? [])
      parameters.push({
        name: name.slice(1, -1),
        in: 'path',
        required: true,
        schema: PATH_PARAMS[name] ?? { type: 'string', format: 'uuid' },
      });
    if (op.query) {
      const q = toSchema(op.query, 'input', components);
      const required = new Set((q.required as string[] | undefined) ?? []);
      for (const [name, schema] of Object.entries((q.properties ?? {}) as Json))
        parameters.push({
          name,
          in: 'query',
          required: required.has(name),
          schema,
          ...((schema as Json).description ? { description: (schema as Json).description } : {}),
        });
    }
    if (op.method === 'post') parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
    const responses: Json = {};
    for (const [status, r] of Object.entries(op.responses)) {
      const isProblem = Number(status) >= 400;
      responses[status] = isProblem
        ? problemResponse(r.description)
        : {
            description: r.description,
            headers: { 'RateLimit-Remaining': { $ref: '#/components/headers/RateLimitRemaining' } },
            ...(r.schema
              ? {
                  content: {
                    'application/json': { schema: toSchema(r.schema, 'output', components) },
                  },
                }
              : {}),
          };
    }
    responses['400'] ??= problemResponse('Invalid input: `errors` names each field');
    responses['401'] = problemResponse('Missing, invalid, revoked or expired key');
    responses['403'] = problemResponse('The key lacks the scope, or the address is not allowed');
    if (op.path.includes('{')) responses['404'] = problemResponse('Not found (or not yours)');
    if (op.method === 'post')
      responses['409'] = problemResponse('Idempotency-Key reused with another request');
    responses['429'] = problemResponse('Rate limit reached: retry after Retry-After seconds');
    (paths[op.path] ??= {})[op.method] = {
      operationId: op.operationId,
      summary: op.summary,
      tags: [op.tag],
      description: `Scope: ${op.scopes.map((s) => `\`${s}\``).join(' or ')}.${op.mode === 'test' ? ' Test keys (`mz_test_`) only: a live key answers 403.' : ''}`,
      security: [{ bearerAuth: op.scopes }],
      ...(parameters.length ? { parameters } : {}),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': { schema: toSchema(op.body, 'input', components) },
              },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mizani API',
      version: '1.0.0',
      description:
        'Rates, firm quotes, conversions, balances and webhooks for Mizani clients. Authenticate with an API key from Dashboard › Developers as `Authorization: Bearer <key>`. Every POST needs an `Idempotency-Key`. Errors are RFC 9457 problem details. Test keys (`mz_test_…`) act on the sandbox: a separate ledger with demo balances that `POST /sandbox/top-ups` adds to; nothing a test key does reaches live balances, and webhook events of the sandbox carry `"mode": "test"`.',
    },
    servers: [{ url: `${publicUrl.replace(/\/$/, '')}/api/v1` }],
    security: [{ bearerAuth: [] }],
    tags: [
      'Rates',
      'Quotes',
      'Orders',
      'Wallet',
      'Statements',
      'Payouts',
      'Treasury',
      'Webhooks',
      'Sandbox',
    ].map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: `API key. Scopes: ${API_SCOPES.map((s) => `${s} (${API_SCOPE_LABELS[s]})`).join('; ')}.`,
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          description:
            'Unique per request (a UUID). A retry with the same key and body gets the same answer (Idempotent-Replayed: true); the same key with another body answers 409. Kept 24 hours.',
          schema: { type: 'string', minLength: 8, maxLength: 255 },
        },
      },
      headers: {
        RateLimitRemaining: {
          description:
            'Requests left in the current window (see also RateLimit-Limit, RateLimit-Reset, RateLimit-Policy)',
          schema: { type: 'integer' },
        },
      },
    },
    webhooks: Object.fromEntries(
      WEBHOOK_EVENTS.map((type) => [
        type,
        {
          post: {
            // Client generators name a handler from it: order.filled → orderFilledWebhook
            operationId: `${type.replace(/[._](\w)/g, (_, ch: string) => ch.toUpperCase())}Webhook`,
            summary: `${type} event`,
            description:
              'Signed per Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature (v1, HMAC-SHA256 with your endpoint secret).',
            requestBody: {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['type', 'mode', 'timestamp', 'data'],
                    properties: {
                      type: { const: type },
                      mode: { enum: ['live', 'test'], description: 'test: a sandbox event' },
                      timestamp: { type: 'string', format: 'date-time' },
                      data: { type: 'object' },
                    },
                  },
                },
              },
            },
            responses: { '2XX': { description: 'Received' } },
          },
        },
      ]),
    ),
  };
}
