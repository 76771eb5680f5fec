import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { getConfig } from "@/lib/config/env";
import { log } from "@/lib/log/logger";
import { initialiseEmbeddedDataDir } from "./embedded-init";
import { openEmbeddedPGlite } from "./embedded-pglite";
import * as schema from "./schema";
import { traceStatements } from "./statement-spans";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  driver: "pglite" | "node-postgres" | "neon-serverless";
  /** The server's connection URL (unset for the embedded store). */
  url?: string;
  /** The embedded PGlite instance itself, for engines that share its one connection (the lead delivery queue). */
  pglite?: import("@electric-sql/pglite").PGlite;
  /** Work to finish before the connection closes (a job engine's own statements on the same store). */
  beforeClose?: Array<() => Promise<void>>;
  /**
   * Runs `work` in one transaction on a connection of its own (see `pooledTransaction`); unset,
   * callers use `db.transaction`.
   */
  transaction?: <T>(work: (tx: Database, statement: RawStatement) => Promise<T>) => Promise<T>;
  close(): Promise<void>;
}

/** A statement on the transaction's own connection, without the ORM: for engines that bring their own SQL (pg-boss). */
export type RawStatement = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

interface PooledClient {
  query(text: string, values?: unknown[]): Promise<unknown>;
  release(destroy?: boolean): void;
}

/**
 * A transaction on a client checked out of `pool`, released on every path.
 * drizzle's own `transaction` on a pool sends BEGIN before its try block, so
 * a connection that fails at BEGIN (the server cut off) is never released,
 * and a pool loses a connection at every such failure until it hangs. Here a
 * client that failed is destroyed rather than returned to the pool.
 */
function pooledTransaction<C extends PooledClient>(pool: { connect(): Promise<C> }, wrap: (client: C) => Database) {
  // One drizzle instance per connection, made the first time it is checked out for a transaction.
  const wrapped = new WeakMap<C, Database>();
  return async <T>(work: (tx: Database, statement: RawStatement) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    let failed = false;
    try {
      await client.query("BEGIN");
      let tx = wrapped.get(client);
      if (!tx) {
        tx = wrap(client);
        wrapped.set(client, tx);
      }
      const result = await work(tx, (text, values) => client.query(text, values) as Promise<{ rows: unknown[] }>);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      failed = true;
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release(failed);
    }
  };
}

/** Runs the handle's `beforeClose` work, then `close`. */
function closing(handle: Omit<DatabaseHandle, "close">, close: () => Promise<void>): DatabaseHandle {
  const result: DatabaseHandle = {
    ...handle,
    beforeClose: [],
    close: async () => {
      for (const work of result.beforeClose?.splice(0) ?? []) await work().catch(() => {});
      await close();
    },
  };
  return result;
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

/**
 * Postgres settings of the embedded store. The default 128 MB of shared
 * buffers is sized for a server; the embedded store holds a few thousand
 * leads, and the smaller pool saves about 100 MB of resident memory.
 */
export const EMBEDDED_POSTGRES_SETTINGS = ["-c", "shared_buffers=16MB", "-c", "wal_buffers=512kB"] as const;

/** Neon's serverless driver (its `Pool`, over WebSockets) for Neon; every other server gets node-postgres. */
export function isNeonUrl(url: string): boolean {
  return /\.neon\.tech$|\.neon\.build$/.test(new URL(url).hostname);
}

const embeddedDatabases = new WeakSet<object>();

/** Whether `db` is the embedded PGlite, which (being Postgres in single-user mode) runs no autovacuum. */
export function isEmbeddedDatabase(db: Database): boolean {
  return embeddedDatabases.has(db);
}

/**
 * Opens the configured store. The embedded PGlite (no DATABASE_URL) is
 * migrated on open; a server database is migrated by `npm run db:migrate`
 * so that a deploy never races its own schema change. Each statement runs in
 * a trace span when tracing is configured (and costs nothing extra when not).
 */
export async function openDatabase(options: { url?: string; dataDir?: string; traced?: boolean } = {}): Promise<DatabaseHandle> {
  const url = options.url;
  const traced = options.traced ?? getConfig().tracing !== undefined;
  const withSpans = <C extends Parameters<typeof traceStatements>[0]>(client: C): C => (traced ? traceStatements(client) : client);
  if (!url) {
    const pglite = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const dataDir = options.dataDir ?? path.resolve(getConfig().dataDir, "pglite");
    const settings = { startParams: [...pglite.PGlite.defaultStartParams, ...EMBEDDED_POSTGRES_SETTINGS] };
    if (dataDir !== "memory://") await initialiseEmbeddedDataDir(dataDir);
    const client = await openEmbeddedPGlite(pglite, dataDir, settings);
    const db = drizzle(withSpans(client), { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    embeddedDatabases.add(db);
    return closing({ db: db as unknown as Database, driver: "pglite", pglite: client }, () => client.close());
  }
  if (isNeonUrl(url)) {
    // Neon's Pool speaks the node-postgres interface over WebSockets and, unlike its HTTP driver,
    // runs transactions: a lead and its delivery jobs are written in one.
    const { Pool } = await import("@neondatabase/serverless");
    const { drizzle } = await import("drizzle-orm/neon-serverless");
    const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3_000, idleTimeoutMillis: 30_000 });
    pool.on("error", (error: Error) => log.warn("database pool client error", { error: error.name }));
    pool.on("connect", (client: { on(event: "error", listener: () => void): unknown }) => client.on("error", () => {}));
    const db = drizzle(withSpans(pool), { schema });
    const transaction = pooledTransaction(pool, (client) => drizzle(withSpans(client as never), { schema }) as unknown as Database);
    return closing({ db: db as unknown as Database, driver: "neon-serverless", url, transaction }, () => pool.end());
  }
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({
    connectionString: url,
    max: 10,
    // Fail fast when the server is away, so callers get DB_UNAVAILABLE promptly.
    connectionTimeoutMillis: 3_000,
    query_timeout: 10_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection must not crash the process.
  pool.on("error", (error) => log.warn("database pool client error", { error: error.name }));
  // Nor must a client checked out for a transaction: the pool listens only to idle ones, and the
  // statement in flight rejects with the same error anyway.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzle(withSpans(pool), { schema });
  const transaction = pooledTransaction(pool, (client) => drizzle(withSpans(client as never), { schema }) as unknown as Database);
  return closing({ db: db as unknown as Database, driver: "node-postgres", url, transaction }, () => pool.end());
}

const globalForDb = globalThis as unknown as { __database?: Promise<DatabaseHandle> };

/**
 * The process's database, opened on first use (PGlite costs seconds and
 * hundreds of MB, so nothing opens it until a request needs storage). Cached
 * on globalThis so hot reload in development reuses the connection.
 */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!globalForDb.__database) {
    const { databaseUrl } = getConfig();
    const opening = openDatabase({ url: databaseUrl });
    globalForDb.__database = opening;
    // A failed open is retried by the next request rather than cached forever.
    opening.catch(() => {
      if (globalForDb.__database === opening) globalForDb.__database = undefined;
    });
  }
  return globalForDb.__database;
}

export function setDatabaseForTesting(handle: DatabaseHandle | undefined): void {
  globalForDb.__database = handle ? Promise.resolve(handle) : undefined;
}

/**
 * How many rows a write without RETURNING changed, whatever the driver's
 * result shape: PGlite's `affectedRows`, node-postgres's and Neon's `rowCount`.
 */
export function affectedRowsOf(result: unknown): number {
  const { affectedRows, rowCount } = result as { affectedRows?: number; rowCount?: number | null };
  return affectedRows ?? rowCount ?? 0;
}

/** Rows of a raw `db.execute` result, whatever the driver's result shape. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
