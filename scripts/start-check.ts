// The production start-up check, bundled by `npm run build` into .next/start-check.mjs:
//   node .next/start-check.mjs --record   (the build) records the site address the pages were rendered for
//   server.mjs (npm start) imports it and calls startUpCheck() before Next.js loads: a problem ends
//   the process with a message naming the variable and exit code 1, before it listens.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { builtSiteUrlOf, startUpProblems } from "../lib/config/start-up-problems";

const RECORD = path.join(path.dirname(fileURLToPath(import.meta.url)), "build-site-url.json");

function builtSiteUrl(): string | undefined {
  try {
    return (JSON.parse(readFileSync(RECORD, "utf8")) as { siteUrl?: string }).siteUrl;
  } catch {
    return undefined;
  }
}

/** The problems that stop `npm start`, or none. */
export function startUpCheck(env: Record<string, string | undefined> = process.env): string[] {
  return startUpProblems(env, builtSiteUrl());
}

if (process.argv.includes("--record")) {
  writeFileSync(RECORD, `${JSON.stringify({ siteUrl: builtSiteUrlOf(process.env) })}\n`);
}
