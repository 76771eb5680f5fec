/**
 * Runs once when the server starts: validates the environment (a bad value
 * stops the server with a message naming the variable) and reports what a
 * deployed environment is missing.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getConfig, deploymentProblems } = await import("./lib/config/env");
  const config = getConfig();
  const { fatal, warnings } = deploymentProblems(config);
  const { log } = await import("./lib/log/logger");
  for (const warning of warnings) log.warn(`configuration: ${warning}`);
  if (fatal.length > 0) {
    throw new Error(`Refusing to start the ${config.deployment} deployment:\n${fatal.map((item) => `  - ${item}`).join("\n")}`);
  }
}
