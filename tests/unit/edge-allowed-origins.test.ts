import { describe, expect, it } from "vitest";
import { allowedOrigins, OriginNotAllowedError } from "@/lib/edge";
import { edgeContext, ok } from "../helpers/edge-context";

const from = (origin?: string, method = "POST") =>
  edgeContext(new Request("https://tools.example/mcp", { method, headers: origin ? { origin } : {} }), { allow: ["POST"] });

async function outcome(piece: ReturnType<typeof allowedOrigins>, origin?: string, method?: string) {
  return Promise.resolve()
    .then(() => piece(from(origin, method), ok))
    .then((response) => response.status)
    .catch((error: unknown) => (error instanceof OriginNotAllowedError ? "refused" : error));
}

describe("allowedOrigins", () => {
  it("accepts every origin without a list, with an empty one, or with *", async () => {
    for (const list of [undefined, [], ["*"]]) expect(await outcome(allowedOrigins(list), "https://anywhere.example")).toBe(200);
  });

  it("with a list, refuses other browser origins (preflights too) and accepts listed, same-origin and Origin-less requests", async () => {
    const piece = allowedOrigins(["https://Allowed.example/"]);
    expect(await outcome(piece, "https://evil.example")).toBe("refused");
    expect(await outcome(piece, "https://evil.example", "OPTIONS")).toBe("refused");
    expect(await outcome(piece, "https://allowed.example")).toBe(200);
    expect(await outcome(piece, "https://tools.example")).toBe(200);
    expect(await outcome(piece)).toBe(200);
  });

  it("reads a list given as a function once, on the first request", async () => {
    let reads = 0;
    const piece = allowedOrigins(() => {
      reads += 1;
      return ["https://configured.example"];
    });
    expect(reads).toBe(0);
    expect(await outcome(piece, "https://evil.example")).toBe("refused");
    expect(await outcome(piece, "https://configured.example")).toBe(200);
    expect(reads).toBe(1);
  });
});
