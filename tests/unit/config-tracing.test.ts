import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "@/lib/config/env";

describe("tracing configuration", () => {
  it("exports nothing without an exporter, off Vercel", () => {
    expect(parseConfig({}).tracing).toBeUndefined();
    expect(parseConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: " " }).tracing).toBeUndefined();
  });

  it("sends to the collector's /v1/traces with protobuf by default, and percent-decodes headers", () => {
    expect(
      parseConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: "https://otel.example/", OTEL_EXPORTER_OTLP_HEADERS: "x-api-key=a%3Db, tenant = land" })
        .tracing,
    ).toEqual({
      exporter: "otlp",
      url: "https://otel.example/v1/traces",
      protocol: "http/protobuf",
      headers: { "x-api-key": "a=b", tenant: "land" },
    });
  });

  it("lets the traces-specific variables win", () => {
    const tracing = parseConfig({
      OTEL_EXPORTER_OTLP_ENDPOINT: "https://otel.example",
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "https://traces.example/ingest",
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/protobuf",
      OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: "http/json",
      OTEL_EXPORTER_OTLP_HEADERS: "a=1,b=2",
      OTEL_EXPORTER_OTLP_TRACES_HEADERS: "b=3",
    }).tracing;
    expect(tracing).toEqual({ exporter: "otlp", url: "https://traces.example/ingest", protocol: "http/json", headers: { a: "1", b: "3" } });
  });

  it("hands spans to Vercel's trace collection on Vercel when no collector is named", () => {
    expect(parseConfig({ VERCEL: "1" }).tracing).toEqual({ exporter: "vercel" });
    expect(parseConfig({ VERCEL: "1", OTEL_EXPORTER_OTLP_ENDPOINT: "https://otel.example" }).tracing?.exporter).toBe("otlp");
  });

  it.each([
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: "otel.example:4318" }, "OTEL_EXPORTER_OTLP_ENDPOINT"],
    [{ OTEL_EXPORTER_OTLP_PROTOCOL: "grpc" }, "OTEL_EXPORTER_OTLP_PROTOCOL"],
    [{ OTEL_EXPORTER_OTLP_HEADERS: "no-equals-sign" }, "OTEL_EXPORTER_OTLP_HEADERS"],
    [{ OTEL_EXPORTER_OTLP_TRACES_HEADERS: "a=%E0%A4" }, "OTEL_EXPORTER_OTLP_TRACES_HEADERS"],
  ])("fails with a message naming the variable for %o", (env, variable) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`  - ${variable}:`));
  });
});
