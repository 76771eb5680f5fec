import { describe, expect, it } from "vitest";
import { parseConfig } from "@/lib/config/env";
import { allowedOrigins, OriginNotAllowedError, type OriginPolicySource, originPolicyOf } from "@/lib/edge";
import { edgeContext, ok } from "../helpers/edge-context";

interface Sent {
  origin?: string;
  /** The Host the client addressed; the request URL stays https://tools.example/mcp. */
  host?: string;
  method?: string;
}

const from = ({ origin, host, method = "POST" }: Sent) =>
  edgeContext(new Request("https://tools.example/mcp", { method, headers: { ...(origin ? { origin } : {}), ...(host ? { host } : {}) } }), {
    allow: ["POST"],
  });

async function outcome(piece: ReturnType<typeof allowedOrigins>, sent: Sent = {}) {
  return Promise.resolve()
    .then(() => piece(from(sent), ok))
    .then((response) => response.status)
    .catch((error: unknown) => (error instanceof OriginNotAllowedError ? `refused ${error.refused}` : error));
}

const piece = (policy: OriginPolicySource) => allowedOrigins(policy);

describe("allowedOrigins on a public server", () => {
  it("accepts every origin without a list, with an empty one, or with *", async () => {
    for (const allowList of [undefined, [], ["*"]]) {
      expect(await outcome(piece({ allowList }), { origin: "https://anywhere.example" })).toBe(200);
    }
  });

  it("with a list, refuses other browser origins (preflights too) and accepts listed, own and Origin-less requests", async () => {
    const listed = piece({ allowList: ["https://Allowed.example/"], ownOrigins: ["https://tools.example"] });
    expect(await outcome(listed, { origin: "https://evil.example" })).toBe("refused origin");
    expect(await outcome(listed, { origin: "https://evil.example", method: "OPTIONS" })).toBe("refused origin");
    expect(await outcome(listed, { origin: "https://allowed.example" })).toBe(200);
    expect(await outcome(listed, { origin: "https://tools.example" })).toBe(200);
    expect(await outcome(listed)).toBe(200);
  });

  it("takes its own origin from configuration, never from the Host the request names", async () => {
    const listed = piece({ allowList: ["https://allowed.example"], ownOrigins: ["https://land.example"] });
    // A DNS-rebinding page at evil.example reaches the server with Host and Origin both naming evil.example.
    expect(await outcome(listed, { origin: "https://evil.example", host: "evil.example" })).toBe("refused origin");
    // The request URL's origin is not the server's either.
    expect(await outcome(listed, { origin: "https://tools.example" })).toBe("refused origin");
    expect(await outcome(listed, { origin: "https://land.example", host: "evil.example" })).toBe(200);
  });

  it("answers whatever Host it is addressed by", async () => {
    expect(await outcome(piece({}), { host: "evil.example", origin: "https://evil.example" })).toBe(200);
  });
});

describe("allowedOrigins on a server configured on a loopback address", () => {
  const local = () => piece({ loopbackOnly: true, ownOrigins: ["http://localhost:3000"] });

  it("refuses a request addressed to another host, as a DNS-rebinding page sends it, preflights included", async () => {
    expect(await outcome(local(), { host: "evil.example.com", origin: "http://evil.example.com" })).toBe("refused host");
    expect(await outcome(local(), { host: "evil.example.com" })).toBe("refused host");
    expect(await outcome(local(), { host: "evil.example.com:3000", method: "OPTIONS" })).toBe("refused host");
    expect(await outcome(local(), { host: "10.0.0.7:3000" })).toBe("refused host");
    expect(await outcome(local(), { host: "localhost.evil.example" })).toBe("refused host");
    // Without a Host header the request's URL names the host (https://tools.example here).
    expect(await outcome(local())).toBe("refused host");
  });

  it("accepts loopback hosts on any port, and loopback or own origins", async () => {
    for (const host of ["localhost:3000", "127.0.0.1:3301", "[::1]:3000", "LOCALHOST", "app.localhost:3000", "127.1.2.3"]) {
      expect(await outcome(local(), { host }), host).toBe(200);
    }
    for (const origin of ["http://localhost:3000", "http://localhost:6274", "http://127.0.0.1:5173", "http://[::1]:8080"]) {
      expect(await outcome(local(), { host: "localhost:3000", origin }), origin).toBe(200);
    }
  });

  it("refuses another site's origin even when the Host is loopback", async () => {
    for (const origin of ["https://evil.example", "null", "http://localhost.evil.example", "not a url"]) {
      expect(await outcome(local(), { host: "localhost:3000", origin }), origin).toBe("refused origin");
    }
    expect(await outcome(local(), { host: "localhost:3000", origin: "https://evil.example", method: "OPTIONS" })).toBe("refused origin");
  });

  it("with a list, accepts listed and own origins only, and still only loopback hosts", async () => {
    const listed = piece({ loopbackOnly: true, allowList: ["https://console.example"], ownOrigins: ["http://localhost:3000"] });
    expect(await outcome(listed, { host: "localhost:3000", origin: "https://console.example" })).toBe(200);
    expect(await outcome(listed, { host: "localhost:3000", origin: "http://localhost:3000" })).toBe(200);
    expect(await outcome(listed, { host: "localhost:3000", origin: "http://localhost:6274" })).toBe("refused origin");
    expect(await outcome(listed, { host: "console.example", origin: "https://console.example" })).toBe("refused host");
  });
});

describe("originPolicyOf", () => {
  it("is loopback-only when the site's configured address is loopback, with the configured addresses as its own", () => {
    const local = originPolicyOf(parseConfig({ BASE_URL: "http://localhost:3000", STAGING_URL: "https://staging.land.example" }));
    expect(local).toEqual({
      allowList: undefined,
      ownOrigins: ["http://localhost:3000", "http://localhost:3000", "https://staging.land.example"],
      loopbackOnly: true,
    });
    expect(originPolicyOf(parseConfig({ BASE_URL: "http://127.0.0.1:3301" })).loopbackOnly).toBe(true);
    expect(originPolicyOf(parseConfig({})).loopbackOnly).toBe(true);
  });

  it("is open on a public deployment (staging included) and carries MCP_ALLOWED_ORIGINS", () => {
    const production = parseConfig({
      NODE_ENV: "production",
      BASE_URL: "https://land.example",
      MCP_ALLOWED_ORIGINS: "https://a.example, https://b.example",
    });
    expect(originPolicyOf(production)).toMatchObject({ allowList: ["https://a.example", "https://b.example"], loopbackOnly: false });
    const staging = parseConfig({ APP_ENV: "staging", BASE_URL: "https://land.example", STAGING_URL: "https://staging.land.example" });
    expect(originPolicyOf(staging)).toMatchObject({ loopbackOnly: false });
    expect(originPolicyOf(staging).ownOrigins).toContain("https://staging.land.example");
  });
});

describe("a policy given as a function", () => {
  it("is read once, on the first request", async () => {
    let reads = 0;
    const lazy = piece(() => {
      reads += 1;
      return { allowList: ["https://configured.example"] };
    });
    expect(reads).toBe(0);
    expect(await outcome(lazy, { origin: "https://evil.example" })).toBe("refused origin");
    expect(await outcome(lazy, { origin: "https://configured.example" })).toBe(200);
    expect(reads).toBe(1);
  });
});
