/**
 * Prints the size of each calculator's MCP App view as `resources/read` serves it: the HTML as sent
 * and gzipped (what a host downloads over a compressing connection). `npm run views:size`.
 */
import { gzipSync } from "node:zlib";
import { getConfig } from "@/lib/config/env";
import { calculatorServer } from "@/lib/mcp/servers";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
for (const resource of calculatorServer.resources ?? []) {
  const html = Buffer.from(resource.read(getConfig().siteUrl));
  console.log(`${resource.uri}: ${kb(html.length)} as sent, ${kb(gzipSync(html).length)} gzipped`);
}
