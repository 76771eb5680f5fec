// A lead delivery worker on its own: `npm run worker`. `npm start` runs one beside the web server
// (DELIVERY_WORKER=process, the default with DATABASE_URL); run more, or set DELIVERY_WORKER=external
// and run them apart, to scale delivery separately from the web. It needs DATABASE_URL: the
// embedded store opens in one process only, and the web process runs its worker itself.
//
// SIGTERM or SIGINT: it takes no new job, gives the attempts in hand up to 25 s, leaves unfinished
// jobs to other workers (they expire 20 s after they were taken), closes its pools and exits 0.
// An invalid environment ends it before it opens the store (exit 2, the message naming the
// variable); a worker that cannot start, or whose queue engine stops on its own, exits 1, so that
// its supervisor (`npm start`, systemd, a container runtime) starts it again.
import { getConfig } from "../lib/config/env";
import { startUpProblems } from "../lib/config/start-up-problems";
import { openDatabase } from "../lib/db/client";
import { errorKind, log } from "../lib/log/logger";
import { startDeliveryWorker } from "../lib/leads/delivery-worker";
import { closeEmailTransports } from "../lib/leads/send-email";

const problems = startUpProblems(process.env);
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(2);
}
const config = getConfig();
if (!config.databaseUrl) {
  console.error("npm run worker needs DATABASE_URL: on the embedded store the web process (npm start) delivers leads itself.");
  process.exit(2);
}

let handle: Awaited<ReturnType<typeof openDatabase>>;
let worker: Awaited<ReturnType<typeof startDeliveryWorker>>;
try {
  handle = await openDatabase({ url: config.databaseUrl });
  worker = await startDeliveryWorker(handle);
} catch (error) {
  log.error("lead delivery worker did not start; exiting for the supervisor to restart it", { error: errorKind(error) });
  process.exit(1);
}
// `npm start` counts its worker as running again from here (after an exit its health says degraded until then).
process.send?.({ type: "lead-delivery-worker-started" });

let stopping = false;
void worker.ended.then(() => {
  if (stopping) return;
  log.error("lead delivery worker stopped unexpectedly; exiting for the supervisor to restart it");
  process.exit(1);
});
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
