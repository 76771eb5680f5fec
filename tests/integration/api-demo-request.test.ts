import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rowsOf, type DatabaseHandle } from "@/lib/db";
import { RateLimiter, setRateLimiterForTesting } from "@/lib/ratelimit";
import { callApi, jsonOf, validLead } from "../helpers/api-client";
import { createResponseValidator } from "../helpers/openapi-validator";
import { storeBackends, truncateAll, useStore } from "../helpers/test-store";
import { nextTestIp } from "../helpers/app";

const expectDocumented = createResponseValidator();

async function leadCount(handle: DatabaseHandle): Promise<number> {
  const [row] = rowsOf<{ count: number }>(await handle.db.execute(sql`SELECT count(*)::int AS count FROM demo_requests`));
  return row?.count ?? 0;
}

describe.each(storeBackends())("demo requests on $name", (backend) => {
  let handle: DatabaseHandle;
  // A fresh client IP per test keeps the 5-per-hour limit out of the way of tests about other rules.

  beforeAll(async () => {
    handle = await useStore(backend);
  });
  afterAll(async () => {
    await handle.close();
  });
  beforeEach(async () => {
    await truncateAll(handle);
    setRateLimiterForTesting(new RateLimiter(undefined));
  });

  for (const path of ["/api/v1/demo-request", "/api/demo-request"]) {
    it(`${path} stores a valid request and answers the documented body`, async () => {
      const response = await callApi("POST", path, { body: validLead(), ip: nextTestIp() });
      expect(response.status).toBe(200);
      await expectDocumented("POST", path, response);
      const body = await jsonOf(response);
      expect(body.id).toMatch(/^dr_[0-9a-f-]{36}$/);
      expect(body.status).toBe("received");
      expect(body.tool).toBe("platform");
      expect(Date.parse(body.received_at)).not.toBeNaN();
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("ratelimit-policy")).toBe("5;w=3600");
      expect(await leadCount(handle)).toBe(1);
    });
  }

  it("applies the default tool and trims strings, ignoring unknown fields", async () => {
    const response = await callApi("POST", "/api/v1/demo-request", {
      body: { name: "  Ravi  ", email: "  Ravi@Example.COM ", extra: { nested: true }, __proto__: { polluted: 1 } },
      ip: nextTestIp(),
    });
    expect(response.status).toBe(200);
    expect((await jsonOf(response)).tool).toBe("general");
    const [row] = rowsOf<{ name: string; email_normalized: string }>(
      await handle.db.execute(sql`SELECT name, email_normalized FROM demo_requests`),
    );
    expect(row).toEqual({ name: "Ravi", email_normalized: "ravi@example.com" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("rejects a second submission of the same email (any case) and tool on either path", async () => {
    const lead = validLead({ email: "dup@builders.example.com" });
    expect((await callApi("POST", "/api/v1/demo-request", { body: lead, ip: nextTestIp() })).status).toBe(200);
    const again = await callApi("POST", "/api/demo-request", {
      body: { ...lead, email: "DUP@Builders.Example.com" },
      ip: nextTestIp(),
    });
    expect(again.status).toBe(409);
    await expectDocumented("POST", "/api/demo-request", again);
    expect((await jsonOf(again)).error.code).toBe("DUPLICATE_REQUEST");
    const otherTool = await callApi("POST", "/api/v1/demo-request", { body: { ...lead, tool: "api" }, ip: nextTestIp() });
    expect(otherTool.status).toBe(200);
    expect(await leadCount(handle)).toBe(2);
  });

  it.each([
    ["honeypot filled", { website: "http://spam.example" }, "HONEYPOT_TRIGGERED"],
    ["name missing", { name: undefined }, "MISSING_FIELDS"],
    ["email blank", { email: "   " }, "MISSING_FIELDS"],
    ["email malformed", { email: "not-an-email" }, "INVALID_EMAIL"],
    ["disposable domain", { email: "someone@mailinator.com" }, "DISPOSABLE_EMAIL"],
    ["disposable parent domain", { email: "someone@inbox.mailinator.com" }, "DISPOSABLE_EMAIL"],
    ["name too long", { name: "x".repeat(121) }, "INVALID_FIELDS"],
    ["tool malformed", { tool: "Has Spaces!" }, "INVALID_FIELDS"],
    ["name not a string", { name: 42 }, "INVALID_FIELDS"],
    ["phone with letters", { phone: "call me" }, "INVALID_FIELDS"],
  ])("%s: 400 %s and nothing stored", async (_label, overrides, code) => {
    const response = await callApi("POST", "/api/v1/demo-request", { body: validLead(overrides), ip: nextTestIp() });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toBe("application/json");
    await expectDocumented("POST", "/api/v1/demo-request", response);
    const body = await jsonOf(response);
    expect(body.error.code).toBe(code);
    expect(body.error.docs).toBe(`http://localhost:3000/api/docs#error-${code.toLowerCase().replace(/_/g, "-")}`);
    expect(await leadCount(handle)).toBe(0);
  });

  it("answers INVALID_PAYLOAD for a body that is not JSON or not an object", async () => {
    for (const rawBody of ["{not json", "[1,2]", "null", '"text"', ""]) {
      const response = await callApi("POST", "/api/v1/demo-request", {
        rawBody,
        headers: { "content-type": "application/json" },
        ip: nextTestIp(),
      });
      expect(response.status, rawBody).toBe(400);
      expect((await jsonOf(response)).error.code).toBe("INVALID_PAYLOAD");
    }
  });

  it("answers UNSUPPORTED_MEDIA_TYPE for a form post and PAYLOAD_TOO_LARGE above 16 KiB", async () => {
    const form = await callApi("POST", "/api/v1/demo-request", {
      rawBody: "name=a&email=b",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      ip: nextTestIp(),
    });
    expect(form.status).toBe(415);
    expect((await jsonOf(form)).error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const huge = await callApi("POST", "/api/v1/demo-request", {
      body: validLead({ message: "x".repeat(17 * 1024) }),
      ip: nextTestIp(),
    });
    expect(huge.status).toBe(413);
    await expectDocumented("POST", "/api/v1/demo-request", huge);
    expect((await jsonOf(huge)).error.code).toBe("PAYLOAD_TOO_LARGE");
  });

  describe("Idempotency-Key", () => {
    it("replays the first answer byte for byte with Idempotency-Replayed", async () => {
      const lead = validLead();
      const headers = { "idempotency-key": "6f1c3a8e-8f8b-4c47-9f57-1b7f1e2f3a4b" };
      const first = await callApi("POST", "/api/v1/demo-request", { body: lead, headers, ip: nextTestIp() });
      const firstText = await first.text();
      const replay = await callApi("POST", "/api/demo-request", { body: lead, headers, ip: nextTestIp() });
      expect(replay.status).toBe(200);
      expect(replay.headers.get("idempotency-replayed")).toBe("true");
      expect(await replay.text()).toBe(firstText);
      expect(await leadCount(handle)).toBe(1);
    });

    it("treats the same body with keys in another order as the same request", async () => {
      const headers = { "idempotency-key": "order-key-1" };
      const first = await callApi("POST", "/api/v1/demo-request", {
        rawBody: '{"name":"Asha","email":"order@builders.example.com"}',
        headers: { ...headers, "content-type": "application/json" },
        ip: nextTestIp(),
      });
      const second = await callApi("POST", "/api/v1/demo-request", {
        rawBody: '{ "email": "order@builders.example.com", "name": "Asha" }',
        headers: { ...headers, "content-type": "application/json" },
        ip: nextTestIp(),
      });
      expect(first.status).toBe(200);
      expect(second.headers.get("idempotency-replayed")).toBe("true");
    });

    it("answers 422 IDEMPOTENCY_KEY_REUSED for the same key with a different body", async () => {
      const headers = { "idempotency-key": "reused-key" };
      await callApi("POST", "/api/v1/demo-request", { body: validLead(), headers, ip: nextTestIp() });
      const other = await callApi("POST", "/api/v1/demo-request", { body: validLead(), headers, ip: nextTestIp() });
      expect(other.status).toBe(422);
      await expectDocumented("POST", "/api/v1/demo-request", other);
      expect((await jsonOf(other)).error.code).toBe("IDEMPOTENCY_KEY_REUSED");
      expect(await leadCount(handle)).toBe(1);
    });

    it("replays a stored DUPLICATE_REQUEST for its key", async () => {
      const lead = validLead();
      await callApi("POST", "/api/v1/demo-request", { body: lead, ip: nextTestIp() });
      const headers = { "idempotency-key": "dup-key" };
      const first = await callApi("POST", "/api/v1/demo-request", { body: lead, headers, ip: nextTestIp() });
      expect(first.status).toBe(409);
      const replay = await callApi("POST", "/api/v1/demo-request", { body: lead, headers, ip: nextTestIp() });
      expect(replay.status).toBe(409);
      expect(replay.headers.get("idempotency-replayed")).toBe("true");
      expect((await jsonOf(replay)).error.code).toBe("DUPLICATE_REQUEST");
    });

    it("answers a retry of a success without a key with DUPLICATE_REQUEST", async () => {
      const lead = validLead();
      const headers = { "idempotency-key": "first-with-key" };
      expect((await callApi("POST", "/api/v1/demo-request", { body: lead, headers, ip: nextTestIp() })).status).toBe(200);
      const retry = await callApi("POST", "/api/v1/demo-request", { body: lead, ip: nextTestIp() });
      expect(retry.status).toBe(409);
      expect((await jsonOf(retry)).error.code).toBe("DUPLICATE_REQUEST");
    });

    it("rejects a malformed key with 400 INVALID_IDEMPOTENCY_KEY", async () => {
      for (const key of ["", "x".repeat(256), "has space", "caf\u00e9"]) {
        const response = await callApi("POST", "/api/v1/demo-request", {
          body: validLead(),
          headers: { "idempotency-key": key },
          ip: nextTestIp(),
        });
        expect(response.status, JSON.stringify(key)).toBe(400);
        expect((await jsonOf(response)).error.code).toBe("INVALID_IDEMPOTENCY_KEY");
      }
      expect(await leadCount(handle)).toBe(0);
    });

    it("forgets a key after 24 hours", async () => {
      const lead = validLead();
      const headers = { "idempotency-key": "old-key" };
      await callApi("POST", "/api/v1/demo-request", { body: lead, headers, ip: nextTestIp() });
      await handle.db.execute(sql`UPDATE idempotency_records SET expires_at = now() - interval '1 second'`);
      const fresh = await callApi("POST", "/api/v1/demo-request", { body: validLead(), headers, ip: nextTestIp() });
      expect(fresh.status).toBe(200);
      expect(fresh.headers.get("idempotency-replayed")).toBeNull();
      expect(await leadCount(handle)).toBe(2);
    });

    it("of 20 simultaneous requests with one key, stores one lead; the rest replay or are told it is in use", async () => {
      const lead = validLead();
      const headers = { "idempotency-key": "concurrent-key" };
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => callApi("POST", "/api/v1/demo-request", { body: lead, headers, ip: nextTestIp() })),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
      for (const response of responses.filter((item) => item.status === 409)) {
        const body = await jsonOf(response);
        expect(body.error.code).toBe("IDEMPOTENCY_KEY_IN_USE");
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      const fresh = responses.filter((response) => response.status === 200 && !response.headers.get("idempotency-replayed"));
      expect(fresh).toHaveLength(1);
      expect(await leadCount(handle)).toBe(1);
    });

    it("of 20 simultaneous requests for one email and tool with different keys, exactly one succeeds", async () => {
      const lead = validLead();
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          callApi("POST", "/api/v1/demo-request", { body: lead, headers: { "idempotency-key": `k-${index}` }, ip: nextTestIp() }),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(19);
      expect(await leadCount(handle)).toBe(1);
    });
  });
});
