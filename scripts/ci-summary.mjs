// Prints one closing line for the whole suite, "N passed, N failed", from the
// vitest and Playwright summaries in a captured log.
import { readFileSync } from "node:fs";

const [logPath, status] = process.argv.slice(2);
// Strip colour codes so the summaries parse whatever the terminal.
const text = readFileSync(logPath, "utf8").replace(/\u001b\[[0-9;]*m/g, "");
let passed = 0;
let failed = 0;
for (const match of text.matchAll(/^\s*Tests\s+(?:(\d+) failed\s*\|\s*)?(\d+) passed/gm)) {
  failed += Number(match[1] ?? 0);
  passed += Number(match[2]);
}
for (const match of text.matchAll(/^\s*(\d+) passed \(/gm)) passed += Number(match[1]);
for (const match of text.matchAll(/^\s*(\d+) failed$/gm)) failed += Number(match[1]);
if (failed === 0 && Number(status) !== 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
