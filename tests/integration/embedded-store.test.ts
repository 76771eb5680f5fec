import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, rowsOf, tables } from "@/lib/db";

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
});
