import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startLeadReceiver } from "../../scripts/e2e-lead-receiver.mjs";
import { uniqueClientIp, uniqueEmail } from "./helpers";
import { type ProductionInstance, startInstance } from "./production-instances";

/**
 * A small self-hosted deployment as it starts on a busy day: a production
 * build on a fresh embedded store (`npm start`'s command line, no
 * DATABASE_URL), hit the moment it listens by a burst of demo requests, each
 * on its own connection from its own process (`curl`, as a load balancer's
 * queued requests arrive), delivering to a receiver that refuses each lead's
 * first attempt. With no further traffic, every lead's retry comes on the
 * schedule (5 s after the refusal, plus up to 10% jitter and the worker's
 * half-second poll): the in-process worker started despite the burst, and no
 * request's statement (the lead's insert, the first idempotency claims) met
 * the queue's start-up.
 */
const BURST = 12;
/** The schedule's first retry (5 s, up to 10% jitter), the worker's poll (0.5 s), and room for a loaded 2-core machine. */
const RETRY_WITHIN_MS = 5_500 + 500 + 4_000;

/** One demo request through its own `curl` process; every other one carries an Idempotency-Key (the store's first claims happen in the burst too). */
function curlDemoRequest(baseUrl: string, index: number): Promise<{ status: number; body: string }> {
  const body = JSON.stringify({ name: `Busy start ${index}`, email: uniqueEmail(`busy${index}`), tool: "platform" });
  const keyed = index % 2 === 0 ? ["--header", `idempotency-key: busy-start-${index}-${Date.now()}`] : [];
  return new Promise((resolve, reject) => {
    execFile(
      "curl",
      [
        "--silent",
        "--max-time",
        "60",
        "--header",
        "content-type: application/json",
        "--header",
        `x-forwarded-for: ${uniqueClientIp()}`,
        ...keyed,
        "--data",
        body,
        "--write-out",
        "\n%{http_code}",
        `${baseUrl}/api/v1/demo-request`,
      ],
      (error, stdout) => {
        if (error) return reject(error);
        const lines = stdout.trimEnd().split("\n");
        resolve({ status: Number(lines.pop()), body: lines.join("\n") });
      },
    );
  });
}

test.describe("a production server started under traffic", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a burst of demo requests the moment it listens: every lead is delivered on the retry schedule, with no further traffic", async () => {
    const receiver = await startLeadReceiver({ refuseFirstAttempt: true });
    const dataDir = mkdtempSync(path.join(tmpdir(), "land-busy-start-"));
    let instance: ProductionInstance | undefined;
    try {
      instance = await startInstance({
        name: "busy",
        until: "listening",
        env: { ...receiver.env, DATA_DIR: dataDir, DATABASE_URL: undefined, DELIVERY_WORKER: undefined, TRUST_PROXY: "1", LOG_SILENT: "0" },
      });
      const base = instance.baseUrl;
      const answers = await Promise.all(Array.from({ length: BURST }, (_, index) => curlDemoRequest(base, index)));
      for (const answer of answers) expect(answer.status, answer.body).toBe(200);
      const ids = answers.map((answer) => (JSON.parse(answer.body) as { id: string }).id);

      // No request reaches the server from here on: only its worker can move the retries.
      const deadline = Date.now() + 60_000;
      const delivered = () => new Set(receiver.received().map((item) => item.event.data.id));
      while (ids.some((id) => !delivered().has(id)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
      const missing = ids.filter((id) => !delivered().has(id));
      expect(missing, `undelivered after 60 s; server output:\n${instance.output()}`).toEqual([]);

      for (const id of ids) {
        const attempts = receiver.attempts().filter((attempt) => attempt.leadId === id);
        expect(attempts.map((attempt) => attempt.status)).toEqual([503, 204]);
        expect(attempts[1]!.at - attempts[0]!.at).toBeLessThan(RETRY_WITHIN_MS);
      }
      expect(instance.output()).not.toContain("25P02");
      expect(instance.output()).toContain("lead delivery worker started");
    } finally {
      await instance?.stop();
      await receiver.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
