import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ApiScope } from '@mizani/shared';
import { readJson, type TestServer, type TestUser } from './helpers.ts';

// The developer API's tests: keys made through the dashboard route, calls with a Bearer key as a
// server would make them (no Origin, no cookie), and every answer recorded for the contract
// check against the published OpenAPI document.

export interface CreatedKey {
  secret: string;
  key: {
    id: string;
    mode: 'live' | 'test';
    start: string;
    scopes: ApiScope[];
    lastUsedAt: string | null;
  };
}

export async function createApiKey(
  s: TestServer,
  user: TestUser,
  opts: {
    scopes: ApiScope[];
    ipAllowlist?: string;
    expiresIn?: string;
    name?: string;
    mode?: 'live' | 'test';
  },
) {
  return readJson<CreatedKey>(
    s.request('/api/developers/keys', {
      method: 'POST',
      cookie: user.cookie,
      json: {
        name: opts.name ?? 'Treasury system',
        ...(opts.mode ? { mode: opts.mode } : {}),
        scopes: opts.scopes,
        ipAllowlist: opts.ipAllowlist ?? '',
        expiresIn: opts.expiresIn ?? '90',
        password: user.password,
      },
    }),
    201,
  );
}

export interface Recorded {
  method: string;
  template: string;
  status: number;
  contentType: string;
  body: unknown;
}

/** A client of /api/v1 with one key; `template` is the OpenAPI path the call belongs to. */
export function apiClient(s: TestServer, recorded: Recorded[]) {
  return async function call(
    secret: string | null,
    method: string,
    template: string,
    opts: {
      params?: Record<string, string>;
      query?: string;
      json?: unknown;
      idem?: string;
      ip?: string;
    } = {},
  ) {
    let path = template;
    for (const [k, v] of Object.entries(opts.params ?? {})) path = path.replace(`{${k}}`, v);
    const headers: Record<string, string> = { origin: '' };
    if (secret) headers.authorization = `Bearer ${secret}`;
    if (opts.idem) headers['idempotency-key'] = opts.idem;
    const res = await s.request(`/api/v1${path}${opts.query ? `?${opts.query}` : ''}`, {
      method,
      headers,
      json: opts.json,
      ip: opts.ip ?? '198.51.100.10',
    });
    const text = await res.text();
    const body: unknown = text ? JSON.parse(text) : null;
    recorded.push({
      method: method.toLowerCase(),
      template,
      status: res.status,
      contentType: res.headers.get('content-type') ?? '',
      body,
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field
    return { res, status: res.status, body: body as Record<string, any> };
  };
}

export const newKey = () => randomUUID();

/** Every recorded answer validates against the document's schema for its path and status. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the OpenAPI document as parsed JSON
export function expectAnswersMatch(doc: any, recorded: Recorded[]) {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema(doc, 'openapi');
  const failures: string[] = [];
  const esc = (p: string) => p.replace(/~/g, '~0').replace(/\//g, '~1');
  for (const r of recorded) {
    const op = doc.paths[r.template]?.[r.method];
    if (!op) {
      failures.push(`${r.method} ${r.template} is not in the document`);
      continue;
    }
    const response = op.responses[String(r.status)];
    if (!response) {
      failures.push(`${r.method} ${r.template} → ${r.status} is not documented`);
      continue;
    }
    const media = r.contentType.split(';')[0]!.trim();
    if (!response.content) {
      if (r.body !== null) failures.push(`${r.method} ${r.template} → ${r.status} has a body`);
      continue;
    }
    if (!response.content[media]) {
      failures.push(`${r.method} ${r.template} → ${r.status} answered ${media}`);
      continue;
    }
    const ref = `openapi#/paths/${esc(r.template)}/${r.method}/responses/${r.status}/content/${esc(media)}/schema`;
    const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
    if (!validate(r.body))
      failures.push(
        `${r.method} ${r.template} → ${r.status}: ${ajv.errorsText(validate.errors)} in ${JSON.stringify(r.body).slice(0, 300)}`,
      );
  }
  expect(failures).toEqual([]);
}
