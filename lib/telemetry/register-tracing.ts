import { BatchSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { OTLPHttpJsonTraceExporter, OTLPHttpProtoTraceExporter, registerOTel } from "@vercel/otel";
import type { TracingConfig } from "@/lib/config/env";

/** The service name traces carry; the tool servers announce the same name. */
export const TRACING_SERVICE_NAME = "service-land-tools";

/**
 * Starts the OpenTelemetry SDK through @vercel/otel. Only the instrumentation
 * hook calls it, and only when an exporter is configured, so without one the
 * SDK is never loaded and `@opentelemetry/api` stays a no-op.
 *
 * An OTLP collector gets one batch processor of our own (the SDK's automatic
 * choice would also read the OTEL_* variables itself, bypassing the config
 * module). On Vercel without one, the automatic processors hand spans to
 * Vercel's trace collection (Trace Drains, Session Tracing).
 */
export function registerTracing(tracing: TracingConfig): void {
  if (tracing.exporter === "vercel") {
    registerOTel({ serviceName: TRACING_SERVICE_NAME });
    return;
  }
  const options = { url: tracing.url, headers: tracing.headers };
  const exporter = tracing.protocol === "http/json" ? new OTLPHttpJsonTraceExporter(options) : new OTLPHttpProtoTraceExporter(options);
  registerOTel({ serviceName: TRACING_SERVICE_NAME, spanProcessors: [new BatchSpanProcessor(exporter)] });
}
