import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { webRoutes } from '../src/web-static.ts';

// Issue 34 item 13: /contact was a 404; it redirects (301) to /support/contact, in each language,
// keeping the query.

const dist = mkdtempSync(path.join(tmpdir(), 'mizani-short-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const app = webRoutes(dist, 'http://localhost:3000');

describe('short paths', () => {
  it.each([
    ['/contact', '/support/contact'],
    ['/contact/', '/support/contact'],
    ['/fr/contact', '/fr/support/contact'],
    ['/sw/contact?topic=api', '/sw/support/contact?topic=api'],
  ])('%s redirects to %s', async (from, to) => {
    const res = await app.request(from);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
  });
  it('leaves other paths alone', async () => {
    expect((await app.request('/contacts')).status).toBe(404);
    expect((await app.request('/en/contact')).status).toBe(404);
  });
});
