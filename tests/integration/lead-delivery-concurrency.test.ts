import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setConfigForTesting } from "@/lib/config/env";
import { openDatabase, type DatabaseHandle } from "@/lib/db";
import { drainDueDeliveries } from "@/lib/leads/delivery-worker";
import { setRateLimiterForTesting } from "@/lib/ratelimit";
import { callApi } from "../helpers/api-client";
import { GenerousLimiter } from "../helpers/generous-limiter";
import {
  deliveryRows,
  leadDeliveryEnv,
  makeDeliveriesDue,
  startSmtpSink,
  startWebhookReceiver,
  unplannedLeads,
  waitFor,
} from "../helpers/lead-receivers";
import { storeBackends, useStore } from "../helpers/test-store";

const LEADS = 40;
const postgres = storeBackends().find((backend) => backend.name === "postgres");

/**
 * Two drainers, each with its own store and pg-boss pool as two app processes
 * would have, plus one-batch runs, all working one PostgreSQL at once: pg-boss
 * hands each job to one taker only, so no attempt is ever in flight twice,
 * and with receivers that accept, each event arrives exactly once.
 */
describe.skipIf(!postgres)("two sweepers on one PostgreSQL", () => {
  let first: DatabaseHandle & { url?: string };
  let second: DatabaseHandle;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    first = await useStore(postgres!);
    second = await openDatabase({ url: first.url });
    receiver = await startWebhookReceiver();
    smtp = await startSmtpSink();
    setConfigForTesting(leadDeliveryEnv(receiver.url, smtp.url));
    setRateLimiterForTesting(new GenerousLimiter(undefined));
  });
  afterAll(async () => {
    setConfigForTesting(undefined);
    setRateLimiterForTesting(undefined);
    await receiver.close();
    await smtp.close();
    await second.close();
    await first.close();
  });

  it("never sends the same attempt twice at once, and delivers each event once", async () => {
    // First attempts fail, so every delivery is left due for the sweepers.
    receiver.behave(() => 503);
    smtp.refuseAll(true);
    for (let index = 0; index < LEADS; index += 1) {
      const response = await callApi("POST", "/api/v1/demo-request", {
        body: { name: `Lead ${index}`, email: `race${index}@builders.example.com`, tool: "platform" },
        ip: `10.9.0.${index + 1}`,
      });
      expect(response.status).toBe(200);
    }
    const pending = async () => deliveryRows(first);
    await waitFor(
      async () =>
        (await unplannedLeads(first.db)) === 0 && (await pending()).every((row) => row.attempts === 1 && row.lease_until === null),
      20_000,
      "first attempts",
    );
    expect(await pending()).toHaveLength(LEADS * 2);

    receiver.received.length = 0;
    receiver.behave(() => 204, { delayMs: 120 });
    smtp.refuseAll(false);
    await makeDeliveriesDue(first);

    const sweeper = async (handle: DatabaseHandle) => {
      for (let round = 0; round < 4; round += 1) await drainDueDeliveries(handle);
    };
    await Promise.all([
      sweeper(first),
      sweeper(second),
      drainDueDeliveries(first, { maxBatches: 1 }),
      drainDueDeliveries(second, { maxBatches: 1 }),
    ]);

    expect(receiver.maxConcurrentPerId).toBe(1);
    const ids = receiver.accepted().map((item) => item.webhookId);
    expect(ids).toHaveLength(LEADS);
    expect(new Set(ids).size).toBe(LEADS);
    expect(smtp.messages).toHaveLength(LEADS);
    expect(new Set(smtp.messages.map((mail) => mail.header("Message-ID"))).size).toBe(LEADS);
    const states = await deliveryRows(first);
    expect(states.every((row) => row.status === "delivered" && row.attempts === 2)).toBe(true);
  }, 60_000);
});
