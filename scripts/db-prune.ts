// Deletes expired idempotency records, tokens and registrations now (writes also do it in the background).
import { getConfig } from "../lib/config/env";
import { openDatabase } from "../lib/db/client";
import { pruneExpired } from "../lib/db/prune-expired";

const handle = await openDatabase({ url: getConfig().databaseUrl });
try {
  await pruneExpired(handle.db);
  console.log("expired rows pruned");
} finally {
  await handle.close();
}
