// Applies the migrations in drizzle/ to the server in DATABASE_URL (never `push`).
import { migrate as migrateNeon } from "drizzle-orm/neon-http/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { getConfig } from "../lib/config/env";
import { MIGRATIONS_FOLDER, openDatabase } from "../lib/db/client";

const { databaseUrl } = getConfig();
if (!databaseUrl) {
  console.error("DATABASE_URL is not set. The embedded store migrates itself on first use; nothing to do.");
  process.exit(1);
}
const handle = await openDatabase({ url: databaseUrl });
try {
  const migrate = handle.driver === "neon-http" ? migrateNeon : migratePg;
  await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  console.log(`migrations applied (${handle.driver})`);
} finally {
  await handle.close();
}
