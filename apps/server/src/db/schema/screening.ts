import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { accountHolders } from './holders.ts';

// Sanctions and PEP screening (issue 22; docs/compliance.md).

/** One listed person or entity, from an admin's CSV import. */
export const screeningEntries = pgTable(
  'screening_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listName: text('list_name').notNull(),
    name: text('name').notNull(),
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dateOfBirth: text('date_of_birth'),
    nationality: text('nationality'),
    programme: text('programme'),
    importId: uuid('import_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('screening_entries_list_idx').on(t.listName)],
);

/** Every name of an entry (primary and aliases) with its canonical key. */
export const screeningNames = pgTable(
  'screening_names',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => screeningEntries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    /** The shared NAME_KEY_VERSION the key and blocking keys were made with (rescreen.ts). */
    keyVersion: smallint('key_version').notNull().default(2),
  },
  (t) => [index('screening_names_entry_idx').on(t.entryId)],
);

/**
 * Blocking keys of each listed name (shared blockingKeys: consonant skeletons of its tokens): a
 * screened name's candidates are the listed names sharing a key, found with this index.
 */
export const screeningKeys = pgTable(
  'screening_keys',
  {
    key: text('key').notNull(),
    nameId: uuid('name_id')
      .notNull()
      .references(() => screeningNames.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('screening_keys_key_idx').on(t.key, t.nameId),
    index('screening_keys_name_idx').on(t.nameId),
  ],
);

/** An import, and the re-screening of every client it causes (run by a worker). */
export const screeningImports = pgTable('screening_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  listNames: text('list_names').array().notNull(),
  entries: integer('entries').notNull(),
  importedBy: text('imported_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** pending | running | done */
  rescreenStatus: text('rescreen_status').notNull().default('pending'),
  rescreenStartedAt: timestamp('rescreen_started_at', { withTimezone: true }),
  rescreenFinishedAt: timestamp('rescreen_finished_at', { withTimezone: true }),
  clientsScreened: integer('clients_screened'),
  casesOpened: integer('cases_opened'),
});

/** A possible match for an admin to clear as a false positive or confirm (which freezes). */
export const screeningCases = pgTable(
  'screening_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The holder screened: a person, or a business (its name, directors and owners). */
    userId: text('user_id')
      .notNull()
      .references(() => accountHolders.id, { onDelete: 'restrict' }),
    /** open | false_positive | confirmed */
    status: text('status').notNull().default('open'),
    /** submission | list_change */
    trigger: text('trigger').notNull(),
    /** The name screened and the matches found (ScreeningMatch[]). */
    screenedName: text('screened_name').notNull(),
    matches: jsonb('matches').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('screening_cases_open_uq')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    index('screening_cases_status_idx').on(t.status, t.openedAt),
  ],
);
