// `npm run build` runs this first, so a bad environment fails the build with a clear message. It
// also records the site address the build is for in .site-url.json, where next.config.mjs reads it
// for the absolute hreflang URLs of the pages' Link headers.
import { writeFileSync } from "node:fs";
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
  writeFileSync(new URL("../.site-url.json", import.meta.url), `${JSON.stringify({ siteUrl: config.siteUrl })}\n`);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
