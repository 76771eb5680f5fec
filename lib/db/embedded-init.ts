import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { log } from "@/lib/log/logger";

const run = promisify(execFile);

// PGlite runs initdb in a second WebAssembly instance of Postgres. Once that
// instance is garbage, the server process still holds 130 MB more resident
// memory than one that opens an existing directory. This happens only on the
// first start, so a short-lived child process pays that cost instead.
const INITDB_SCRIPT = `
import { PGlite } from "@electric-sql/pglite";
const db = new PGlite(process.argv[1]);
await db.waitReady;
await db.close();
`;

const INITDB_TIMEOUT_MS = 120_000;

async function isMissingOrEmpty(directory: string): Promise<boolean> {
  try {
    return (await readdir(directory)).length === 0;
  } catch {
    return true;
  }
}

/**
 * Makes sure `dataDir` holds a Postgres data directory. A new one is built
 * in a sibling directory by a child process and renamed into place, so an
 * interrupted first start never leaves a half-built directory behind.
 * Returns how the directory came to be ready.
 */
export async function initialiseEmbeddedDataDir(dataDir: string): Promise<"existing" | "child-process" | "in-process"> {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return "existing";
  // A non-empty directory without PG_VERSION is not ours to replace: PGlite decides what to do with it.
  if (!(await isMissingOrEmpty(dataDir))) return "in-process";
  await mkdir(path.dirname(dataDir), { recursive: true });
  const staging = `${dataDir}.initialising-${process.pid}`;
  try {
    await rm(staging, { recursive: true, force: true });
    await run(process.execPath, ["--input-type=module", "-e", INITDB_SCRIPT, staging], {
      cwd: process.cwd(),
      timeout: INITDB_TIMEOUT_MS,
    });
    await rm(dataDir, { recursive: true, force: true });
    await rename(staging, dataDir);
    return "child-process";
  } catch (error) {
    // Still correct, only heavier: PGlite runs initdb in this process.
    log.warn("embedded store: initialising in a child process failed; initialising in-process", {
      error: error instanceof Error ? error.name : typeof error,
    });
    await rm(staging, { recursive: true, force: true });
    await mkdir(dataDir, { recursive: true });
    return "in-process";
  }
}
