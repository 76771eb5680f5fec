import { describe, expect, it } from "vitest";
import { canonicalAddress } from "@/lib/edge/client-address";
import { IPV6_LIMIT_PREFIX_LENGTH, limitSubjectFor } from "@/lib/ratelimit";

describe("the key a client is rate-limited under", () => {
  it("is an IPv4 address itself", () => {
    expect(limitSubjectFor("203.0.113.7")).toBe("203.0.113.7");
  });

  it("is the IPv4 form of an IPv4-mapped IPv6 address", () => {
    expect(limitSubjectFor("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("is the /64 network of an IPv6 address, whatever the host part", () => {
    expect(IPV6_LIMIT_PREFIX_LENGTH).toBe(64);
    const subjects = ["2001:db8:1:2::1", "2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:0DB8:0001:0002:ffff:ffff:ffff:ffff"].map(
      limitSubjectFor,
    );
    expect(new Set(subjects)).toEqual(new Set(["2001:db8:1:2::/64"]));
  });

  it("differs between neighbouring /64 networks", () => {
    expect(limitSubjectFor("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(limitSubjectFor("2001:db8:1:2::1")).not.toBe(limitSubjectFor("2001:db8:1:3::1"));
  });

  it("leaves text that is not an address as it is", () => {
    expect(limitSubjectFor("unknown")).toBe("unknown");
    expect(limitSubjectFor("2001:db8::zz")).toBe("2001:db8::zz");
  });
});

describe("the canonical spelling of a client address", () => {
  it("compresses and lower-cases IPv6 (RFC 5952)", () => {
    expect(canonicalAddress("2001:DB8:0:0:0:0:0:1")).toBe("2001:db8::1");
    expect(canonicalAddress("2001:db8::1")).toBe("2001:db8::1");
  });

  it("writes IPv4-mapped IPv6 as IPv4, as a dual-stack socket reports an IPv4 peer", () => {
    expect(canonicalAddress("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(canonicalAddress("::ffff:c000:201")).toBe("192.0.2.1");
  });

  it("keeps plain IPv4 and anything that is not an address", () => {
    expect(canonicalAddress("192.0.2.1")).toBe("192.0.2.1");
    expect(canonicalAddress("unknown")).toBe("unknown");
    expect(canonicalAddress("192.0.2.1-abc")).toBe("192.0.2.1-abc");
  });
});
