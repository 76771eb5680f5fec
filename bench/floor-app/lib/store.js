// The embedded store as the platform offers it: PGlite on a data directory,
// opened on first use with the app's buffer settings, one table, no ORM.
import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";

/** The app's settings (EMBEDDED_POSTGRES_SETTINGS in lib/db/client.ts); a test keeps the two equal. */
export const FLOOR_POSTGRES_SETTINGS = ["-c", "shared_buffers=16MB", "-c", "wal_buffers=512kB"];

let opening;

function open() {
  const dataDir = process.env.FLOOR_DATA_DIR;
  if (!dataDir) throw new Error("FLOOR_DATA_DIR is not set");
  const db = new PGlite(dataDir, {
    startParams: [...PGlite.defaultStartParams, ...FLOOR_POSTGRES_SETTINGS],
  });
  return db
    .exec(
      `CREATE TABLE IF NOT EXISTS leads (
         id text PRIMARY KEY,
         email text NOT NULL UNIQUE,
         body jsonb NOT NULL,
         created_at timestamptz NOT NULL DEFAULT now()
       )`,
    )
    .then(() => db);
}

/** One INSERT of the lead, as the app does for a request without an idempotency key. */
export async function insertLead(body) {
  opening ??= open();
  const db = await opening;
  await db.query("INSERT INTO leads (id, email, body) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING", [
    `dr_${randomUUID()}`,
    String(body.email ?? ""),
    JSON.stringify(body),
  ]);
}
