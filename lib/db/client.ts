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
   * Runs one statement written as SQL text with numbered parameters, outside the ORM: prepared
   * once per connection when it has a name (node-postgres, Neon), and always on the embedded
   * store. One statement is one transaction: a lead and its delivery jobs are written in one.
   */
  statement: RawStatement;
  /**
   * Runs `work` in one transaction on one connection: its statements commit
   * together or not at all. Used where a few statements must land as one and
   * speed does not matter (settling a failed delivery attempt with its next).
   */
  transaction: RawTransaction;
  close(): Promise<void>;
}

/** Runs `work`'s statements in one transaction (see `DatabaseHandle.transaction`). */
export type RawTransaction = <T>(work: (run: RawStatement) => Promise<T>) => Promise<T>;

interface PoolClientLike {
  query(query: RawQuery | string): Promise<{ rows: unknown[] }>;
  release(error?: Error | boolean): void;
}

/**
 * A transaction on a connection of `pool` (node-postgres's, or Neon's which
 * speaks its interface). A connection whose ROLLBACK failed is broken (the
 * server went away mid-transaction) and is destroyed, never returned to the
 * pool. The ORM's own transaction is not used: it leaves its connection
 * checked out for good when BEGIN fails, so each database cut that caught
 * one would shrink the pool until nothing could reach the store.
 */
export function poolTransaction(pool: { connect(): Promise<PoolClientLike> }): RawTransaction {
  return async (work) => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query("BEGIN");
      const result = await work((query) => client.query(query));
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch((rollbackError: Error) => {
        broken = rollbackError;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  };
}

/** A statement and its parameters (`$1`, `$2`, …); a name lets the server keep it prepared. */
export interface RawQuery {
  name?: string;
  text: string;
  values: unknown[];
}

/** Runs a `RawQuery`: its rows, and how many rows it changed (`affectedRowsOf`). */
export type RawStatement = (query: RawQuery) => Promise<{ rows: unknown[] }>;

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
    const statement: RawStatement = ({ text, values }) => client.query(text, values);
    const transaction: RawTransaction = (work) => client.transaction((tx) => work(({ text, values }) => tx.query(text, values)));
    return closing({ db: db as unknown as Database, driver: "pglite", pglite: client, statement, transaction }, () => client.close());
  }
  if (isNeonUrl(url)) {
    // Neon's Pool speaks the node-postgres interface over WebSockets, prepared statements included.
    const { Pool } = await import("@neondatabase/serverless");
    const { drizzle } = await import("drizzle-orm/neon-serverless");
    const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 3_000, idleTimeoutMillis: 30_000 });
    pool.on("error", (error: Error) => log.warn("database pool client error", { error: error.name }));
    pool.on("connect", (client: { on(event: "error", listener: () => void): unknown }) => client.on("error", () => {}));
    const db = drizzle(withSpans(pool), { schema });
    const statement: RawStatement = (query) => pool.query(query);
    const transaction = poolTransaction(pool as unknown as { connect(): Promise<PoolClientLike> });
    return closing({ db: db as unknown as Database, driver: "neon-serverless", url, statement, transaction }, () => pool.end());
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
  // Nor must a client checked out of the pool: the pool listens only to idle ones, and the
  // statement in flight rejects with the same error anyway.
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzle(withSpans(pool), { schema });
  const statement: RawStatement = (query) => pool.query(query);
  const transaction = poolTransaction(pool);
  return closing({ db: db as unknown as Database, driver: "node-postgres", url, statement, transaction }, () => pool.end());
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
