import type { Column, Table } from 'drizzle-orm';

/**
 * The value a raw `sql` query returns for a column. Rows from `db.execute` bypass Drizzle's
 * mapping, so timestamps may arrive as text (node-postgres as Drizzle configures it) or as Date
 * (PGlite), and 64-bit integers as text.
 */
type RawValue<C extends Column> = C['_']['data'] extends Date
  ? string | Date
  : C['_']['columnType'] extends 'PgBigSerial53' | 'PgBigInt53'
    ? number | string
    : C['_']['data'];

type Columns<T extends Table> = T['_']['columns'];

/**
 * The row of a raw `sql` select, derived from the schema: the chosen columns under their database
 * (snake_case) names, with their raw value types and the column's nullability. Computed columns
 * are added with `&`.
 *
 *   SqlRow<typeof currencyPairs, 'id' | 'displayName'>  →  { id: string; display_name: string }
 */
export type SqlRow<T extends Table, K extends keyof Columns<T>> = {
  [P in K as Columns<T>[P]['_']['name']]: Columns<T>[P]['_']['notNull'] extends true
    ? RawValue<Columns<T>[P]>
    : RawValue<Columns<T>[P]> | null;
};

/** The row of `select *` from one table. */
export type SqlRowAll<T extends Table> = SqlRow<T, keyof Columns<T>>;

/** A row with some columns' types narrowed (a text column holding one of a known set of values). */
export type Narrowed<R, N extends { [P in keyof R]?: R[P] }> = Omit<R, keyof N> & N;

/** Columns of a left-joined table: null when no row matched. */
export type LeftJoined<R> = { [P in keyof R]: R[P] | null };

/** ISO 8601 text of a raw timestamp (text or Date, see RawValue). */
export const toIso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();
export const toIsoOrNull = (v: string | Date | null) => (v == null ? null : toIso(v));
