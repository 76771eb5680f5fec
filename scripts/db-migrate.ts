// Applies the migrations in drizzle/ to the server in DATABASE_URL (never `push`), and installs or
// upgrades the lead delivery queue's schema (`pgboss`, which pg-boss versions and migrates itself,
// under its own advisory lock). Run once per release, before the new instances start: instances
// never migrate a server database themselves.
import { sql } from "drizzle-orm";
import { migrate as migrateNeon } from "drizzle-orm/neon-serverless/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { getConfig } from "../lib/config/env";
import { MIGRATIONS_FOLDER, openDatabase, rowsOf } from "../lib/db/client";
import { DELIVERY_QUEUE, deliveryQueue, deliveryTargets, installDeliveryQueue, newLeadJobs } from "../lib/leads/delivery-queue";

const { databaseUrl, leads } = getConfig();
if (!databaseUrl) {
  console.error("DATABASE_URL is not set. The embedded store migrates itself on first use; nothing to do.");
  process.exit(1);
}
await installDeliveryQueue(databaseUrl);
const handle = await openDatabase({ url: databaseUrl });
try {
  // Upgrading from the hand-written outbox (dropped by migration 0003): its undelivered work becomes jobs first.
  const [outbox] = rowsOf<{ present: boolean }>(await handle.db.execute(sql`SELECT to_regclass('lead_deliveries') IS NOT NULL AS present`));
  if (outbox?.present) {
    const pending = rowsOf<{ id: string }>(
      await handle.db.execute(sql`SELECT DISTINCT lead_id AS id FROM lead_deliveries WHERE status = 'pending'
        UNION SELECT id FROM demo_requests WHERE delivery_pending`),
    );
    const boss = await deliveryQueue(handle);
    const targets = deliveryTargets(leads);
    for (const { id } of pending) if (targets.length > 0) await boss.insert(DELIVERY_QUEUE, newLeadJobs(id, targets));
    console.log(`${pending.length} undelivered lead(s) of the old outbox queued for delivery`);
  }
  const migrate = handle.driver === "neon-serverless" ? migrateNeon : migratePg;
  await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  console.log(`migrations applied (${handle.driver}); delivery queue installed`);
} finally {
  await handle.close();
}
