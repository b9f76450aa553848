// The embedded demo's accounts (apps/server/src/db/seed/demo-users.ts), as sign-in bodies.
import { DEMO_USERS } from '../apps/server/src/db/seed/demo-users.ts';

export const DEMO_CREDENTIALS = {
  client: { email: DEMO_USERS.client.email, password: DEMO_USERS.client.password },
  admin: { email: DEMO_USERS.admin.email, password: DEMO_USERS.admin.password },
};
