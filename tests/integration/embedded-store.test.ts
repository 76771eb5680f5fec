import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, rowsOf, tables } from "@/lib/db";
import { initialiseEmbeddedDataDir } from "@/lib/db/embedded-init";

/**
 * The embedded default on disk, as `npm run dev` uses it on a fresh clone:
 * DATA_DIR does not exist yet, and what was stored survives a restart.
 */
let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "embedded-store-"));
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("embedded store on disk", () => {
  it("opens under a DATA_DIR that does not exist yet and keeps a lead across a restart", async () => {
    const dataDir = path.join(root, "fresh-clone", ".data", "pglite");

    const first = await openDatabase({ dataDir });
    await first.db.insert(tables.demoRequests).values({
      id: "dr_restart",
      name: "Asha Rao",
      email: "asha@example.com",
      emailNormalized: "asha@example.com",
      company: "Rao Estates",
      tool: "service_roi",
    });
    await first.close();

    const second = await openDatabase({ dataDir });
    try {
      const rows = rowsOf<{ id: string }>(await second.db.execute(sql`SELECT id FROM demo_requests`));
      expect(rows.map((row) => row.id)).toEqual(["dr_restart"]);
    } finally {
      await second.close();
    }
  }, 120_000);

  it("builds a new data directory in a child process, leaves no staging directory, and reuses it afterwards", async () => {
    const parent = path.join(root, "first-start");
    const dataDir = path.join(parent, "pglite");

    expect(await initialiseEmbeddedDataDir(dataDir)).toBe("child-process");
    expect(await readdir(parent)).toEqual(["pglite"]);
    expect(await readdir(dataDir)).toContain("PG_VERSION");

    expect(await initialiseEmbeddedDataDir(dataDir)).toBe("existing");
  }, 120_000);

  it("leaves a non-empty directory that is not a data directory to PGlite instead of replacing it", async () => {
    const dataDir = path.join(root, "foreign");
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, "notes.txt"), "not a database");

    expect(await initialiseEmbeddedDataDir(dataDir)).toBe("in-process");
    expect(await readdir(dataDir)).toEqual(["notes.txt"]);
  });
});
