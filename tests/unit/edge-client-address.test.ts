import { afterEach, describe, expect, it } from "vitest";
import { canonicalAddress, clientAddress, type EdgeContext } from "@/lib/edge";
import { setConfigForTesting } from "@/lib/config/env";
import { edgeContext } from "../helpers/edge-context";

afterEach(() => setConfigForTesting(undefined));

async function addressOf(headers: Record<string, string>): Promise<string> {
  const context: EdgeContext = edgeContext(new Request("https://x.test/", { headers }));
  let seen = "";
  await clientAddress(context, async () => {
    seen = context.ip;
    return new Response(null);
  });
  return seen;
}

describe("clientAddress", () => {
  it("takes the socket's address in one spelling, ignoring forwarding headers from an untrusted client", async () => {
    setConfigForTesting({ TRUST_PROXY: undefined });
    expect(await addressOf({ "x-peer-address": "::ffff:192.0.2.1", "x-forwarded-for": "198.51.100.9" })).toBe("192.0.2.1");
    expect(await addressOf({ "x-peer-address": "2001:DB8:0::1" })).toBe("2001:db8::1");
  });

  it("takes X-Real-IP, then the first X-Forwarded-For, behind a trusted proxy", async () => {
    setConfigForTesting({ TRUST_PROXY: "1" });
    expect(await addressOf({ "x-real-ip": "198.51.100.7", "x-forwarded-for": "198.51.100.9", "x-peer-address": "10.0.0.1" })).toBe(
      "198.51.100.7",
    );
    expect(await addressOf({ "x-forwarded-for": "198.51.100.9, 10.0.0.2", "x-peer-address": "10.0.0.1" })).toBe("198.51.100.9");
  });
});

describe("canonicalAddress", () => {
  it("gives every spelling of one IPv4 address the parser's dotted-decimal form", () => {
    const spellings: [string, string][] = [
      ["192.0.2.1", "192.0.2.1"],
      ["0.0.0.0", "0.0.0.0"],
      ["255.255.255.255", "255.255.255.255"],
      ["192.0.2.01", "192.0.2.1"],
      ["0300.0.2.1", "192.0.2.1"],
      ["0xc0.0.2.1", "192.0.2.1"],
      ["::ffff:192.0.2.1", "192.0.2.1"],
    ];
    for (const [raw, canonical] of spellings) expect(canonicalAddress(raw), raw).toBe(canonical);
  });

  it("keeps text that is no address as it is", () => {
    for (const raw of ["256.0.0.1", "1.2.3.4.5", "unknown", "192.0.2.1 "]) expect(canonicalAddress(raw), raw).toBe(raw);
  });
});
