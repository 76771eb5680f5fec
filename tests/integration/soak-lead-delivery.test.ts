import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setConfigForTesting } from "@/lib/config/env";
import { rowsOf, setDatabaseForTesting } from "@/lib/db";
import { drainDueDeliveries } from "@/lib/leads/delivery-worker";
import { setRateLimiterForTesting } from "@/lib/ratelimit";
import { callApi } from "../helpers/api-client";
import { openProxiedPostgres, type FaultStore } from "../helpers/fault-store";
import { GenerousLimiter } from "../helpers/generous-limiter";
import { deliveryRows, leadDeliveryEnv, makeDeliveriesDue, startSmtpSink, startWebhookReceiver } from "../helpers/lead-receivers";

/**
 * The soak, extended to delivery: leads arrive while both receivers are down
 * (the webhook resets connections or answers 503, the mail server refuses
 * with 451) and the database is cut and restored, including cuts that lose
 * the reply of a committed insert. Then the receivers come back and the
 * sweeper runs, through one more database cut. Afterwards every stored lead
 * reached both channels at least once, and nothing a client was refused
 * reached either.
 *
 * Skipped without TEST_DATABASE_URL, like the demo-request soak.
 */
const SUBMISSIONS = 120;
const ARRIVAL_GAP_MS = 15;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function submitUntilAnswered(body: Record<string, unknown>, key: string, ip: string): Promise<{ status: number; id?: string }> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await callApi("POST", "/api/v1/demo-request", { body, headers: { "idempotency-key": key }, ip });
    const parsed = (await response.json().catch(() => ({}))) as { id?: string; error?: { code?: string } };
    const retry = response.status >= 500 || parsed.error?.code === "IDEMPOTENCY_KEY_IN_USE";
    if (!retry || attempt > 200) return { status: response.status, id: parsed.id };
    await sleep(Math.min(10 * 2 ** attempt, 300) * (0.5 + Math.random() / 2));
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)("soak: lead delivery while receivers are down and the database is cut", () => {
  let store: FaultStore;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    store = await openProxiedPostgres(process.env.TEST_DATABASE_URL!);
    setDatabaseForTesting(store.handle);
    setRateLimiterForTesting(new GenerousLimiter(undefined));
    receiver = await startWebhookReceiver();
    smtp = await startSmtpSink();
    setConfigForTesting(leadDeliveryEnv(receiver.url, smtp.url));
  });
  afterAll(async () => {
    setConfigForTesting(undefined);
    setRateLimiterForTesting(undefined);
    setDatabaseForTesting(undefined);
    await receiver?.close();
    await smtp?.close();
    await store?.close();
  });

  it(`${SUBMISSIONS} submissions: every stored lead delivered on both channels, nothing refused delivered`, async () => {
    const runId = Math.random().toString(36).slice(2, 8);
    receiver.behave((n) => (n % 2 === 0 ? "reset" : 503));
    smtp.refuseAll(true);

    let arrivalsDone = false;
    // Cuts land among the arrivals; the last outage ends once the last submission has arrived.
    const chaos = (async () => {
      for (let cycle = 0; !arrivalsDone; cycle += 1) {
        if (cycle % 2 === 0) store.failOn(/insert into "?demo_requests/i, "lose-reply");
        await sleep(150 + Math.random() * 200);
        if (!store.isCut) await store.cut(cycle % 3 === 1 ? "reset" : "refuse");
        await sleep(80 + Math.random() * 150);
        store.failOn(/(?!)/, "cut-before");
        await store.restore();
      }
    })();

    const plan = Array.from({ length: SUBMISSIONS }, (_, index) => {
      const refused = index % 6 === 5;
      const body = refused
        ? index % 12 === 5
          ? { name: "Honey", email: `honey${index}.${runId}@builders.example.com`, website: "http://spam.example" }
          : { name: "Throwaway", email: `bot${index}.${runId}@mailinator.com` }
        : { name: `Lead ${index}`, email: `soak${index}.${runId}@builders.example.com`, tool: "platform" };
      return { index, refused, body };
    });
    const outcomes = await Promise.all(
      plan.map(async (item) => {
        await sleep(item.index * ARRIVAL_GAP_MS);
        if (item.index === SUBMISSIONS - 1) arrivalsDone = true;
        return submitUntilAnswered(item.body, `lead-soak-${runId}-${item.index}`, `10.8.${item.index >> 8}.${item.index & 255}`);
      }),
    );
    await chaos;
    await store.restore();

    const told = plan.filter((item) => outcomes[item.index]!.status === 200);
    for (const item of plan) expect(outcomes[item.index]!.status, `#${item.index}`).toBe(item.refused ? 400 : 200);
    const toldIds = told.map((item) => outcomes[item.index]!.id!);

    const inspect = store.inspect.db;
    /**
     * Stands in for time passing: a queued retry is made due now. A job
     * whose taker failed to settle it during a cut expires on its own (20 s
     * after it was taken) and the drain's supervision hands it out again.
     */
    const advanceTime = () => makeDeliveriesDue(store.inspect);

    receiver.behave(() => 204);
    smtp.refuseAll(false);
    // One more cut while events are pending: the sweep fails, nothing is lost.
    await advanceTime();
    await store.cut("refuse");
    await expect(drainDueDeliveries(store.handle)).rejects.toThrow();
    await store.restore();
    const deadline = Date.now() + 60_000;
    const undelivered = async () => (await deliveryRows(store.inspect)).filter((row) => row.status !== "delivered").length;
    while ((await undelivered()) > 0 && Date.now() < deadline) {
      await advanceTime();
      await drainDueDeliveries(store.handle, { supervise: true }).catch(() => {});
      await sleep(250);
    }
    const leads = rowsOf<{ id: string; email: string }>(await inspect.execute(sql`SELECT id, email FROM demo_requests`));
    expect(leads.map((lead) => lead.id).sort()).toEqual([...toldIds].sort());
    const deliveries = await deliveryRows(store.inspect);
    expect(deliveries).toHaveLength(leads.length * 2);
    expect(deliveries.filter((row) => row.status !== "delivered")).toEqual([]);

    const webhookLeadIds = new Set(receiver.accepted().map((item) => item.event.data.id));
    const mailedLeadIds = new Set(smtp.messages.map((mail) => mail.header("X-Lead-Id")));
    for (const id of toldIds) {
      expect(webhookLeadIds.has(id), `webhook for ${id}`).toBe(true);
      expect(mailedLeadIds.has(id), `email for ${id}`).toBe(true);
    }
    expect([...webhookLeadIds].filter((id) => !toldIds.includes(id))).toEqual([]);
    expect([...mailedLeadIds].filter((id) => !toldIds.includes(id!))).toEqual([]);
    const refusedEmails = plan.filter((item) => item.refused).map((item) => item.body.email);
    expect(receiver.received.filter((item) => refusedEmails.includes(item.event.data.email))).toEqual([]);
    expect(receiver.rejected).toBe(0);
    console.info(
      `lead soak: ${told.length} leads stored, ${receiver.received.length} webhook attempts (${receiver.accepted().length} accepted), ${smtp.messages.length} emails`,
    );
  }, 120_000);
});
