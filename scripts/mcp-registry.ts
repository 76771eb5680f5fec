/**
 * Writes the MCP Registry entries (`mcp-registry/<server>/server.json`) for the production
 * address, from the same facts as the Server Cards (lib/discovery/server-listing.ts):
 *   BASE_URL=https://<production host> npm run mcp-registry
 * The address must be https and public: the entries name it, and the registry's domain proof
 * is for its host. Publishing steps: docs/mcp.md, "Publishing to the MCP Registry".
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getConfig } from "@/lib/config/env";
import { registryFiles } from "@/lib/discovery";

const { productionUrl } = getConfig();
const url = new URL(productionUrl);
if (url.protocol !== "https:" || /^(localhost|127\.|\[::1\])/.test(url.hostname)) {
  console.error(`mcp-registry: BASE_URL is ${productionUrl}; set it to the production https address, e.g. BASE_URL=https://example.in`);
  process.exit(1);
}
for (const file of registryFiles(productionUrl)) {
  mkdirSync(path.dirname(file.path), { recursive: true });
  writeFileSync(file.path, file.content);
  console.log(`wrote ${file.path}`);
}
