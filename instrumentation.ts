/**
 * Runs once when the server starts: validates the environment (a bad value
 * stops the server with a message naming the variable), reports what a
 * deployed environment is missing, starts tracing when an exporter is
 * configured, and on a self-hosted server starts the sweeper that retries
 * lead deliveries.
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
  if (!config.onVercel && (config.leads.webhook || config.leads.email)) {
    // Self-hosted, retries of lead deliveries run here; on Vercel a Cron Job calls /api/cron/lead-deliveries.
    const { startLeadSweeper } = await import("./lib/leads/lead-sweeper");
    startLeadSweeper();
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
