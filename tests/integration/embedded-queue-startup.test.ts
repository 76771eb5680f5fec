import type { PGlite } from "@electric-sql/pglite";
import { afterEach, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "@/lib/db";
import { getHealth } from "@/lib/health/health";
import { atomicPgliteDatabase, startEngine, stopEngine } from "@/lib/leads/delivery-queue";
import { deliveryWorkerRunning, restartDelayMs, startInlineDeliveryWorker } from "@/lib/leads/delivery-worker";
import { deliveryWorkerStatus, markDeliveryWorkerUp } from "@/lib/leads/worker-status";
import { captureLogs } from "../helpers/fault-log-capture";

/**
 * The embedded store at start-up, where the delivery queue's engines share
 * PGlite's one connection with the requests: their start-up never poisons a
 * request's statement, and a worker that fails to start is started again.
 */
describe("the delivery queue's start-up on the embedded store", () => {
  const handles: DatabaseHandle[] = [];
  const open = async () => {
    const handle = await openDatabase({ dataDir: "memory://", traced: false });
    handles.push(handle);
    return handle;
  };
  afterEach(async () => {
    const worker = (globalThis as { __leadDeliveryWorker?: { stop(): Promise<void> } }).__leadDeliveryWorker;
    await worker?.stop();
    for (const handle of handles.splice(0)) await handle.close();
    markDeliveryWorkerUp();
  });

  it("two engines starting at once on a fresh store (a worker's and a first request's) both start, and requests' statements meanwhile all succeed", async () => {
    const handle = await open();
    const requests: Array<Promise<unknown>> = [];
    let starting = true;
    const engines = Promise.all([startEngine(handle, { supervise: true }), startEngine(handle, { supervise: false })]).finally(() => {
      starting = false;
    });
    // Requests' statements on the same connection, throughout the engines' start-up.
    while (starting) {
      requests.push(handle.statement({ text: "SELECT count(*) FROM demo_requests WHERE email = $1", values: ["a@example.com"] }));
      await new Promise((resolve) => setImmediate(resolve));
    }
    const [worker, sender] = await engines;
    const outcomes = await Promise.allSettled(requests);
    expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
    expect(requests.length).toBeGreaterThan(0);
    await stopEngine(worker, 1_000);
    await stopEngine(sender, 1_000);
  });

  it("a pg-boss block that fails part-way is rolled back before any other statement runs", async () => {
    const handle = await open();
    const pglite = handle.pglite as PGlite;
    const adapter = atomicPgliteDatabase(pglite);
    const block = adapter.executeSql("BEGIN; CREATE TABLE half_done (id int); SELECT 1 / 0; COMMIT;");
    // Queued behind the block, as a request's statement would be.
    const request = handle.statement({ text: "SELECT 1 AS one", values: [] });
    await expect(block).rejects.toThrow(/division by zero/);
    await expect(request).resolves.toMatchObject({ rows: [{ one: 1 }] });
    const { rows } = await handle.statement({ text: "SELECT to_regclass('half_done') AS name", values: [] });
    expect(rows).toEqual([{ name: null }]);
  });

  it("a worker that fails to start is restarted with backoff, logged at error level and counted; health is degraded until it runs", async () => {
    const handle = await open();
    const logs = captureLogs();
    let opens = 0;
    const before = deliveryWorkerStatus().restarts;
    try {
      startInlineDeliveryWorker(0, async () => {
        opens += 1;
        if (opens <= 2) throw Object.assign(new Error("store not ready"), { code: "25P02" });
        return handle;
      });
      await expect.poll(() => opens, { timeout: 5_000 }).toBe(1);
      await expect.poll(() => getHealth(undefined).status).toBe("degraded");
      await expect.poll(() => deliveryWorkerRunning(), { timeout: 10_000 }).toBe(true);
      expect(opens).toBe(3);
      expect(getHealth(undefined).status).toBe("ok");
      const failures = logs.lines().filter((line) => line.msg === "lead delivery worker did not start; restarting");
      expect(failures.map((line) => [line.level, line.restarts, line.inMs])).toEqual([
        ["error", before + 1, 1_000],
        ["error", before + 2, 2_000],
      ]);
      expect(deliveryWorkerStatus().restarts).toBe(before + 2);
    } finally {
      logs.stop();
    }
  });

  it("restarts wait 1 s, doubling to at most 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});
