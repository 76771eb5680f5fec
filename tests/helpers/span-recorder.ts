import { trace } from "@opentelemetry/api";
import { BasicTracerProvider, InMemorySpanExporter, type ReadableSpan, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-base";

/**
 * Registers an in-memory tracer provider for this test file (each file runs in
 * its own module graph) and returns the spans ended so far.
 */
export function recordSpans(): { spans: () => ReadableSpan[]; reset: () => void } {
  const exporter = new InMemorySpanExporter();
  trace.setGlobalTracerProvider(new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] }));
  return { spans: () => exporter.getFinishedSpans(), reset: () => exporter.reset() };
}
