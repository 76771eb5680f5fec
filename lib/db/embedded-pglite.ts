import type { PGlite, PGliteOptions, QueryOptions, Transaction } from "@electric-sql/pglite";

type PGliteModule = typeof import("@electric-sql/pglite");

/**
 * Types drizzle reads as text rather than as JavaScript values: timestamp,
 * timestamptz, interval, date, and the arrays of numeric, timestamp,
 * timestamptz, interval and date. Its PGlite driver passes an identity parser
 * for each with every query, and PGlite merges them into a copy of its whole
 * table of ~300 parsers each time: 0.1 to 0.15 ms of the request core per
 * query, a tenth of a demo request on the embedded store (docs/benchmarks.md).
 */
export const TEXT_TYPE_OIDS: ReadonlySet<number> = new Set([1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182]);

const asText = (value: string) => value;

const ARRAY_ROWS: QueryOptions = Object.freeze({ rowMode: "array" });

/**
 * A query's options without parsers that only repeat the instance's own;
 * anything else is left as given. What drizzle sends is then PGlite's default
 * (object rows, sent as no options at all, which PGlite runs measurably
 * faster) or array rows.
 */
export function withoutTextParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  if (!Object.keys(options.parsers).every((oid) => TEXT_TYPE_OIDS.has(Number(oid)))) return options;
  const { parsers: _repeated, ...rest } = options;
  const keys = Object.keys(rest);
  if (keys.length === 0 || (keys.length === 1 && rest.rowMode === "object")) return undefined;
  if (keys.length === 1 && rest.rowMode === "array") return ARRAY_ROWS;
  return rest;
}

function dropTextParsersIn(target: PGlite | Transaction): void {
  const query = target.query.bind(target);
  target.query = <T>(sql: string, params?: unknown[], options?: QueryOptions) => query<T>(sql, params, withoutTextParsers(options));
}

/**
 * Opens PGlite with the text parsers set once on the instance, after it has
 * built its array-type parsers (which would overwrite them), and dropped from
 * every query and every transaction's queries. Results are the same as with
 * drizzle's per-query parsers; only the copying is gone.
 */
export async function openEmbeddedPGlite({ PGlite }: PGliteModule, dataDir: string, options: PGliteOptions): Promise<PGlite> {
  const client = dataDir === "memory://" ? new PGlite(options) : new PGlite(dataDir, options);
  await client.waitReady;
  for (const oid of TEXT_TYPE_OIDS) client.parsers[oid] = asText;
  dropTextParsersIn(client);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      dropTextParsersIn(tx);
      return callback(tx);
    });
  return client;
}
