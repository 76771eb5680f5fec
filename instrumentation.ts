/**
 * Runs once when the server starts: validates the environment (a bad value
 * stops the server with a message naming the variable), reports what a
 * deployed environment is missing, starts tracing when an exporter is
 * configured, and where the web process is also the delivery worker (the
 * embedded store, or DELIVERY_WORKER=inline) starts it.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getConfig, deploymentProblems, leadDeliveryNotice } = await import("./lib/config/env");
  const config = getConfig();
  const { fatal, warnings } = deploymentProblems(config);
  const { log } = await import("./lib/log/logger");
  for (const warning of warnings) log.warn(`configuration: ${warning}`);
  if (fatal.length > 0) {
    throw new Error(`Refusing to start the ${config.deployment} deployment:\n${fatal.map((item) => `  - ${item}`).join("\n")}`);
  }
  if (config.tracing) {
    const { registerTracing } = await import("./lib/telemetry/register-tracing");
    registerTracing(config.tracing);
  }
  const notice = leadDeliveryNotice(config);
  if (notice) log[notice.level](`configuration: ${notice.message}`);
  if (config.deliveryWorker === "inline" && (config.leads.webhook || config.leads.email)) {
    // The embedded store opens in one process only, so its delivery worker runs here; with a server
    // database `npm start` runs it in a process of its own (DELIVERY_WORKER), and on Vercel the first
    // attempt runs after the response and a Cron Job drains what is due.
    const { startInlineDeliveryWorker } = await import("./lib/leads/delivery-worker");
    startInlineDeliveryWorker(INLINE_WORKER_DELAY_MS);
  }
  if (!config.databaseUrl && !config.onVercel) {
    // The embedded store takes seconds to open. Nothing waits for it (health, pages and tool
    // servers never touch it), but the first demo request would; so it opens in the background
    // shortly after start, once the server is answering.
    // Even the import waits, so it adds nothing to the time to the first answer.
    setTimeout(() => {
      import("./lib/db/client")
        .then(({ getDatabase }) => getDatabase())
        .catch(() => {
          // A failed open is retried by the first request that needs storage.
        });
    }, EMBEDDED_STORE_WARM_UP_DELAY_MS).unref();
  }
}

const EMBEDDED_STORE_WARM_UP_DELAY_MS = 2_000;
/** The in-process worker starts once the server answers, like the embedded store's warm-up. */
const INLINE_WORKER_DELAY_MS = 2_500;
