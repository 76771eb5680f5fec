import { describe, expect, it } from "vitest";
import { isLoopbackHostname, isLoopbackUrl } from "@/lib/config/loopback";

describe("loopback addresses", () => {
  it("are localhost and its subdomains, 127.0.0.0/8 and [::1]", () => {
    for (const hostname of ["localhost", "app.localhost", "127.0.0.1", "127.1.2.3", "[::1]"])
      expect(isLoopbackHostname(hostname), hostname).toBe(true);
    for (const hostname of [
      "localhost.evil.example",
      "evil.example",
      "10.0.0.7",
      "0.0.0.0",
      "128.0.0.1",
      "[::2]",
      "127.0.0.1.evil.example",
    ]) {
      expect(isLoopbackHostname(hostname), hostname).toBe(false);
    }
  });

  it("are read from URLs and origins, case-insensitively; anything unparseable is not one", () => {
    expect(isLoopbackUrl("http://LOCALHOST:3000")).toBe(true);
    expect(isLoopbackUrl("http://[::1]:8080/mcp")).toBe(true);
    expect(isLoopbackUrl("https://land.example")).toBe(false);
    expect(isLoopbackUrl("null")).toBe(false);
    expect(isLoopbackUrl("localhost:3000")).toBe(false);
  });
});
