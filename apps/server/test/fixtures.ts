import { afterAll, beforeAll } from 'vitest';
import { apiAs, createTestServerWithUsers, type TestServer, type TestUser } from './helpers.ts';

/** What a resource test uses: the server, its signed-in users, and call short-hands as the admin. */
export interface ServerFixture extends ReturnType<typeof apiAs> {
  s: TestServer;
  admin: TestUser;
  /** The first client. */
  client: TestUser;
  clients: TestUser[];
}

/**
 * Registers the file's beforeAll/afterAll: a test server with a signed-in admin and clients
 * (helpers.ts createTestServerWithUsers). The returned object is filled before the first test.
 */
export function useServerWithUsers(
  opts: Parameters<typeof createTestServerWithUsers>[0] = {},
): ServerFixture {
  const t = {} as ServerFixture;
  beforeAll(async () => {
    const { server, admin, clients } = await createTestServerWithUsers(opts);
    Object.assign(t, { s: server, admin, client: clients[0], clients, ...apiAs(server, admin) });
  }, 60_000);
  afterAll(async () => {
    await t.s?.close();
  });
  return t;
}
