import { afterEach, describe, expect, it } from "vitest";
import { clientAddress, type EdgeContext } from "@/lib/edge";
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
