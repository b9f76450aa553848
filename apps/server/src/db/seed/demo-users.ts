// Demo accounts of the embedded database. README states these credentials; they are never
// created on a PostgreSQL server (DATABASE_URL set).
export const DEMO_USERS = {
  client: {
    email: 'client@mizani.demo',
    password: 'Demo-Client-2026!',
    firstName: 'Amina',
    lastName: 'Odhiambo',
    company: 'Odhiambo Trading Ltd',
    country: 'Kenya',
    role: 'client',
  },
  admin: {
    email: 'admin@mizani.demo',
    password: 'Demo-Admin-2026!',
    firstName: 'Kwame',
    lastName: 'Mensah',
    company: 'Mizani',
    country: 'Ghana',
    role: 'admin',
  },
  /** Signed up, not verified (tier 0): shows the verification gate (issue 22). */
  unverified: {
    email: 'newclient@mizani.demo',
    password: 'Demo-Newclient-2026!',
    firstName: 'Baraka',
    lastName: 'Mwangi',
    company: null,
    country: 'Kenya',
    role: 'client',
  },
} as const;
