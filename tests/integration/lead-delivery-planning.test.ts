import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getConfig } from "@/lib/config/env";
import { openDatabase, rowsOf, type Database } from "@/lib/db";
import { deliverDueSoon, RUN_CLAIM_LIMIT } from "@/lib/leads/coalesced-delivery";
import { paceLeadDeliveries, stopPacingLeadDeliveries } from "@/lib/leads/delivery-pacing";
import { planPendingDeliveries } from "@/lib/leads/delivery-store";
import { deliveryTargets } from "@/lib/leads/planned-deliveries";
import { redeliverLead } from "@/lib/leads/redeliver-lead";
import { callApi, jsonOf, validLead } from "../helpers/api-client";
import { useLeadDeliveryFixture } from "../helpers/lead-delivery-fixture";
import { leadDeliveryEnv, unplannedLeads, waitFor } from "../helpers/lead-receivers";
import { storeBackends } from "../helpers/test-store";

/**
 * A lead is stored with its delivery work in its own row; the first delivery
 * run plans one outbox row per target from it, exactly once, whoever plans.
 */
describe.each(storeBackends())("lead delivery planning on $name", (backend) => {
  const fixture = useLeadDeliveryFixture(backend);
  let ip = 0;
  const nextIp = () => `203.0.113.${(ip += 1)}`;

  // Holds every first attempt back, so the tests decide when planning happens.
  beforeEach(() =>
    paceLeadDeliveries(
      () => {},
      () => true,
    ),
  );
  afterEach(() => stopPacingLeadDeliveries());

  async function store(count: number): Promise<string[]> {
    const responses = await Promise.all(
      Array.from({ length: count }, () => callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: nextIp() })),
    );
    return Promise.all(responses.map(async (response) => (await jsonOf(response)).id as string));
  }
  const outbox = async () =>
    rowsOf<{ id: string; lead_id: string; channel: string; target: string | null; status: string; attempts: number }>(
      await fixture.handle.db.execute(sql`SELECT id, lead_id, channel, target, status, attempts FROM lead_deliveries`),
    );

  it("the statement that stores a lead stores its delivery work, and planning turns it into one due row per target", async () => {
    const ids = await store(3);
    expect(await unplannedLeads(fixture.handle.db)).toBe(3);
    expect(await outbox()).toEqual([]);

    const targets = deliveryTargets(getConfig().leads);
    expect(await planPendingDeliveries(fixture.handle.db, targets, { limit: 10 })).toBe(6);
    expect(await unplannedLeads(fixture.handle.db)).toBe(0);
    const rows = await outbox();
    expect(rows).toHaveLength(6);
    for (const id of ids) {
      expect(
        rows
          .filter((row) => row.lead_id === id)
          .map((row) => row.channel)
          .sort(),
      ).toEqual(["email", "webhook"]);
    }
    expect(rows.every((row) => /^msg_[0-9a-f-]{36}$/.test(row.id) && row.status === "pending" && row.attempts === 0)).toBe(true);
    expect(new Set(rows.map((row) => row.id)).size).toBe(6);
    expect(await planPendingDeliveries(fixture.handle.db, targets, { limit: 10 })).toBe(0);
  });

  it("planners running at once plan each lead once", async () => {
    await store(30);
    const targets = deliveryTargets(getConfig().leads);
    const extra = backend.name === "postgres" ? await openDatabase({ url: (fixture.handle as { url?: string }).url }) : undefined;
    const planners: Database[] = [fixture.handle.db, fixture.handle.db, extra?.db ?? fixture.handle.db];
    try {
      const planned = await Promise.all(planners.map((db) => planPendingDeliveries(db, targets, { limit: 7 })));
      const more = await Promise.all(planners.map((db) => planPendingDeliveries(db, targets, { limit: 30 })));
      expect([...planned, ...more].reduce((sum, n) => sum + n, 0)).toBe(60);
    } finally {
      await extra?.close();
    }
    const rows = await outbox();
    expect(rows).toHaveLength(60);
    const perLeadAndChannel = new Set(rows.map((row) => `${row.lead_id}/${row.channel}`));
    expect(perLeadAndChannel.size).toBe(60);
  });

  it("with no target configured, planning leaves the work for a server that has one", async () => {
    await store(2);
    expect(await planPendingDeliveries(fixture.handle.db, [], { limit: 10 })).toBe(0);
    expect(await unplannedLeads(fixture.handle.db)).toBe(2);
  });

  it("redelivering a lead not planned yet plans it once, then sends it", async () => {
    const [id] = await store(1);
    expect(await redeliverLead(fixture.handle.db, id!)).toEqual({ attempted: 2, delivered: 2, failed: 0 });
    expect(await outbox()).toHaveLength(2);
    expect(await unplannedLeads(fixture.handle.db)).toBe(0);
    expect(fixture.receiver.accepted()).toHaveLength(1);
    expect(fixture.smtp.messages).toHaveLength(1);
  });
});

describe.each(storeBackends())("delivery runs with three targets on $name", (backend) => {
  // Two webhook URLs and the email: a run plans a third as many leads as it claims.
  const fixture = useLeadDeliveryFixture(backend, (receiverUrl, smtpUrl) => ({
    ...leadDeliveryEnv(receiverUrl, smtpUrl),
    LEAD_WEBHOOK_URL: `${receiverUrl}?to=first,${receiverUrl}?to=second`,
  }));
  let ip = 0;

  beforeEach(() =>
    paceLeadDeliveries(
      () => {},
      () => true,
    ),
  );
  afterEach(() => stopPacingLeadDeliveries());

  it("a backlog larger than one run goes out in consecutive runs, without waiting for the sweeper", async () => {
    const leads = Math.ceil(RUN_CLAIM_LIMIT / 3) + 6;
    for (let index = 0; index < leads; index += 1) {
      const response = await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: `203.0.113.${200 + ((ip += 1)) - 1}` });
      expect(response.status).toBe(200);
    }
    stopPacingLeadDeliveries();
    await deliverDueSoon(fixture.handle.db);
    await waitFor(
      async () => fixture.receiver.accepted().length === leads * 2 && fixture.smtp.messages.length === leads,
      10_000,
      "every lead on all three targets",
    );
    expect(await unplannedLeads(fixture.handle.db)).toBe(0);
  });
});
