import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_TEXTS_FR } from '../../web/src/content/api-i18n/reference-texts-fr.ts';
import { REFERENCE_TEXTS_SW } from '../../web/src/content/api-i18n/reference-texts-sw.ts';
import { createTestServer, type TestServer } from './helpers.ts';

// /services/api/reference in French and Swahili shows the OpenAPI document's prose from the
// web's translations, keyed by the English text (content/api-translation.ts): a text missing
// there shows in English on the page. Every operation added to /api/v1 must bring its words.

// The OpenAPI document is free-form JSON read field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
}, 60_000);
afterAll(async () => s?.close());

/** The prose the reference page shows: what ApiReferencePage.tsx passes to prose(). */
function proseOf(doc: Json): Set<string> {
  const texts = new Set<string>();
  const add = (t: unknown) => typeof t === 'string' && t && texts.add(t);
  const resolve = (schema: Json | undefined) => {
    let x = schema ?? {};
    for (let i = 0; i < 5 && typeof x.$ref === 'string'; i++)
      x = doc.components?.schemas?.[(x.$ref as string).split('/').pop()!] ?? {};
    return x;
  };
  const fields = (schema: Json | undefined) =>
    Object.values((resolve(schema).properties ?? {}) as Json).forEach((p) => add(p.description));
  // Webhooks are listed by name only; operations show their summary, parameters and fields.
  for (const op of Object.values(doc.paths as Json).flatMap((o) => Object.values(o)) as Json[]) {
    add(op.summary);
    for (const p of (op.parameters ?? []) as Json[])
      add(
        (p.$ref ? doc.components.parameters[(p.$ref as string).split('/').pop()!] : p).description,
      );
    fields(op.requestBody?.content?.['application/json']?.schema);
    for (const r of Object.values((op.responses ?? {}) as Json)) {
      add(r.description);
      fields(r.content?.['application/json']?.schema);
    }
  }
  return texts;
}

describe('the API reference page', () => {
  it('is drawn from a copy of the served OpenAPI document (vitest -u rewrites it)', async () => {
    // The page is pre-rendered from this copy (ApiReferencePage.tsx): static HTML, no fetch and
    // no render after load. A change to /api/v1 fails here until the copy is rewritten.
    const doc = (await (await s.request('/api/v1/openapi.json')).json()) as Json;
    // The copy names no server: the address is each deployment's own.
    const { servers: _servers, ...copy } = doc;
    await expect(`${JSON.stringify(copy, null, 2)}\n`).toMatchFileSnapshot(
      '../../web/src/content/api-reference/openapi.json',
    );
  });
});

describe('the API reference in French and Swahili', () => {
  it('has every text of the OpenAPI document translated', async () => {
    const doc = (await (await s.request('/api/v1/openapi.json')).json()) as Json;
    const texts = [...proseOf(doc)];
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter((t) => !REFERENCE_TEXTS_FR[t])).toEqual([]);
    expect(texts.filter((t) => !REFERENCE_TEXTS_SW[t])).toEqual([]);
  });
});
