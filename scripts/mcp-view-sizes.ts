/**
 * Prints the size of each calculator's MCP App view as `resources/read` serves it: the HTML as sent
 * and gzipped (what a host downloads over a compressing connection), after the script and stylesheet
 * they all share. `npm run views:size`.
 */
import { gzipSync } from "node:zlib";
import { VIEW_SCRIPT, VIEW_STYLE } from "@/lib/mcp/apps/view-bundle.generated";
import { calculatorServer } from "@/lib/mcp/servers";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sizes = (text: string) => `${kb(Buffer.byteLength(text))} as sent, ${kb(gzipSync(text).length)} gzipped`;
console.log(`shared by every view: script ${sizes(VIEW_SCRIPT)}; stylesheet ${sizes(VIEW_STYLE)}`);
const source = calculatorServer.resources!;
for (const resource of source.list(undefined)?.resources ?? []) {
  const [content] = (await source.read(resource.uri)) ?? [];
  console.log(`${resource.uri}: ${sizes(content && "text" in content ? String(content.text) : "")}`);
}
