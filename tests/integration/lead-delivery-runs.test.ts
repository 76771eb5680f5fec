import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db";
import { deliverDueSoon } from "@/lib/leads/coalesced-delivery";
import { callApi, validLead } from "../helpers/api-client";
import { useLeadDeliveryFixture } from "../helpers/lead-delivery-fixture";
import { waitFor } from "../helpers/lead-receivers";
import { storeBackends } from "../helpers/test-store";

/**
 * The first attempts of leads that arrive together share delivery runs: each
 * run claims once for the batch, and no delivery is sent twice or left out.
 */
describe.each(storeBackends())("lead delivery runs on $name", (backend) => {
  const fixture = useLeadDeliveryFixture(backend);
  let ip = 0;
  const nextIp = () => `198.51.100.${(ip += 1)}`;

  const statuses = async () =>
    rowsOf<{ status: string; attempts: number; n: number }>(
      await fixture.handle.db.execute(sql`SELECT status, attempts, count(*)::int AS n FROM lead_deliveries GROUP BY status, attempts`),
    );

  it("requests made before a run claims join it, and every delivery of leads arriving together is sent once", async () => {
    // Twelve leads at once: their own first attempts (run in the background here) share runs too.
    const stored = await Promise.all(
      Array.from({ length: 12 }, () => callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: nextIp() })),
    );
    expect(stored.map((response) => response.status)).toEqual(Array(12).fill(200));

    const joined = Array.from({ length: 5 }, () => deliverDueSoon(fixture.handle.db));
    expect(new Set(joined).size).toBe(1);
    await Promise.all(joined);
    await waitFor(async () => (await statuses()).every((row) => row.status === "delivered"), 10_000, "every delivery recorded");

    const webhookIds = fixture.receiver.accepted().map((item) => item.webhookId);
    expect(webhookIds).toHaveLength(12);
    expect(new Set(webhookIds).size).toBe(12);
    expect(fixture.smtp.messages).toHaveLength(12);
    expect(await statuses()).toEqual([{ status: "delivered", attempts: 1, n: 24 }]);
  });

  it("a lead stored after a run has claimed goes to a later run, and is delivered once per channel", async () => {
    const first = deliverDueSoon(fixture.handle.db);
    await first; // claimed (nothing was due) and finished
    const response = await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: nextIp() });
    expect(response.status).toBe(200);
    const second = deliverDueSoon(fixture.handle.db);
    expect(second).not.toBe(first);
    await second;
    await waitFor(
      async () => fixture.receiver.accepted().length === 1 && fixture.smtp.messages.length === 1,
      10_000,
      "the lead's deliveries",
    );
    expect(await statuses()).toEqual([{ status: "delivered", attempts: 1, n: 2 }]);
  });
});
