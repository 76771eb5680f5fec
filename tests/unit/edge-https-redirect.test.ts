import { afterEach, describe, expect, it } from "vitest";
import { redirectToHttps } from "@/lib/edge";
import { setConfigForTesting } from "@/lib/config/env";
import { edgeContext, ok } from "../helpers/edge-context";

const plainHttp = (method = "GET") =>
  new Request("http://landworks.example/llms.txt?x=1", { method, headers: { "x-forwarded-proto": "http" } });

afterEach(() => setConfigForTesting(undefined));

describe("redirectToHttps", () => {
  it("answers 308 to the HTTPS address, path and query kept, behind a trusted proxy in a deployed environment", async () => {
    setConfigForTesting({ APP_ENV: "production", BASE_URL: "https://landworks.example", TRUST_PROXY: "1" });
    const response = await redirectToHttps(edgeContext(plainHttp()), ok);
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("https://landworks.example/llms.txt?x=1");
  });

  it("never redirects a CORS preflight, which a browser would not follow", async () => {
    setConfigForTesting({ APP_ENV: "production", BASE_URL: "https://landworks.example", TRUST_PROXY: "1" });
    expect((await redirectToHttps(edgeContext(plainHttp("OPTIONS")), ok)).status).toBe(200);
  });

  it("passes HTTPS requests, untrusted X-Forwarded-Proto, and local development through", async () => {
    setConfigForTesting({ APP_ENV: "production", BASE_URL: "https://landworks.example", TRUST_PROXY: "1" });
    const https = new Request("http://landworks.example/", { headers: { "x-forwarded-proto": "https" } });
    expect((await redirectToHttps(edgeContext(https), ok)).status).toBe(200);
    setConfigForTesting({ APP_ENV: "production", BASE_URL: "https://landworks.example", TRUST_PROXY: undefined });
    expect((await redirectToHttps(edgeContext(plainHttp()), ok)).status).toBe(200);
    setConfigForTesting({ BASE_URL: "http://localhost:3000", TRUST_PROXY: "1" });
    expect((await redirectToHttps(edgeContext(plainHttp()), ok)).status).toBe(200);
  });
});
