import {
  parse,
  protocol,
  types,
  type PGlite,
  type QueryOptions,
  type Transaction,
} from '@electric-sql/pglite';

// Per-statement cost on the embedded database (issue 14 item 6, decision 025). PGlite runs
// PostgreSQL in WebAssembly on the server's own thread, so what a statement costs in JavaScript
// around the database counts as much as the database's own work.

/** The OIDs drizzle reads as raw text on both drivers (timestamps, dates, intervals, numeric[] and arrays). */
export const DRIZZLE_TEXT_OIDS: number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];
const asText = (v: string) => v;

type Queryable = Pick<PGlite | Transaction, 'query'>;

/** Drops drizzle's per-query parsers when the client already holds the very same ones. */
function sameParsersOnce<T extends Queryable>(target: T): T {
  return new Proxy(target, {
    get(t, p) {
      if (p === 'query')
        return (q: string, params?: unknown[], o?: QueryOptions) => {
          if (!o?.parsers) return t.query(q, params, o);
          const { parsers, ...rest } = o;
          const own = Object.keys(parsers).every((k) => DRIZZLE_TEXT_OIDS.includes(Number(k)));
          return t.query(q, params, own ? rest : o);
        };
      const v = Reflect.get(t, p, t) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(t) : v;
    },
  });
}

/**
 * The client drizzle is given. drizzle-orm/pglite passes its text parsers with every query, and
 * PGlite then copies its whole table of about 400 parsers into a new object per query to merge
 * them: 15-20 % of a small query's CPU. The same parsers are set on the client once, so every
 * query parses rows exactly as before without the copy. Transactions' queries alike.
 */
export function drizzleClient(client: PGlite): PGlite {
  for (const oid of DRIZZLE_TEXT_OIDS) client.parsers[oid] = asText;
  const wrapped = sameParsersOnce(client);
  return new Proxy(wrapped, {
    get(t, p) {
      if (p === 'transaction')
        return <R>(fn: (tx: Transaction) => Promise<R>) =>
          client.transaction((tx) => fn(sameParsersOnce(tx)));
      return Reflect.get(t, p, t) as unknown;
    },
  });
}

const { serialize } = protocol;
function concat(parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export type PlainParam = string | number | boolean | null;

/**
 * Named statements for the hottest reads: parsed and planned once per connection (PostgreSQL keeps
 * the plan), then each run is Bind, Execute and Sync in ONE call into PGlite instead of the six
 * (Parse, Describe, Bind, Describe, Execute, Sync) its `query` makes. It waits for any open
 * transaction, as `query` does. Rows are parsed with the client's parsers, as `query` does.
 */
export function pgliteStatements(client: PGlite) {
  const prepared = new Set<string>();
  return <T>(name: string, text: string, params: PlainParam[]): Promise<T[]> =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const parts: Uint8Array[] = [];
        if (!prepared.has(name)) parts.push(serialize.parse({ name, text }));
        parts.push(
          serialize.bind({
            statement: name,
            values: params.map((v) => (v === null ? null : String(v))),
          }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        );
        let messages;
        try {
          ({ messages } = await client.execProtocol(concat(parts)));
        } catch (err) {
          // Whatever was prepared before the error is dropped, so the next run parses afresh.
          prepared.delete(name);
          await client.execProtocol(
            concat([serialize.close({ type: 'S', name }), serialize.sync()]),
          );
          throw err;
        }
        prepared.add(name);
        const [result] = parse.parseResults(messages, client.parsers, { rowMode: 'object' });
        return (result?.rows ?? []) as T[];
      }),
    );
}
