// A lead delivery worker on its own: `npm run worker`. `npm start` runs one beside the web server
// (DELIVERY_WORKER=process, the default with DATABASE_URL); run more, or set DELIVERY_WORKER=external
// and run them apart, to scale delivery separately from the web. It needs DATABASE_URL: the
// embedded store opens in one process only, and the web process runs its worker itself.
//
// SIGTERM or SIGINT: it takes no new job, gives the attempts in hand up to 25 s, leaves unfinished
// jobs to other workers (they expire 20 s after they were taken), closes its pools and exits 0.
import { ConfigError, getConfig } from "../lib/config/env";
import { openDatabase } from "../lib/db/client";
import { log } from "../lib/log/logger";
import { startDeliveryWorker } from "../lib/leads/delivery-worker";
import { closeEmailTransports } from "../lib/leads/send-email";

let config: ReturnType<typeof getConfig>;
try {
  config = getConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
if (!config.databaseUrl) {
  console.error("npm run worker needs DATABASE_URL: on the embedded store the web process (npm start) delivers leads itself.");
  process.exit(2);
}

const handle = await openDatabase({ url: config.databaseUrl });
const worker = await startDeliveryWorker(handle);

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info("lead delivery worker stopping", { signal });
    void (async () => {
      await worker.stop();
      closeEmailTransports();
      await handle.close();
      process.exit(0);
    })();
  });
}
