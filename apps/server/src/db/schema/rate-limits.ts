import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Sliding-window counters (one row per fixed window) shared by every instance (forms, sign-in guards beyond better-auth's).
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
