import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db";
import { deliverDueSoon } from "@/lib/leads/coalesced-delivery";
import { paceLeadDeliveries, RESUME_CHECK_MS, stopPacingLeadDeliveries } from "@/lib/leads/delivery-pacing";
import { callApi, validLead } from "../helpers/api-client";
import { useLeadDeliveryFixture } from "../helpers/lead-delivery-fixture";
import { unplannedLeads, waitFor } from "../helpers/lead-receivers";
import { storeBackends } from "../helpers/test-store";

/**
 * On a saturated self-hosted server, new leads' deliveries wait in the outbox
 * instead of taking the core from the requests, and go out once the load
 * eases: each lead still arrives once per channel.
 */
describe.each(storeBackends())("lead delivery pacing on $name", (backend) => {
  const fixture = useLeadDeliveryFixture(backend);
  let ip = 0;
  const nextIp = () => `198.51.100.${(ip += 1)}`;
  let busy = true;

  const attempted = async () =>
    rowsOf<{ n: number }>(await fixture.handle.db.execute(sql`SELECT count(*)::int AS n FROM lead_deliveries WHERE attempts > 0`))[0]?.n;

  afterEach(() => stopPacingLeadDeliveries());

  it("a busy server stores leads with their deliveries and sends them, once each, when the load eases", async () => {
    busy = true;
    paceLeadDeliveries(
      () => void deliverDueSoon(fixture.handle.db),
      () => busy,
    );

    const stored = await Promise.all(
      Array.from({ length: 5 }, () => callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: nextIp() })),
    );
    expect(stored.map((response) => response.status)).toEqual(Array(5).fill(200));
    await new Promise((resolve) => setTimeout(resolve, 4 * RESUME_CHECK_MS));
    expect(fixture.receiver.received).toHaveLength(0);
    expect(fixture.smtp.messages).toHaveLength(0);
    // Stored with their delivery work, none of it attempted.
    expect(await unplannedLeads(fixture.handle.db)).toBe(5);
    expect(await attempted()).toBe(0);

    busy = false;
    await waitFor(
      async () => fixture.receiver.accepted().length === 5 && fixture.smtp.messages.length === 5 && (await attempted()) === 10,
      10_000,
      "the waiting deliveries",
    );
    const webhookIds = fixture.receiver.accepted().map((item) => item.webhookId);
    expect(new Set(webhookIds).size).toBe(5);
    await new Promise((resolve) => setTimeout(resolve, 2 * RESUME_CHECK_MS));
    expect(fixture.receiver.received).toHaveLength(5);
    expect(fixture.smtp.messages).toHaveLength(5);
  });

  it("a server that is not busy sends each lead right after its response, paced or not", async () => {
    busy = false;
    paceLeadDeliveries(
      () => void deliverDueSoon(fixture.handle.db),
      () => busy,
    );
    const response = await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: nextIp() });
    expect(response.status).toBe(200);
    await waitFor(async () => fixture.receiver.accepted().length === 1 && fixture.smtp.messages.length === 1, 10_000, "delivery");
  });
});
