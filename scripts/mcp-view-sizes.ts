/**
 * Prints the size of each calculator's MCP App view as `resources/read` serves it: the HTML as sent
 * and gzipped (what a host downloads over a compressing connection). `npm run views:size`.
 */
import { gzipSync } from "node:zlib";
import { calculatorServer } from "@/lib/mcp/servers";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const source = calculatorServer.resources!;
for (const resource of source.list(undefined)?.resources ?? []) {
  const [content] = (await source.read(resource.uri)) ?? [];
  const html = Buffer.from(content && "text" in content ? String(content.text) : "");
  console.log(`${resource.uri}: ${kb(html.length)} as sent, ${kb(gzipSync(html).length)} gzipped`);
}
