import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setConfigForTesting } from "@/lib/config/env";
import { openDatabase, rowsOf, setDatabaseForTesting, type DatabaseHandle } from "@/lib/db";
import { pruneExpired } from "@/lib/db/prune-expired";
import { eraseLeadsByEmail } from "@/lib/leads/erase-leads";
import { exportLeads } from "@/lib/leads/export-leads";
import { drainDueDeliveries } from "@/lib/leads/delivery-worker";
import { redeliverLead } from "@/lib/leads/redeliver-lead";
import { MAX_ATTEMPTS } from "@/lib/leads/retry-schedule";
import { RateLimiter, setRateLimiterForTesting } from "@/lib/ratelimit";
import { callApi, jsonOf, validLead } from "../helpers/api-client";
import {
  deliveryRows as deliveryReport,
  leadDeliveryEnv,
  makeDeliveriesDue,
  startSmtpSink,
  startWebhookReceiver,
  unplannedLeads,
  waitFor,
} from "../helpers/lead-receivers";
import { storeBackends, truncateAll, useStore } from "../helpers/test-store";

const run = promisify(execFile);

describe.each(storeBackends())("lead operator commands on $name", (backend) => {
  let handle: DatabaseHandle & { url?: string };
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let ip = 0;
  const nextIp = () => `192.0.2.${(ip += 1)}`;

  async function submit(body: Record<string, unknown>): Promise<string> {
    const response = await callApi("POST", "/api/v1/demo-request", { body, ip: nextIp() });
    expect(response.status).toBe(200);
    return (await jsonOf(response)).id as string;
  }
  const deliveryRows = () => deliveryReport(handle);

  beforeAll(async () => {
    handle = await useStore(backend);
    receiver = await startWebhookReceiver();
    smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await receiver.close();
    await smtp.close();
    await handle.close();
  });
  beforeEach(async () => {
    await truncateAll(handle);
    setRateLimiterForTesting(new RateLimiter(undefined));
    setConfigForTesting({});
    receiver.received.length = 0;
    smtp.messages.length = 0;
    receiver.behave(() => 204);
  });
  afterEach(() => setConfigForTesting(undefined));

  it("exports CSV with a header row and JSON lines, filtered by date, defusing spreadsheet formulas", async () => {
    const first = await submit(validLead({ name: '=HYPERLINK("http://evil.example")', company: 'Quote "and", comma', utm_source: "ads" }));
    const second = await submit(validLead({ name: "Ravi", marketing_opt_in: true }));
    await handle.db.execute(sql`UPDATE demo_requests SET created_at = '2026-01-15T00:00:00Z' WHERE id = ${first}`);

    let csv = "";
    expect(await exportLeads(handle.db, { format: "csv" }, (chunk) => (csv += chunk))).toBe(2);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(/^id,received_at,name,email,phone,company,tool,message,source,.*marketing_opt_in,consent_notice_version/);
    expect(lines[1]).toContain(`${first},2026-01-15T00:00:00.000Z,"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain('"Quote ""and"", comma"');
    expect(lines[1]).toContain(",ads,");

    let jsonl = "";
    expect(await exportLeads(handle.db, { format: "jsonl", from: new Date("2026-02-01T00:00:00Z") }, (chunk) => (jsonl += chunk))).toBe(1);
    const record = JSON.parse(jsonl.trim());
    expect(record).toMatchObject({ id: second, name: "Ravi", marketing_opt_in: true, source: "api", utm_source: null });
    let none = "";
    expect(await exportLeads(handle.db, { format: "jsonl", to: new Date("2026-01-01T00:00:00Z") }, (chunk) => (none += chunk))).toBe(0);
    expect(none).toBe("");
  });

  it("redelivers a failed lead with its webhook-id, and a lead stored before any channel existed", async () => {
    const beforeChannels = await submit(validLead());
    setConfigForTesting(leadDeliveryEnv(receiver.url, smtp.url));
    receiver.behave(() => 500);
    smtp.refuseAll(true);
    const failed = await submit(validLead());
    await waitFor(
      async () =>
        (await unplannedLeads(handle.db)) === 0 && (await deliveryRows()).every((row) => row.attempts > 0 && row.lease_until === null),
      10_000,
      "first attempts",
    );
    // Every retry fails: the deliveries end as dead letters.
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await makeDeliveriesDue(handle);
      await drainDueDeliveries(handle);
    }
    expect((await deliveryRows()).map((row) => row.status)).toEqual(["failed", "failed"]);
    const [failedWebhook] = (await deliveryRows()).filter((row) => row.channel === "webhook");

    receiver.behave(() => 204);
    smtp.refuseAll(false);
    expect(await redeliverLead(handle, failed)).toEqual({ attempted: 2, delivered: 2, failed: 0 });
    const accepted = receiver.accepted();
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.webhookId).toBe(failedWebhook!.id);
    expect(accepted[0]!.event.data.id).toBe(failed);

    expect(await redeliverLead(handle, beforeChannels)).toEqual({ attempted: 2, delivered: 2, failed: 0 });
    expect(receiver.accepted().map((item) => item.event.data.id)).toEqual([failed, beforeChannels]);
    expect(smtp.messages).toHaveLength(2);
    expect(await redeliverLead(handle, "dr_00000000-0000-0000-0000-000000000000")).toBeUndefined();
  });

  it("erases every lead of an address with its pending deliveries; the address may then ask again", async () => {
    setConfigForTesting(leadDeliveryEnv(receiver.url, smtp.url));
    receiver.behave(() => 503);
    smtp.refuseAll(true);
    const email = "Erase.Me@builders.example.com";
    const ids = [
      await submit(validLead({ email, tool: "platform" })),
      await submit(validLead({ email: email.toLowerCase(), tool: "api" })),
    ];
    const kept = await submit(validLead());
    await waitFor(
      async () =>
        (await unplannedLeads(handle.db)) === 0 && (await deliveryRows()).every((row) => row.attempts > 0 && row.lease_until === null),
      10_000,
      "first attempts",
    );

    expect((await eraseLeadsByEmail(handle, "  ERASE.me@Builders.Example.com ")).sort()).toEqual([...ids].sort());
    const remaining = rowsOf<{ id: string }>(await handle.db.execute(sql`SELECT id FROM demo_requests`));
    expect(remaining.map((row) => row.id)).toEqual([kept]);
    expect(new Set((await deliveryRows()).map((row) => row.lead_id))).toEqual(new Set([kept]));

    receiver.behave(() => 204);
    smtp.refuseAll(false);
    receiver.received.length = 0;
    await makeDeliveriesDue(handle);
    await drainDueDeliveries(handle);
    expect(receiver.received.map((item) => item.event.data.id)).toEqual([kept]);
    expect(smtp.messages.map((mail) => mail.decoded).join("\n")).not.toMatch(/erase\.me/i);
    expect(await eraseLeadsByEmail(handle, email)).toEqual([]);
    // The duplicate rule starts afresh: a new request is a new lead with a new consent record.
    expect(await submit(validLead({ email, tool: "platform" }))).not.toBe(ids[0]);
  });

  it("pruning erases leads past LEAD_RETENTION_DAYS, with their deliveries", async () => {
    setConfigForTesting(leadDeliveryEnv(receiver.url, smtp.url));
    const old = await submit(validLead());
    const recent = await submit(validLead());
    await waitFor(
      async () =>
        (await unplannedLeads(handle.db)) === 0 && (await deliveryRows()).every((row) => row.lease_until === null && row.attempts > 0),
      10_000,
      "first attempts",
    );
    await handle.db.execute(sql`UPDATE demo_requests SET created_at = now() - interval '31 days' WHERE id = ${old}`);
    await pruneExpired(handle.db, 30);
    const remaining = rowsOf<{ id: string }>(await handle.db.execute(sql`SELECT id FROM demo_requests`));
    expect(remaining.map((row) => row.id)).toEqual([recent]);
    expect(new Set((await deliveryRows()).map((row) => row.lead_id))).toEqual(new Set([recent]));
  });

  it("the npm scripts export, redeliver and erase against the configured store", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "leads-cli-"));
    let env: Record<string, string>;
    let store: DatabaseHandle;
    if (backend.name === "postgres") {
      env = { DATABASE_URL: handle.url! };
      store = handle;
    } else {
      // The embedded store is single-process: the test writes a lead, closes it, then the script opens it.
      env = { DATA_DIR: dataDir };
      store = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
      setDatabaseForTesting(store);
    }
    try {
      const id = await submit(validLead({ email: "cli@builders.example.com", name: "Cli Lead" }));
      if (backend.name === "pglite") await store.close();
      const cli = (...args: string[]) =>
        run("npx", ["tsx", "scripts/leads.ts", ...args], {
          env: { ...process.env, ...env, LOG_SILENT: "1", ...leadDeliveryEnv(receiver.url, smtp.url) },
        });
      const exported = await cli("export", "--format", "jsonl");
      expect(JSON.parse(exported.stdout.trim())).toMatchObject({ id, name: "Cli Lead", email: "cli@builders.example.com" });
      expect(exported.stderr).toContain("1 leads exported");
      await expect(cli("export", "--from", "not-a-date")).rejects.toMatchObject({ code: 2 });

      const redelivered = await cli("redeliver", id);
      expect(redelivered.stdout).toContain("2 delivered");
      expect(receiver.accepted().map((item) => item.event.data.id)).toEqual([id]);

      const erased = await cli("erase", "CLI@builders.example.com");
      expect(erased.stdout).toContain(`erased 1 lead(s): ${id}`);
      const after = backend.name === "postgres" ? handle : await openDatabase({ dataDir: path.join(dataDir, "pglite") });
      const left = rowsOf<{ n: number }>(await after.db.execute(sql`SELECT count(*)::int AS n FROM demo_requests`));
      if (after !== handle) await after.close();
      expect(left[0]!.n).toBe(0);
    } finally {
      if (backend.name === "pglite") setDatabaseForTesting(handle);
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Each command is a process that opens the store: on PGlite that is seconds of start-up.
  }, 240_000);
});
