import { afterEach, describe, expect, it } from "vitest";
import { environment } from "@/lib/edge";
import { setConfigForTesting } from "@/lib/config/env";
import { edgeContext, runPiece } from "../helpers/edge-context";

afterEach(() => setConfigForTesting(undefined));
const call = () => runPiece(environment, edgeContext(new Request("https://x.test/")));

describe("environment", () => {
  it("keeps staging out of search indexes on every answer", async () => {
    setConfigForTesting({ APP_ENV: "staging", DATABASE_URL: "postgres://u@db.example/x" });
    expect((await call()).headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("sends HSTS from a deployed environment only", async () => {
    setConfigForTesting({ APP_ENV: "production", BASE_URL: "https://landworks.example" });
    const deployed = await call();
    expect(deployed.headers.get("strict-transport-security")).toMatch(/^max-age=\d+; includeSubDomains$/);
    expect(deployed.headers.get("x-robots-tag")).toBeNull();
    setConfigForTesting({ BASE_URL: "http://localhost:3000" });
    expect((await call()).headers.get("strict-transport-security")).toBeNull();
  });
});
