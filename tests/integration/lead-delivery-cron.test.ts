import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as cronRoute from "@/app/api/cron/lead-deliveries/route";
import { setConfigForTesting } from "@/lib/config/env";
import type { DatabaseHandle } from "@/lib/db";
import { RateLimiter, setRateLimiterForTesting } from "@/lib/ratelimit";
import { callApi, jsonOf, TEST_USER_AGENT, validLead } from "../helpers/api-client";
import { captureLogs } from "../helpers/fault-log-capture";
import { deliveryRows, leadDeliveryEnv, makeDeliveriesDue, startSmtpSink, startWebhookReceiver, waitFor } from "../helpers/lead-receivers";
import { createResponseValidator } from "../helpers/openapi-validator";
import { storeBackends, useStore } from "../helpers/test-store";

const CRON_SECRET = "cron-secret-for-the-tests-0123456789";
const expectDocumented = createResponseValidator();

function cron(headers: Record<string, string> = {}, method: "GET" | "POST" = "GET"): Promise<Response> {
  const request = new Request("http://localhost:3000/api/cron/lead-deliveries", {
    method,
    headers: { "user-agent": TEST_USER_AGENT, "x-peer-address": "203.0.113.50", ...headers },
  });
  return Promise.resolve((method === "GET" ? cronRoute.GET : cronRoute.POST)(request));
}

describe("the Vercel Cron Job route", () => {
  let handle: DatabaseHandle;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;

  beforeAll(async () => {
    handle = await useStore(storeBackends()[0]!);
    receiver = await startWebhookReceiver();
    smtp = await startSmtpSink();
    setRateLimiterForTesting(new RateLimiter(undefined));
  });
  afterAll(async () => {
    setConfigForTesting(undefined);
    await receiver.close();
    await smtp.close();
    await handle.close();
  });

  it("refuses a caller without the CRON_SECRET bearer, and every caller while it is unset", async () => {
    setConfigForTesting(leadDeliveryEnv(receiver.url, smtp.url));
    const unset = await cron({ authorization: `Bearer ${CRON_SECRET}` });
    expect(unset.status).toBe(401);
    await expectDocumented("GET", "/api/cron/lead-deliveries", unset);
    expect((await jsonOf(unset)).error.code).toBe("CRON_SECRET_REQUIRED");

    setConfigForTesting({ ...leadDeliveryEnv(receiver.url, smtp.url), CRON_SECRET });
    for (const authorization of [undefined, "Bearer wrong", `Bearer ${CRON_SECRET}x`, CRON_SECRET]) {
      const response = await cron(authorization ? { authorization } : {});
      expect(response.status, String(authorization)).toBe(401);
      expect((await jsonOf(response)).error.code).toBe("CRON_SECRET_REQUIRED");
    }
    const post = await cron({}, "POST");
    expect(post.status).toBe(405);
  });

  it("with the secret, sweeps every due delivery and answers the documented tally; logs name leads by id only", async () => {
    setConfigForTesting({ ...leadDeliveryEnv(receiver.url, smtp.url), CRON_SECRET });
    receiver.behave(() => 503);
    smtp.refuseAll(true);
    const logs = captureLogs();
    const lead = validLead({ name: "Kavya Rao", phone: "+91 90000 11111" });
    expect((await callApi("POST", "/api/v1/demo-request", { body: lead, ip: "192.0.2.77" })).status).toBe(200);
    const firstAttempted = async () =>
      (await deliveryRows(handle)).filter((row) => row.attempts === 1 && row.lease_until === null).length === 2;
    await waitFor(firstAttempted, 10_000, "first attempts");
    await makeDeliveriesDue(handle);
    receiver.behave(() => 204);
    smtp.refuseAll(false);

    const response = await cron({ authorization: `Bearer ${CRON_SECRET}` });
    logs.stop();
    expect(response.status).toBe(200);
    await expectDocumented("GET", "/api/cron/lead-deliveries", response);
    expect(await jsonOf(response)).toEqual({ attempted: 2, delivered: 2, failed: 0 });
    expect(receiver.accepted()).toHaveLength(1);
    const text = logs.text();
    expect(text).toContain("lead delivered");
    for (const personal of [lead.email as string, "Kavya", "90000"]) expect(text).not.toContain(personal);
  });
});
