import { describe, expect, it } from "vitest";
import { allowHeader, head, MethodNotAllowedError, methodCheck } from "@/lib/edge";
import { allowedMethods } from "@/lib/edge/methods";
import { edgeContext, ok } from "../helpers/edge-context";

describe("allowed methods", () => {
  it("puts HEAD right after GET and OPTIONS last", () => {
    expect(allowedMethods(["GET"])).toEqual(["GET", "HEAD"]);
    expect(allowedMethods(["POST"])).toEqual(["POST"]);
    expect(allowedMethods(["GET", "POST", "DELETE"])).toEqual(["GET", "HEAD", "POST", "DELETE"]);
    expect(allowHeader(["GET", "HEAD"])).toBe("GET, HEAD, OPTIONS");
  });
});

describe("methodCheck", () => {
  it("lets a declared method through", async () => {
    expect((await methodCheck(edgeContext(new Request("https://x.test/")), ok)).status).toBe(200);
  });

  it("throws MethodNotAllowedError naming the method and the Allow value for any other", async () => {
    const request = new Request("https://x.test/", { method: "DELETE" });
    const thrown = await Promise.resolve()
      .then(() => methodCheck(edgeContext(request, { allow: ["POST"] }), ok))
      .catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(MethodNotAllowedError);
    expect(thrown).toMatchObject({ method: "DELETE", allow: "POST, OPTIONS" });
  });
});

describe("head", () => {
  const answer = () => Promise.resolve(new Response("body", { status: 201, headers: { "Content-Type": "text/plain", ETag: '"e"' } }));

  it("answers HEAD as GET is, with the same status and headers and no body", async () => {
    const response = await head(edgeContext(new Request("https://x.test/", { method: "HEAD" })), answer);
    expect(response.status).toBe(201);
    expect(response.headers.get("etag")).toBe('"e"');
    expect(response.headers.get("content-type")).toBe("text/plain");
    expect(response.body).toBeNull();
  });

  it("leaves other methods' bodies alone", async () => {
    const response = await head(edgeContext(new Request("https://x.test/")), answer);
    expect(await response.text()).toBe("body");
  });
});
