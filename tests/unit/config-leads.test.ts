import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_LEAD_RETENTION_DAYS, leadDeliveryNotice, parseConfig } from "@/lib/config/env";

const SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

describe("lead delivery configuration", () => {
  it("reads webhook receivers, the secret, the sales mailbox and retention", () => {
    const config = parseConfig({
      LEAD_WEBHOOK_URL: "https://crm.example.com/hooks/leads, http://127.0.0.1:9000/in",
      LEAD_WEBHOOK_SECRET: SECRET,
      SMTP_URL: "smtps://user:pass@smtp.example.com:465",
      LEAD_NOTIFY_TO: "sales@example.com, founders@example.com",
      LEAD_NOTIFY_FROM: "Website <web@example.com>",
      LEAD_RETENTION_DAYS: "30",
    });
    expect(config.leads.webhook).toEqual({ urls: ["https://crm.example.com/hooks/leads", "http://127.0.0.1:9000/in"], secret: SECRET });
    expect(config.leads.email).toEqual({
      smtpUrl: "smtps://user:pass@smtp.example.com:465",
      to: ["sales@example.com", "founders@example.com"],
      from: "Website <web@example.com>",
    });
    expect(config.leads.retentionDays).toBe(30);
  });

  it("has no channel and the default retention when nothing is set", () => {
    const config = parseConfig({});
    expect(config.leads).toEqual({ webhook: undefined, email: undefined, retentionDays: DEFAULT_LEAD_RETENTION_DAYS });
  });

  it.each([
    [{ LEAD_WEBHOOK_URL: "http://crm.example.com/hook", LEAD_WEBHOOK_SECRET: SECRET }, "LEAD_WEBHOOK_URL"],
    [{ LEAD_WEBHOOK_URL: "ftp://127.0.0.1/hook", LEAD_WEBHOOK_SECRET: SECRET }, "LEAD_WEBHOOK_URL"],
    [{ LEAD_WEBHOOK_URL: "https://ok.example, not a url", LEAD_WEBHOOK_SECRET: SECRET }, "LEAD_WEBHOOK_URL"],
    [{ LEAD_WEBHOOK_URL: "https://crm.example.com/hook" }, "LEAD_WEBHOOK_SECRET"],
    [{ LEAD_WEBHOOK_URL: "https://crm.example.com/hook", LEAD_WEBHOOK_SECRET: "secret" }, "LEAD_WEBHOOK_SECRET"],
    [{ LEAD_WEBHOOK_URL: "https://crm.example.com/hook", LEAD_WEBHOOK_SECRET: "whsec_c2hvcnQ=" }, "LEAD_WEBHOOK_SECRET"],
    [{ SMTP_URL: "http://smtp.example.com", LEAD_NOTIFY_TO: "a@example.com", LEAD_NOTIFY_FROM: "b@example.com" }, "SMTP_URL"],
    [{ SMTP_URL: "smtp://smtp.example.com", LEAD_NOTIFY_TO: "not-an-address", LEAD_NOTIFY_FROM: "b@example.com" }, "LEAD_NOTIFY_TO"],
    [{ SMTP_URL: "smtp://smtp.example.com", LEAD_NOTIFY_FROM: "b@example.com" }, "LEAD_NOTIFY_TO"],
    [{ LEAD_RETENTION_DAYS: "a year" }, "LEAD_RETENTION_DAYS"],
    [{ LEAD_RETENTION_DAYS: "0" }, "LEAD_RETENTION_DAYS"],
    [{ PRIVACY_CONTACT_EMAIL: "privacy" }, "PRIVACY_CONTACT_EMAIL"],
    [{ CRON_SECRET: "short" }, "CRON_SECRET"],
  ])("stops with a message naming the variable for %o", (env, variable) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`  - ${variable}[.:]`));
  });

  it("says at start-up that no one will be told, loudly in production", () => {
    expect(leadDeliveryNotice(parseConfig({}))?.level).toBe("info");
    expect(leadDeliveryNotice(parseConfig({}))?.message).toMatch(/no one will be told/);
    const production = leadDeliveryNotice(parseConfig({ NODE_ENV: "production", BASE_URL: "https://landworks.example" }));
    expect(production?.level).toBe("warn");
    expect(production?.message).toMatch(/^LOUD WARNING: .*no one will be told/);
    expect(leadDeliveryNotice(parseConfig({ LEAD_WEBHOOK_URL: "https://crm.example.com/h", LEAD_WEBHOOK_SECRET: SECRET }))).toBeUndefined();
  });

  it("warns on Vercel when retries could not run for want of CRON_SECRET", () => {
    const env = { VERCEL: "1", VERCEL_ENV: "production", LEAD_WEBHOOK_URL: "https://crm.example.com/h", LEAD_WEBHOOK_SECRET: SECRET };
    expect(leadDeliveryNotice(parseConfig(env))?.message).toMatch(/CRON_SECRET/);
    expect(leadDeliveryNotice(parseConfig({ ...env, CRON_SECRET: "a-long-random-cron-secret" }))).toBeUndefined();
  });
});
