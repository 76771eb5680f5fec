import { describe, expect, it } from "vitest";
import { ConfigError, deploymentProblems, parseConfig } from "@/lib/config/env";

describe("environment configuration", () => {
  it("runs with no variables at all: local base, embedded storage, in-memory limits", () => {
    const config = parseConfig({});
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.deployment).toBe("development");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redis).toBeUndefined();
    expect(config.dataDir).toBe(".data");
    expect(config.trustProxy).toBe(false);
  });

  it("treats empty strings as unset", () => {
    const config = parseConfig({ BASE_URL: "", DATABASE_URL: " ", TRUST_PROXY: "" });
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
  });

  it.each([
    [{ BASE_URL: "not a url" }, "BASE_URL"],
    [{ BASE_URL: "ftp://example.com" }, "BASE_URL"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ TRUST_PROXY: "yes" }, "TRUST_PROXY"],
    [{ KV_REST_API_URL: "https://kv.example" }, "KV_REST_API_TOKEN"],
    [{ AUTH_SIGNING_KEY: "{not json" }, "AUTH_SIGNING_KEY"],
    [{ AUTH_SIGNING_KEY: '{"kty":"OKP","crv":"Ed25519","x":"abc"}' }, "AUTH_SIGNING_KEY"],
  ])("fails with a message naming the variable for %o", (env, variable) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`  - ${variable}[.:]`));
  });

  it("prefers KV_REST_API_* and accepts the UPSTASH_REDIS_REST_* pair", () => {
    expect(parseConfig({ UPSTASH_REDIS_REST_URL: "https://u.example", UPSTASH_REDIS_REST_TOKEN: "t" }).redis).toEqual({
      url: "https://u.example",
      token: "t",
    });
    expect(
      parseConfig({
        KV_REST_API_URL: "https://kv.example",
        KV_REST_API_TOKEN: "k",
        UPSTASH_REDIS_REST_URL: "https://u.example",
        UPSTASH_REDIS_REST_TOKEN: "t",
      }).redis?.url,
    ).toBe("https://kv.example");
  });

  it("accepts a plain Redis or Valkey as REDIS_URL (redis:// or rediss://)", () => {
    expect(parseConfig({ REDIS_URL: "redis://127.0.0.1:6379" }).redisUrl).toBe("redis://127.0.0.1:6379");
    expect(parseConfig({ REDIS_URL: "rediss://:secret@cache.example:6380/2" }).redisUrl).toBe("rediss://:secret@cache.example:6380/2");
    expect(parseConfig({ REDIS_URL: " " }).redisUrl).toBeUndefined();
  });

  it.each(["http://cache.example:6379", "127.0.0.1:6379", "redis//cache.example", "not a url"])(
    "fails at start-up naming REDIS_URL when it is malformed (%s)",
    (value) => {
      expect(() => parseConfig({ REDIS_URL: value })).toThrow(ConfigError);
      expect(() => parseConfig({ REDIS_URL: value })).toThrow(/ {2}- REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    },
  );

  it.each([
    [{ KV_REST_API_URL: "https://kv.example", KV_REST_API_TOKEN: "k" }, "KV_REST_API_URL/KV_REST_API_TOKEN"],
    [{ UPSTASH_REDIS_REST_URL: "https://u.example", UPSTASH_REDIS_REST_TOKEN: "t" }, "UPSTASH_REDIS_REST_URL/UPSTASH_REDIS_REST_TOKEN"],
  ])("refuses REDIS_URL together with an Upstash REST pair, naming the variables (%o)", (rest, named) => {
    const env = { REDIS_URL: "redis://127.0.0.1:6379", ...rest };
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(/ {2}- REDIS_URL: cannot be set together with /);
    expect(() => parseConfig(env)).toThrow(named);
  });

  it("counts a plain Redis as a shared rate-limit store in production", () => {
    const problems = deploymentProblems(
      parseConfig({ NODE_ENV: "production", BASE_URL: "https://landworks.example", REDIS_URL: "redis://cache.internal:6379" }),
    );
    expect(problems.warnings.join("\n")).not.toMatch(/rate-limit store/);
    expect(problems.warnings).toHaveLength(2);
  });

  it("refuses a Vercel production without a database or signing key, and warns about the rate-limit store", () => {
    const problems = deploymentProblems(parseConfig({ VERCEL: "1", VERCEL_ENV: "production", BASE_URL: "https://landworks.example" }));
    expect(problems.fatal.join("\n")).toMatch(/DATABASE_URL/);
    expect(problems.fatal.join("\n")).toMatch(/AUTH_SIGNING_KEY/);
    expect(problems.warnings.join("\n")).toMatch(/KV_REST_API_URL/);
  });

  it("only warns for a self-hosted production on the embedded store", () => {
    const problems = deploymentProblems(
      parseConfig({ NODE_ENV: "production", BASE_URL: "https://landworks.example", PRIVACY_CONTACT_EMAIL: "grievance@landworks.example" }),
    );
    expect(problems.fatal).toEqual([]);
    expect(problems.warnings).toHaveLength(3);
  });

  it("refuses a production without PRIVACY_CONTACT_EMAIL, self-hosted or on Vercel, naming it; staging and development derive one", () => {
    for (const env of [
      { NODE_ENV: "production", BASE_URL: "https://landworks.example" },
      { VERCEL: "1", VERCEL_ENV: "production", BASE_URL: "https://landworks.example" },
      { APP_ENV: "production", BASE_URL: "https://landworks.example" },
    ]) {
      expect(deploymentProblems(parseConfig(env)).fatal.join("\n")).toMatch(/^PRIVACY_CONTACT_EMAIL is not set/m);
    }
    expect(deploymentProblems(parseConfig({ APP_ENV: "staging", BASE_URL: "https://landworks.example" })).fatal).toEqual([]);
    expect(parseConfig({}).privacyContactEmail).toBe("privacy@localhost");
  });

  it("reads WEB_BOT_AUTH_TRUSTED_AGENTS as origins, each spelled once as URL.origin spells it; unset trusts none", () => {
    expect(parseConfig({}).webBotAuthTrustedAgents).toEqual([]);
    expect(parseConfig({ WEB_BOT_AUTH_TRUSTED_AGENTS: " " }).webBotAuthTrustedAgents).toEqual([]);
    expect(
      parseConfig({ WEB_BOT_AUTH_TRUSTED_AGENTS: " https://ChatGPT.com/ , http://127.0.0.1:3381,https://chatgpt.com" })
        .webBotAuthTrustedAgents,
    ).toEqual(["https://chatgpt.com", "http://127.0.0.1:3381"]);
  });

  it.each([
    ["https://agent.example/keys", /origins only/],
    ["https://agent.example?x=1", /origins only/],
    ["https://user@agent.example", /origins only/],
    ["http://agent.example", /must be https:\/\/ origins/],
    ["agent.example", /must be absolute origins/],
    ["https://ok.example, ftp://agent.example", /must be https:\/\/ origins/],
  ])("fails at start-up naming WEB_BOT_AUTH_TRUSTED_AGENTS for %s", (value, message) => {
    expect(() => parseConfig({ WEB_BOT_AUTH_TRUSTED_AGENTS: value })).toThrow(ConfigError);
    expect(() => parseConfig({ WEB_BOT_AUTH_TRUSTED_AGENTS: value })).toThrow(/ {2}- WEB_BOT_AUTH_TRUSTED_AGENTS\.\d: /);
    expect(() => parseConfig({ WEB_BOT_AUTH_TRUSTED_AGENTS: value })).toThrow(message);
  });

  it("says nothing in development", () => {
    expect(deploymentProblems(parseConfig({}))).toEqual({ fatal: [], warnings: [] });
  });
});
