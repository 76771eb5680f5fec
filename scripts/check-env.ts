// `npm run build` runs this first, so a bad environment fails the build with a clear message.
import { ConfigError, deploymentProblems, leadDeliveryNotice, parseConfig } from "../lib/config/env";

try {
  const config = parseConfig(process.env);
  const { fatal, warnings } = deploymentProblems(config);
  for (const warning of warnings) console.warn(`warning: ${warning}`);
  const notice = leadDeliveryNotice(config);
  if (notice) console.warn(`${notice.level === "warn" ? "warning" : "note"}: ${notice.message}`);
  if (fatal.length > 0) {
    console.error(`Refusing to build the ${config.deployment} deployment:\n${fatal.map((item) => `  - ${item}`).join("\n")}`);
    process.exit(1);
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
