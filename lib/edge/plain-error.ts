import { errorKind, log } from "@/lib/log/logger";
import { MethodNotAllowedError } from "./edge-errors";

function text(body: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });
}

/** The error rendering of plain documents: a short text line, `Allow` on a 405, no internal detail on a 500. */
export function plainErrorResponse(error: unknown): Response {
  if (error instanceof MethodNotAllowedError) return text("Method Not Allowed\n", 405, { Allow: error.allow });
  log.error("document route failed", { error: errorKind(error) });
  return text("Internal Server Error\n", 500, { "Cache-Control": "no-store" });
}
