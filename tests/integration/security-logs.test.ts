import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { setDatabaseForTesting } from "@/lib/db";
import { callApi, jsonOf } from "../helpers/api-client";
import { exchange, health, postJson, register, revoke, useIdentityTestStore } from "../helpers/auth-flow";
import { captureLogs, type CapturedLogs } from "../helpers/fault-log-capture";
import { unreachableStore } from "../helpers/fault-store";
import { storeBackends } from "../helpers/test-store";

/**
 * The logger's promise (lib/log/logger.ts): identifiers only, never an email
 * address, a name, a phone number, a token or an assertion, on the happy
 * paths and on every failure path that logs. Logs are captured with
 * LOG_SILENT unset, exactly as production writes them.
 */
const SECRETS = {
  email: "Priya.Secret-Lead@Confidential-Builders.example.com",
  name: "Priya Unlikelysurname",
  phone: "+91 99887 76655",
  company: "Hush Hush Estates",
  clientName: "secret-agent-name",
};

function expectClean(logs: CapturedLogs, secrets: string[]): void {
  const text = logs.text();
  for (const secret of secrets) {
    expect(text, `log output contains ${secret.slice(0, 12)}…`).not.toContain(secret);
    expect(text.toLowerCase()).not.toContain(secret.toLowerCase());
  }
  // Every line is one of the logger's JSON records: nothing printed raw (stacks, driver dumps).
  expect(logs.lines()).toHaveLength(logs.raw.length);
}

/** A token and an assertion in every form a careless log line could take. */
function credentialForms(token: string, assertion: string): string[] {
  const [header, payload, signature] = assertion.split(".");
  return [token, token.slice(4), assertion, payload!, signature!, `${header}.${payload}`];
}

describe.each(storeBackends())("what the logs never contain ($name)", (backend) => {
  const { store } = useIdentityTestStore(backend, { reinstallStoreBeforeEach: true });
  let logs: CapturedLogs | undefined;

  afterEach(() => {
    logs?.stop();
    logs = undefined;
  });

  it("a demo request, a registration, a token exchange, a token use and a revoke: identifiers only", async () => {
    logs = captureLogs();
    const lead = { name: SECRETS.name, email: SECRETS.email, phone: SECRETS.phone, company: SECRETS.company, tool: "platform" };
    const stored = await callApi("POST", "/api/v1/demo-request", {
      body: lead,
      headers: { "idempotency-key": "log-key-1" },
      ip: "203.0.113.90",
    });
    expect(stored.status).toBe(200);
    const { id: leadId } = await jsonOf(stored);
    // A replay, a duplicate and a refused address go through other branches.
    expect(
      (await callApi("POST", "/api/v1/demo-request", { body: lead, headers: { "idempotency-key": "log-key-1" }, ip: "203.0.113.91" }))
        .status,
    ).toBe(200);
    expect((await callApi("POST", "/api/v1/demo-request", { body: lead, ip: "203.0.113.92" })).status).toBe(409);
    expect(
      (await callApi("POST", "/api/v1/demo-request", { body: { ...lead, email: "someone@mailinator.com" }, ip: "203.0.113.93" })).status,
    ).toBe(400);

    const registration = await register({ name: SECRETS.clientName, version: "1.0.0" });
    const tokenResponse = await exchange(registration.identity_assertion);
    const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
    expect((await health(token)).status).toBe(200);
    expect((await revoke(token)).status).toBe(200);
    expect((await health(token)).status).toBe(401);
    expect((await exchange(`${registration.identity_assertion}x`)).status).toBe(400);
    logs.stop();

    expectClean(logs, [
      SECRETS.email,
      SECRETS.name,
      SECRETS.phone,
      SECRETS.company,
      SECRETS.clientName,
      ...credentialForms(token, registration.identity_assertion),
    ]);
    const messages = logs.lines().map((line) => line.msg);
    expect(messages).toEqual(
      expect.arrayContaining(["demo request stored", "agent registered", "access token issued", "access token revoked"]),
    );
    // The identifiers are there, so an operator can still follow a request.
    const storedLine = logs.lines().find((line) => line.msg === "demo request stored")!;
    expect(storedLine.leadId).toBe(leadId);
    expect(logs.text()).toContain(registration.registration_id);
  });

  it("failures log the kind of error, never the request: store away, schema missing", async () => {
    const registration = await register({ name: SECRETS.clientName });
    const tokenResponse = await exchange(registration.identity_assertion);
    const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
    const lead = { name: SECRETS.name, email: SECRETS.email, phone: SECRETS.phone, company: SECRETS.company };

    logs = captureLogs();
    setDatabaseForTesting(unreachableStore());
    expect((await callApi("POST", "/api/v1/demo-request", { body: lead, ip: "203.0.113.94" })).status).toBe(503);
    expect((await postJson("/agent/identity", { type: "anonymous", client: { name: SECRETS.clientName } })).status).toBe(503);
    expect((await exchange(registration.identity_assertion)).status).toBe(503);
    expect((await revoke(token)).status).toBe(503);
    expect((await health(token)).status).toBe(503);

    // A real driver error carries the statement and its parameters in its message: the email, the name.
    setDatabaseForTesting(store());
    const tables = ["demo_requests", "access_tokens", "agent_registrations"];
    for (const table of tables) await store().db.execute(sql.raw(`ALTER TABLE ${table} RENAME TO ${table}_away`));
    try {
      expect((await callApi("POST", "/api/v1/demo-request", { body: lead, ip: "203.0.113.95" })).status).toBe(500);
      expect(
        (await callApi("POST", "/api/v1/demo-request", { body: lead, headers: { "idempotency-key": "log-key-2" }, ip: "203.0.113.96" }))
          .status,
      ).toBe(500);
      expect((await postJson("/agent/identity", { type: "anonymous", client: { name: SECRETS.clientName } })).status).toBe(500);
      expect((await health(token)).status).toBe(500);
    } finally {
      for (const table of tables) await store().db.execute(sql.raw(`ALTER TABLE ${table}_away RENAME TO ${table}`));
    }
    logs.stop();

    expect(logs.lines().filter((line) => line.level === "error").length).toBeGreaterThanOrEqual(5);
    expectClean(logs, [
      SECRETS.email,
      SECRETS.name,
      SECRETS.phone,
      SECRETS.company,
      SECRETS.clientName,
      ...credentialForms(token, registration.identity_assertion),
    ]);
    expect(logs.text()).not.toMatch(/INSERT INTO|SELECT |\n\s+at /);
  });
});
