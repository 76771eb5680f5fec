import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { startLeadReceiver } from "../../scripts/e2e-lead-receiver.mjs";
import { uniqueClientIp } from "./helpers";
import {
  childrenOf,
  createRunDatabase,
  type ProductionInstance,
  type RunDatabase,
  sharedInstanceEnv,
  startInstance,
} from "./production-instances";

/**
 * `npm start` with DATABASE_URL runs the lead delivery worker in a process of
 * its own. Killed with SIGKILL while it starts (before it takes any job), it
 * is started again: the server logs the exit at error level with the count
 * of restarts, its health answers `degraded` until the new worker runs, and
 * then a lead is delivered with no help from traffic.
 *
 * Runs when TEST_DATABASE_URL is set: only a server database runs the worker apart.
 */
const databaseAdminUrl = process.env.TEST_DATABASE_URL;
const SKIP_REASON = "worker-restart.spec.ts skipped: the worker runs in its own process only with a server database; set TEST_DATABASE_URL";

async function until<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test.describe("the worker process npm start runs", () => {
  test.describe.configure({ timeout: 120_000 });

  test("killed with SIGKILL during its start-up, it is restarted, health says degraded meanwhile, and delivery comes back", async () => {
    test.skip(!databaseAdminUrl, SKIP_REASON);
    let database: RunDatabase | undefined;
    let instance: ProductionInstance | undefined;
    const receiver = await startLeadReceiver();
    try {
      database = await createRunDatabase(databaseAdminUrl!);
      const env = { ...(await sharedInstanceEnv(database.url, undefined)), ...receiver.env, DELIVERY_WORKER: "process", LOG_SILENT: "0" };
      instance = await startInstance({ name: "worker-kill", until: "listening", env });
      const server = instance;
      // The worker is spawned as the server listens; kill it before it reports that it started.
      const workerPid = await until(() => childrenOf(server.process.pid!)[0], 10_000, "the worker process");
      expect(server.output()).not.toContain("lead delivery worker started");
      process.kill(workerPid, "SIGKILL");

      await until(
        () => /"msg":"lead delivery worker exited; restarting".*"signal":"SIGKILL","restarts":1/.test(server.output()),
        10_000,
        "the exit logged",
      );
      const health = async () => ((await (await fetch(`${server.baseUrl}/api/v1/health`)).json()) as { status: string }).status;
      expect(await health()).toBe("degraded");

      await until(async () => (await health()) === "ok" || undefined, 60_000, "health ok again").catch((error: Error) => {
        throw new Error(`${error.message}; server output:\n${server.output()}`);
      });
      const replacement = childrenOf(server.process.pid!);
      expect(replacement).toHaveLength(1);
      expect(replacement[0]).not.toBe(workerPid);

      const response = await fetch(`${server.baseUrl}/api/v1/demo-request`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": uniqueClientIp() },
        body: JSON.stringify({
          name: "After restart",
          email: `restart-${randomBytes(4).toString("hex")}@builders.example.com`,
          tool: "platform",
        }),
      });
      expect(response.status).toBe(200);
      const { id } = (await response.json()) as { id: string };
      await until(() => receiver.received().some((item) => item.event.data.id === id) || undefined, 20_000, "the lead delivered");
    } finally {
      await instance?.stop();
      await receiver.close();
      await database?.drop();
    }
  });
});
