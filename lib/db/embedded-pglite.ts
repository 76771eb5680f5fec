import type { PGlite, PGliteOptions, QueryOptions, Results, Transaction } from "@electric-sql/pglite";

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

/** The most statements kept parsed per instance; beyond it, new texts run as before. */
export const MAX_PREPARED_STATEMENTS = 256;

/** A kept statement that no longer fits its text (its result type changed, or it is gone): dropped and run afresh. */
const STALE_STATEMENT_CODES = new Set(["0A000", "26000"]);

const STALE = Symbol("stale");

function concatMessages(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((total, part) => total + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.byteLength;
  }
  return joined;
}

/**
 * Runs each statement text the instance is given as a named prepared
 * statement: parsed, analysed and described once, then per call only bound
 * and executed, in one call into PGlite. PGlite's own `query` parses,
 * describes, binds, describes, executes and syncs in six calls every time:
 * on the embedded store that was about half of a demo request's insert
 * (some 130 of 280 µs of CPU). Parameters are serialized by the types the
 * statement was described with and results parsed by the instance's parsers,
 * as `query` does; calls queue behind transactions and other queries as
 * `query`'s do. Queries with options other than the row mode take the
 * ordinary path. Transactions keep their own `query`, untouched.
 */
function reusePreparedStatements({ protocol, parse }: PGliteModule, client: PGlite): void {
  const query = client.query.bind(client);
  const { serialize } = protocol;
  const statements = new Map<string, { name: string; types: number[] }>();
  let named = 0;

  const run = async <T>(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T> | typeof STALE> => {
    let statement = statements.get(text);
    if (!statement) {
      const name = `lw_${++named}`;
      const { messages } = await client.execProtocol(
        concatMessages([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]),
        { syncToFs: false },
      );
      statement = { name, types: parse.parseDescribeStatementResults(messages) };
      statements.set(text, statement);
    }
    const { name, types } = statement;
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serializer = client.serializers[types[index] ?? 0];
      return serializer ? serializer(param) : String(param);
    });
    try {
      const { messages } = await client.execProtocol(
        concatMessages([
          serialize.bind({ statement: name, values }),
          serialize.describe({ type: "P" }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
      return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code !== "string" || !STALE_STATEMENT_CODES.has(code)) throw error;
      statements.delete(text);
      await client.execProtocol(concatMessages([serialize.close({ type: "S", name }), serialize.sync()]), { syncToFs: false });
      return STALE;
    }
  };

  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    const plain = options === undefined || Object.keys(options).every((key) => key === "rowMode");
    if (!plain || (!statements.has(text) && statements.size >= MAX_PREPARED_STATEMENTS)) return query<T>(text, params, options);
    await client._checkReady();
    const result = await client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run<T>(text, params, options)));
    return result === STALE ? query<T>(text, params, options) : result;
  };
}

/**
 * Opens PGlite with the text parsers set once on the instance, after it has
 * built its array-type parsers (which would overwrite them), and dropped from
 * every query and every transaction's queries, and with its statements kept
 * prepared. Results are the same as with drizzle's per-query parsers and
 * PGlite's own `query`; only the copying and the re-parsing are gone.
 */
export async function openEmbeddedPGlite(module: PGliteModule, dataDir: string, options: PGliteOptions): Promise<PGlite> {
  const { PGlite } = module;
  const client = dataDir === "memory://" ? new PGlite(options) : new PGlite(dataDir, options);
  await client.waitReady;
  for (const oid of TEXT_TYPE_OIDS) client.parsers[oid] = asText;
  reusePreparedStatements(module, client);
  dropTextParsersIn(client);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      dropTextParsersIn(tx);
      return callback(tx);
    });
  return client;
}
