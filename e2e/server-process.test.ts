import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from './support/server.ts';

describe('the real server process', () => {
  it('starts from a fresh data folder, serves /, and stops cleanly on SIGTERM', async () => {
    const server = await startServer({ fresh: true });
    try {
      expect(existsSync(path.join(server.dataDir, 'pglite'))).toBe(true);
      const health = await fetch(`${server.url}/api/health`);
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('<title>');
      const missing = await fetch(`${server.url}/no-such-page`);
      expect(missing.status).toBe(404);
    } finally {
      const code = await server.stop('SIGTERM');
      expect(code).toBe(0);
    }
  });

  it('refuses a second process on the same data folder', async () => {
    const first = await startServer({ dataDir: `/tmp/mizani-lock-${process.pid}` });
    try {
      await expect(startServer({ dataDir: first.dataDir })).rejects.toThrow(/in use by process/);
    } finally {
      await first.stop();
    }
  });
});
