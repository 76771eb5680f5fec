import { describe, expect, it } from "vitest";
import { cors } from "@/lib/edge";
import { edgeContext, ok, runPiece } from "../helpers/edge-context";

const piece = cors({ allowHeaders: ["Content-Type", "Accept"], exposeHeaders: ["Retry-After", "Link"] });

describe("cors", () => {
  it("lets any origin read every answer and exposes the listed headers", async () => {
    const response = await runPiece(piece, edgeContext(new Request("https://x.test/", { headers: { origin: "https://a.example" } })));
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(response.headers.get("access-control-expose-headers")).toBe("Retry-After, Link");
  });

  it("answers the preflight itself with the endpoint's methods, without running what is behind it", async () => {
    let reached = false;
    const request = new Request("https://x.test/", { method: "OPTIONS", headers: { "access-control-request-method": "POST" } });
    const response = await piece(edgeContext(request, { allow: ["POST"] }), () => {
      reached = true;
      return ok();
    });
    expect(reached).toBe(false);
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS");
    expect(response.headers.get("allow")).toBe("POST, OPTIONS");
    expect(response.headers.get("access-control-allow-headers")).toBe("Content-Type, Accept");
    expect(response.headers.get("access-control-max-age")).toBe("86400");
  });

  it("sends no empty Expose-Headers", async () => {
    const bare = cors({ allowHeaders: ["Accept"], exposeHeaders: [] });
    const response = await runPiece(bare, edgeContext(new Request("https://x.test/")));
    expect(response.headers.has("access-control-expose-headers")).toBe(false);
  });
});
