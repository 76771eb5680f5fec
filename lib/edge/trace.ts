import { SpanKind, SpanStatusCode, trace as otel } from "@opentelemetry/api";
import type { EdgeContext, Piece } from "./pipeline";

const tracer = otel.getTracer("land-acquisition-web");

export interface TraceOptions<C extends EdgeContext> {
  /** The span's name, e.g. the operation id; return undefined to skip the span for this request. */
  name(context: C): string | undefined;
  /** The route's path template (`http.route`), never the client's own path. */
  route(context: C): string;
}

/**
 * One OpenTelemetry span around the rest of the pipeline. Attributes are the
 * method, the route template, the status, the request id and a verified
 * signature agent's origin: nothing a client typed into a field, nothing personal. Without a registered provider the API
 * hands out no-op spans, so this costs next to nothing.
 */
export function trace<C extends EdgeContext>(options: TraceOptions<C>): Piece<C> {
  return async (context, next) => {
    const name = options.name(context);
    if (!name) return next();
    return tracer.startActiveSpan(
      name,
      {
        kind: SpanKind.SERVER,
        attributes: {
          "http.request.method": context.request.method,
          "http.route": options.route(context),
          "request.id": context.requestId,
        },
      },
      async (span) => {
        try {
          const response = await next();
          span.setAttribute("http.response.status_code", response.status);
          if (context.signedAgent) span.setAttribute("web_bot_auth.signature_agent", context.signedAgent.origin);
          if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          return response;
        } finally {
          span.end();
        }
      },
    );
  };
}
