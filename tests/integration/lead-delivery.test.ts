import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setConfigForTesting } from "@/lib/config/env";
import { rowsOf } from "@/lib/db";
import { drainDueDeliveries } from "@/lib/leads/delivery-worker";
import { leadEvent } from "@/lib/leads/lead-event";
import { PRIVACY_NOTICE_VERSION } from "@/lib/leads/privacy-notice";
import { MAX_ATTEMPTS } from "@/lib/leads/retry-schedule";
import { sendWebhook } from "@/lib/leads/send-webhook";
import { callApi, jsonOf, validLead } from "../helpers/api-client";
import { useLeadDeliveryFixture } from "../helpers/lead-delivery-fixture";
import {
  deliveryRows,
  makeDeliveriesDue,
  startWebhookReceiver,
  TEST_WEBHOOK_SECRET,
  unplannedLeads,
  waitFor,
} from "../helpers/lead-receivers";
import { storeBackends } from "../helpers/test-store";

interface DeliveryRow {
  id: string;
  lead_id: string;
  channel: string;
  status: string;
  attempts: number;
  lease_until: string | null;
  last_error: string | null;
}

describe.each(storeBackends())("lead delivery on $name", (backend) => {
  const fixture = useLeadDeliveryFixture(backend);
  let ip = 0;
  const nextIp = () => `198.51.100.${(ip += 1)}`;

  const deliveries = async (): Promise<DeliveryRow[]> => deliveryRows(fixture.handle);
  /** Settled: no delivery is being attempted (the first attempt runs in the background after the answer). */
  const settled = async () =>
    (await unplannedLeads(fixture.handle.db)) === 0 && (await deliveries()).every((row) => row.attempts > 0 && row.lease_until === null);
  /** Makes every pending retry due now, instead of waiting out the backoff. */
  const makeDue = () => makeDeliveriesDue(fixture.handle);

  it("an accepted lead arrives once per channel: a verified webhook and an email to sales", async () => {
    const body = validLead({
      name: "Asha <b>Menon</b> & Co",
      phone: "+91 98450 12345",
      company: "Menon Builders",
      message: "Parcels in <Hosur>",
      marketing_opt_in: true,
      utm_source: "newsletter",
      utm_campaign: "winter",
      landing_page: "/calculators/stamp-duty?utm_source=newsletter",
    });
    const response = await callApi("POST", "/api/v1/demo-request", { body, ip: nextIp(), headers: { origin: "http://localhost:3000" } });
    expect(response.status).toBe(200);
    const { id } = await jsonOf(response);
    await waitFor(
      async () => fixture.receiver.received.length === 1 && fixture.smtp.messages.length === 1 && (await settled()),
      10_000,
      "delivery",
    );

    expect(fixture.receiver.rejected).toBe(0);
    const [webhook] = fixture.receiver.received;
    expect(webhook!.webhookId).toMatch(/^msg_[0-9a-f-]{36}$/);
    expect(webhook!.event).toEqual({
      type: "demo_request.created",
      timestamp: expect.any(String),
      data: {
        id,
        name: body.name,
        email: body.email,
        phone: "+91 98450 12345",
        company: "Menon Builders",
        message: "Parcels in <Hosur>",
        tool: "platform",
        received_at: webhook!.event.timestamp,
        source: "web",
        agent_registration_id: null,
        attribution: { utm_source: "newsletter", utm_campaign: "winter", landing_page: "/calculators/stamp-duty?utm_source=newsletter" },
        marketing_opt_in: true,
      },
    });

    const [mail] = fixture.smtp.messages;
    expect(mail!.to).toEqual(["sales@landworks.example"]);
    expect(mail!.header("Reply-To")).toContain(String(body.email));
    expect(mail!.decoded).toContain("Company: Menon Builders");
    expect(mail!.decoded).toContain(`Lead id: ${id}`);
    // The HTML part escapes what the visitor typed.
    expect(mail!.decoded).toContain('<td style="white-space:pre-wrap">Asha &lt;b&gt;Menon&lt;/b&gt; &amp; Co</td>');
    expect(mail!.decoded).not.toContain(">Asha <b>Menon</b>");
    expect(mail!.decoded).toContain("Name: Asha <b>Menon</b> & Co");

    const rows = await deliveries();
    expect(rows.map((row) => [row.channel, row.status, row.attempts])).toEqual([
      ["email", "delivered", 1],
      ["webhook", "delivered", 1],
    ]);
    const [consent] = rowsOf<{ source: string; marketing_opt_in: boolean; consent_notice_version: string; consent_recorded_at: unknown }>(
      await fixture.handle.db.execute(sql`SELECT source, marketing_opt_in, consent_notice_version, consent_recorded_at FROM demo_requests`),
    );
    expect(consent).toMatchObject({ source: "web", marketing_opt_in: true, consent_notice_version: PRIVACY_NOTICE_VERSION });
    expect(consent!.consent_recorded_at).not.toBeNull();
  });

  it("a receiver that fails N times then accepts gets N+1 attempts with one webhook-id; email is unaffected", async () => {
    const failures: Array<number | "redirect" | "reset"> = [503, "redirect", "reset", 404];
    fixture.receiver.behave((n) => failures[n] ?? 200);
    const response = await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: nextIp() });
    expect(response.status).toBe(200);
    await waitFor(settled, 10_000, "first attempt");
    for (let round = 0; round < failures.length; round += 1) {
      const [webhookRow] = (await deliveries()).filter((row) => row.channel === "webhook");
      expect(webhookRow).toMatchObject({ status: "pending", attempts: round + 1 });
      expect(webhookRow!.last_error).toMatch(/^(http_503|http_307|network.*|http_404)$/);
      await makeDue();
      await drainDueDeliveries(fixture.handle);
    }
    expect(fixture.receiver.received).toHaveLength(failures.length + 1);
    expect(new Set(fixture.receiver.received.map((item) => item.webhookId)).size).toBe(1);
    expect(fixture.receiver.accepted()).toHaveLength(1);
    expect(fixture.receiver.rejected).toBe(0);
    expect(fixture.smtp.messages).toHaveLength(1);
    const rows = await deliveries();
    expect(rows.map((row) => [row.channel, row.status, row.attempts])).toEqual([
      ["email", "delivered", 1],
      ["webhook", "delivered", failures.length + 1],
    ]);
  });

  it("nothing is delivered for a honeypot, invalid, duplicate or replayed request", async () => {
    const key = crypto.randomUUID();
    const lead = validLead();
    const first = await callApi("POST", "/api/v1/demo-request", { body: lead, ip: nextIp(), headers: { "idempotency-key": key } });
    expect(first.status).toBe(200);
    const replay = await callApi("POST", "/api/v1/demo-request", { body: lead, ip: nextIp(), headers: { "idempotency-key": key } });
    expect(replay.headers.get("idempotency-replayed")).toBe("true");
    const duplicate = await callApi("POST", "/api/demo-request", { body: { ...lead, name: "Again" }, ip: nextIp() });
    expect(duplicate.status).toBe(409);
    const duplicateWithKey = await callApi("POST", "/api/demo-request", {
      body: { ...lead, name: "Again" },
      ip: nextIp(),
      headers: { "idempotency-key": crypto.randomUUID() },
    });
    expect(duplicateWithKey.status).toBe(409);
    const honeypot = await callApi("POST", "/api/v1/demo-request", { body: validLead({ website: "http://spam.example" }), ip: nextIp() });
    expect(honeypot.status).toBe(400);
    const invalid = await callApi("POST", "/api/v1/demo-request", { body: validLead({ email: "not-an-address" }), ip: nextIp() });
    expect(invalid.status).toBe(400);
    const badOptIn = await callApi("POST", "/api/v1/demo-request", { body: validLead({ marketing_opt_in: "yes" }), ip: nextIp() });
    expect((await jsonOf(badOptIn)).error.code).toBe("INVALID_FIELDS");

    await waitFor(settled, 10_000, "first attempts");
    await makeDue();
    await drainDueDeliveries(fixture.handle);
    expect(await deliveries()).toHaveLength(2);
    expect(fixture.receiver.received).toHaveLength(1);
    expect(fixture.receiver.received[0]!.event.data.email).toBe(lead.email);
    expect(fixture.smtp.messages).toHaveLength(1);
  });

  it("after the last retry the delivery is marked failed and nothing more is sent", async () => {
    fixture.receiver.behave(() => 500);
    fixture.smtp.refuseAll(true);
    expect((await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: nextIp() })).status).toBe(200);
    await waitFor(settled, 10_000, "first attempt");
    for (let attempt = 2; attempt <= MAX_ATTEMPTS + 1; attempt += 1) {
      await makeDue();
      await drainDueDeliveries(fixture.handle);
    }
    const rows = await deliveries();
    expect(rows.map((row) => [row.channel, row.status, row.attempts])).toEqual([
      ["email", "failed", MAX_ATTEMPTS],
      ["webhook", "failed", MAX_ATTEMPTS],
    ]);
    expect(rows.find((row) => row.channel === "email")?.last_error).toBe("smtp_451");
    expect(fixture.receiver.received).toHaveLength(MAX_ATTEMPTS);
    expect(fixture.smtp.messages).toHaveLength(0);
  });

  it("with no channel configured, a lead is stored and no delivery work is written", async () => {
    setConfigForTesting({});
    expect((await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: nextIp() })).status).toBe(200);
    expect(
      (
        await callApi("POST", "/api/v1/demo-request", {
          body: validLead(),
          ip: nextIp(),
          headers: { "idempotency-key": crypto.randomUUID() },
        })
      ).status,
    ).toBe(200);
    expect(await deliveries()).toEqual([]);
    const [count] = rowsOf<{ n: number }>(await fixture.handle.db.execute(sql`SELECT count(*)::int AS n FROM demo_requests`));
    expect(count!.n).toBe(2);
  });
});

describe("one webhook attempt", () => {
  it("a receiver that never answers fails the attempt at the timeout", async () => {
    const receiver = await startWebhookReceiver();
    receiver.behave(() => "hang");
    try {
      const event = leadEvent({
        id: "dr_x",
        name: "N",
        email: "n@example.com",
        emailNormalized: "n@example.com",
        tool: "general",
        phone: null,
        company: null,
        message: null,
        createdAt: new Date(),
        source: "api",
        agentRegistrationId: null,
        attribution: {},
        marketingOptIn: false,
        consentNoticeVersion: PRIVACY_NOTICE_VERSION,
        consentRecordedAt: new Date(),
      });
      const started = Date.now();
      expect(await sendWebhook(receiver.url, TEST_WEBHOOK_SECRET, "msg_hang", event, 300)).toEqual({ ok: false, reason: "timeout" });
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await receiver.close();
    }
  });
});
