import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, setDatabaseForTesting, type DatabaseHandle } from "@/lib/db";
import { MIGRATIONS_FOLDER } from "@/lib/db/client";
import { installDeliveryQueue } from "@/lib/leads/delivery-queue";

export interface StoreBackend {
  name: "pglite" | "postgres";
  open(): Promise<DatabaseHandle & { url?: string }>;
}

/** One statement on the server itself (create or drop a test database). */
export async function adminQuery(baseUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database on the real server, migrated with the project's own
 * migrations, so parallel test files never see each other's rows.
 */
async function openPostgres(baseUrl: string): Promise<DatabaseHandle & { url: string }> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  // What `npm run db:migrate` does next: the delivery queue's own schema.
  await installDeliveryQueue(url.toString());
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** PGlite always; the real PostgreSQL too when TEST_DATABASE_URL is set. */
export function storeBackends(): StoreBackend[] {
  const backends: StoreBackend[] = [{ name: "pglite", open: () => openDatabase({ dataDir: "memory://" }) }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) backends.push({ name: "postgres", open: () => openPostgres(url) });
  return backends;
}

export async function truncateAll(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`TRUNCATE demo_requests, idempotency_records, access_tokens, agent_registrations RESTART IDENTITY CASCADE`);
  // The delivery queue's jobs, when its schema is there (the embedded store installs it on first use).
  await handle.db.execute(sql`DO $$ BEGIN IF to_regclass('pgboss.job') IS NOT NULL THEN DELETE FROM pgboss.job; END IF; END $$`);
}

export async function useStore(backend: StoreBackend): Promise<DatabaseHandle> {
  const handle = await backend.open();
  setDatabaseForTesting(handle);
  return handle;
}
