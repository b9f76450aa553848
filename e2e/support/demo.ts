// The embedded database's demo accounts, taken from the seed that creates them, as sign-in bodies.
import { DEMO_USERS } from '../../apps/server/src/db/seed/demo-users.ts';

export interface Credentials {
  email: string;
  password: string;
}

const credentials = ({ email, password }: Credentials): Credentials => ({ email, password });

export const CLIENT = credentials(DEMO_USERS.client);
export const ADMIN = credentials(DEMO_USERS.admin);
