import { randomBytes } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { openDatabase, rowsOf, type DatabaseHandle } from "@/lib/db";
import { MIGRATIONS_FOLDER } from "@/lib/db/client";
import { startTcpProxy, upstreamOf, type CutMode, type TcpProxy } from "./tcp-proxy";
import { adminQuery } from "./test-store";

/**
 * A database the tests can take away and give back while the app uses it.
 *
 * - `postgres`: a fresh database on the real server (TEST_DATABASE_URL),
 *   migrated over a direct connection, then opened by the app's own
 *   `openDatabase` through a TCP proxy. `cut()` kills the proxy's sockets and
 *   refuses new ones; `stall()` is a network partition.
 * - `pglite`: an in-memory PGlite whose `db.execute` rejects with
 *   ECONNREFUSED while cut, the way node-postgres does when the server is
 *   away. It runs everywhere, so the fault tests mean something without a
 *   server too.
 *
 * Both also take one-shot faults on a named statement (`failOn`): cut the
 * connection just before it runs, or let it commit and lose the reply, which
 * is the case exactly-once handling exists for.
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
   * Arms a one-shot fault on the next statement whose SQL matches `pattern`:
   * `cut-before` cuts the store and lets the statement fail on it;
   * `lose-reply` runs the statement (it commits), then cuts the store and
   * fails it with ECONNRESET as if the reply had been lost on the wire.
   */
  failOn(pattern: RegExp, mode: "cut-before" | "lose-reply"): void;
  /** Statements the app sent through `handle`. */
  readonly statements: number;
  close(): Promise<void>;
}

export function connectionError(code: "ECONNREFUSED" | "ECONNRESET", message = `connect ${code} 127.0.0.1:5432`): Error {
  return Object.assign(new Error(message), { code, errno: code === "ECONNREFUSED" ? -111 : -104, syscall: "connect" });
}

/**
 * A handle whose every statement fails with `failure` (by default as a
 * stopped server's would), counting the attempts; nothing ever reaches storage.
 */
export function unreachableStore(failure: Error = connectionError("ECONNREFUSED")): DatabaseHandle & { calls: number } {
  const handle = {
    calls: 0,
    driver: "node-postgres" as const,
    close: async () => {},
    db: {
      execute: () => {
        handle.calls += 1;
        return Promise.reject(failure);
      },
    } as unknown as DatabaseHandle["db"],
  };
  return handle;
}

const dialect = new PgDialect();

function sqlText(query: unknown): string {
  try {
    return dialect.sqlToQuery(query as SQL).sql;
  } catch {
    return "";
  }
}

interface Controls {
  cut(): Promise<void>;
  isCut(): boolean;
}

/** Wraps `inner` so statements pass through the fault hooks; everything else is the real handle. */
function faultingHandle(inner: DatabaseHandle, controls: Controls) {
  let armed: { pattern: RegExp; mode: "cut-before" | "lose-reply" } | undefined;
  let statements = 0;
  const run = (query: unknown) => (inner.db.execute as (q: unknown) => Promise<unknown>).call(inner.db, query);
  const execute = async (query: unknown) => {
    statements += 1;
    const trigger = armed && armed.pattern.test(sqlText(query)) ? armed : undefined;
    if (trigger) armed = undefined;
    if (trigger?.mode === "cut-before") await controls.cut();
    if (trigger?.mode === "lose-reply") {
      await run(query);
      await controls.cut();
      throw connectionError("ECONNRESET", "read ECONNRESET");
    }
    return run(query);
  };
  const db = new Proxy(inner.db, {
    get(target, property, receiver) {
      if (property === "execute") return execute;
      return Reflect.get(target, property, receiver);
    },
  });
  return {
    handle: { ...inner, db } as DatabaseHandle,
    failOn(pattern: RegExp, mode: "cut-before" | "lose-reply") {
      armed = { pattern, mode };
    },
    get statements() {
      return statements;
    },
  };
}

async function openPglite(): Promise<FaultStore> {
  const inner = await openDatabase({ dataDir: "memory://" });
  let cut = false;
  const controls: Controls = { cut: async () => void (cut = true), isCut: () => cut };
  // While cut, the store answers nothing: every statement is refused.
  const gated = {
    ...inner,
    db: new Proxy(inner.db, {
      get(target, property, receiver) {
        if (property === "execute") {
          return (query: unknown) =>
            cut ? Promise.reject(connectionError("ECONNREFUSED")) : (target.execute as (q: unknown) => Promise<unknown>).call(target, query);
        }
        return Reflect.get(target, property, receiver);
      },
    }),
  } as DatabaseHandle;
  const faulting = faultingHandle(gated, controls);
  return {
    name: "pglite",
    handle: faulting.handle,
    inspect: inner,
    cut: controls.cut,
    restore: async () => void (cut = false),
    get isCut() {
      return cut;
    },
    failOn: faulting.failOn,
    get statements() {
      return faulting.statements;
    },
    close: () => inner.close(),
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

  const proxy = await startTcpProxy(upstreamOf(baseUrl, 5432));
  const url = proxy.rewrite(directUrl.toString());
  const app = await openDatabase({ url });
  const controls: Controls = { cut: () => proxy.cut(), isCut: () => proxy.state !== "open" };
  const faulting = faultingHandle(app, controls);
  return {
    name: "postgres",
    proxy,
    url,
    handle: faulting.handle,
    inspect,
    cut: (mode) => proxy.cut(mode),
    restore: () => proxy.restore(),
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

export async function countRows(handle: DatabaseHandle, table: "demo_requests" | "idempotency_records" | "access_tokens" | "agent_registrations"): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await handle.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)));
  return row?.n ?? 0;
}
