import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { openDatabase, rowsOf, type DatabaseHandle } from "@/lib/db";
import { MIGRATIONS_FOLDER } from "@/lib/db/client";
import { installDeliveryQueue } from "@/lib/leads/delivery-queue";
import * as schema from "@/lib/db/schema";
import { startTcpProxy, upstreamOf, type CutMode, type TcpProxy } from "./tcp-proxy";
import { adminQuery } from "./test-store";

/**
 * A database the tests can take away and give back while the app uses it.
 *
 * - `postgres`: a fresh database on the real server (TEST_DATABASE_URL),
 *   migrated over a direct connection, then opened by the app's own
 *   `openDatabase` through a TCP proxy. `cut()` kills the proxy's sockets and
 *   refuses new ones; `stall()` is a network partition.
 * - `pglite`: an in-memory PGlite whose driver client rejects every
 *   statement with ECONNREFUSED while cut, the way node-postgres does when
 *   the server is away. It runs everywhere, so the fault tests mean something
 *   without a server too.
 *
 * Both also take one-shot faults on a statement whose SQL matches a pattern
 * (`failOn`): cut the connection just before it runs, or let it commit and
 * lose the reply, which is the case exactly-once handling exists for. The
 * hooks sit on the driver client, below drizzle, so they see every statement
 * (raw or built, prepared or not).
 */
export interface FaultStore {
  name: "pglite" | "postgres";
  /** What the app uses (install it with `setDatabaseForTesting`). */
  handle: DatabaseHandle;
  /** A connection that bypasses every fault, for setup and for checking what was stored. */
  inspect: DatabaseHandle;
  /** On the real server `mode` picks refused or reset connections (see tcp-proxy.ts); the simulation always refuses. */
  cut(mode?: CutMode): Promise<void>;
  restore(): Promise<void>;
  /** Only on the real server: stop forwarding bytes without closing anything. */
  stall?: () => void;
  readonly isCut: boolean;
  /**
   * Arms a one-shot fault on the next statement whose SQL matches `pattern`
   * (match case-insensitively: drizzle's query builder writes lower-case SQL):
   * `cut-before` cuts the store and lets the statement fail on it;
   * `lose-reply` runs the statement (it commits), then cuts the store and
   * fails it with ECONNRESET as if the reply had been lost on the wire. A
   * statement that is still running when the store is restored (it waited for
   * a connection through a cut, or was slow) still loses its reply but cuts
   * nothing: the outage it belonged to is over, and a cut after the last
   * `restore()` of a fault schedule would stay until every client gave up.
   */
  failOn(pattern: RegExp, mode: "cut-before" | "lose-reply"): void;
  /** Statements the app sent through `handle`. */
  readonly statements: number;
  close(): Promise<void>;
}

export function connectionError(code: "ECONNREFUSED" | "ECONNRESET", message = `connect ${code} 127.0.0.1:5432`): Error {
  return Object.assign(new Error(message), { code, errno: code === "ECONNREFUSED" ? -111 : -104, syscall: "connect" });
}

type DriverQuery = (...args: unknown[]) => Promise<unknown>;

/** The driver client under a drizzle handle: every statement, prepared or not, ends in its `query`. */
function driverClientOf(handle: DatabaseHandle): { query: DriverQuery } {
  return (handle.db as unknown as { $client: { query: DriverQuery } }).$client;
}

/**
 * A handle whose every statement fails with `failure` (by default as a
 * stopped server's would), counting the attempts; nothing ever reaches storage.
 * It is the real drizzle stack over a node-postgres client that cannot connect.
 */
export function unreachableStore(failure: Error = connectionError("ECONNREFUSED")): DatabaseHandle & { calls: number } {
  const client = {
    query: () => {
      handle.calls += 1;
      return Promise.reject(failure);
    },
  };
  const handle = {
    calls: 0,
    driver: "node-postgres" as const,
    close: async () => {},
    db: drizzleNodePostgres({ client: client as never, schema }) as unknown as DatabaseHandle["db"],
    statement: () => client.query(),
    transaction: () => client.query(),
  };
  return handle;
}

/** The SQL text of a driver call: PGlite takes it as a string, node-postgres as a string or `{ text }`. */
function sqlTextOf(args: unknown[]): string {
  const [first] = args;
  if (typeof first === "string") return first;
  return (first as { text?: unknown } | undefined)?.text?.toString() ?? "";
}

interface Controls {
  cut(): Promise<void>;
  /** True while the simulated store refuses every statement (the real server's cut is done by its proxy). */
  refusing(): boolean;
  /** How many times the store has been restored: a lost reply cuts only within the outage its statement was sent in. */
  restores(): number;
}

/**
 * Puts the fault hooks between drizzle and the driver client of `handle`, so
 * they see every statement the app sends, whichever drizzle API sent it.
 * Returns the client's own `query`, which bypasses them.
 */
function faultingClient(handle: DatabaseHandle, controls: Controls) {
  const client = driverClientOf(handle);
  const bypass = client.query.bind(client) as DriverQuery;
  let armed: { pattern: RegExp; mode: "cut-before" | "lose-reply" } | undefined;
  let statements = 0;
  client.query = async (...args: unknown[]) => {
    statements += 1;
    const trigger = armed?.pattern.test(sqlTextOf(args)) ? armed : undefined;
    if (trigger) armed = undefined;
    if (trigger?.mode === "cut-before") await controls.cut();
    if (controls.refusing()) throw connectionError("ECONNREFUSED");
    if (trigger?.mode === "lose-reply") {
      const sentDuring = controls.restores();
      await bypass(...args);
      if (controls.restores() === sentDuring) await controls.cut();
      throw connectionError("ECONNRESET", "read ECONNRESET");
    }
    return bypass(...args);
  };
  return {
    bypass,
    failOn(pattern: RegExp, mode: "cut-before" | "lose-reply") {
      armed = { pattern, mode };
    },
    get statements() {
      return statements;
    },
  };
}

async function openPglite(): Promise<FaultStore> {
  const handle = await openDatabase({ dataDir: "memory://" });
  let cut = false;
  let restores = 0;
  // While cut, the store answers nothing: every statement is refused.
  const faulting = faultingClient(handle, { cut: async () => void (cut = true), refusing: () => cut, restores: () => restores });
  const inspect: DatabaseHandle = {
    ...handle,
    db: drizzlePglite({ client: { query: faulting.bypass } as never, schema }) as unknown as DatabaseHandle["db"],
  };
  return {
    name: "pglite",
    handle,
    inspect,
    cut: async () => void (cut = true),
    restore: async () => {
      cut = false;
      restores += 1;
    },
    get isCut() {
      return cut;
    },
    failOn: faulting.failOn,
    get statements() {
      return faulting.statements;
    },
    close: () => handle.close(),
  };
}

/** A fresh, migrated database on the real server, reached by the app only through a TCP proxy. */
export async function openProxiedPostgres(baseUrl: string): Promise<FaultStore & { proxy: TcpProxy; url: string }> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const directUrl = new URL(baseUrl);
  directUrl.pathname = `/${name}`;
  const inspect = await openDatabase({ url: directUrl.toString() });
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  await migrate(inspect.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  await installDeliveryQueue(directUrl.toString());

  const proxy = await startTcpProxy(upstreamOf(baseUrl, 5432));
  const url = proxy.rewrite(directUrl.toString());
  const app = await openDatabase({ url });
  let restores = 0;
  const faulting = faultingClient(app, { cut: () => proxy.cut(), refusing: () => false, restores: () => restores });
  return {
    name: "postgres",
    proxy,
    url,
    handle: app,
    inspect,
    cut: (mode) => proxy.cut(mode),
    restore: async () => {
      restores += 1;
      await proxy.restore();
    },
    stall: () => proxy.stall(),
    get isCut() {
      return proxy.state !== "open";
    },
    failOn: faulting.failOn,
    get statements() {
      return faulting.statements;
    },
    close: async () => {
      await proxy.close();
      await app.close().catch(() => {});
      await inspect.close();
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface FaultStoreBackend {
  name: FaultStore["name"];
  open(): Promise<FaultStore>;
}

/** The simulated cut on PGlite always; the real cut through a TCP proxy when TEST_DATABASE_URL is set. */
export function faultStoreBackends(): FaultStoreBackend[] {
  const backends: FaultStoreBackend[] = [{ name: "pglite", open: openPglite }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) backends.push({ name: "postgres", open: () => openProxiedPostgres(url) });
  return backends;
}

export async function countRows(
  handle: DatabaseHandle,
  table: "demo_requests" | "idempotency_records" | "access_tokens" | "agent_registrations",
): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await handle.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)));
  return row?.n ?? 0;
}
