import { SpanKind, SpanStatusCode } from "@opentelemetry/api";
import { beforeEach, describe, expect, it } from "vitest";
import { trace } from "@/lib/edge";
import { edgeContext } from "../helpers/edge-context";
import { recordSpans } from "../helpers/span-recorder";

const recorder = recordSpans();
beforeEach(() => recorder.reset());

const piece = trace({ name: (context) => (context.methodAllowed ? "getThing" : undefined), route: () => "/api/v1/thing" });
const answer = (status: number) => () => Promise.resolve(new Response(null, { status }));

describe("trace", () => {
  it("wraps the rest of the pipeline in one server span with the method, route template, status and request id", async () => {
    const request = new Request("https://x.test/api/v1/thing?email=someone@example.com");
    await piece(edgeContext(request, { requestId: "rid-1" }), answer(200));
    const [span] = recorder.spans();
    expect(span?.name).toBe("getThing");
    expect(span?.kind).toBe(SpanKind.SERVER);
    expect(span?.attributes).toEqual({
      "http.request.method": "GET",
      "http.route": "/api/v1/thing",
      "request.id": "rid-1",
      "http.response.status_code": 200,
    });
    expect(JSON.stringify(span?.attributes)).not.toContain("someone");
    expect(span?.status.code).toBe(SpanStatusCode.UNSET);
  });

  it("marks a server fault as an error", async () => {
    await piece(edgeContext(new Request("https://x.test/")), answer(503));
    expect(recorder.spans()[0]?.status.code).toBe(SpanStatusCode.ERROR);
  });

  it("starts no span when the surface names none", async () => {
    await piece(edgeContext(new Request("https://x.test/", { method: "DELETE" })), answer(405));
    expect(recorder.spans()).toEqual([]);
  });
});
