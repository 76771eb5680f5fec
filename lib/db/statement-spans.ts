import { SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";

const tracer = trace.getTracer("land-acquisition-web/db");

const READ = /^\s*select\b[\s\S]*?\bfrom\s+"?([a-z_][a-z0-9_]*)/i;
// The first write in the text, so a statement with data-modifying CTEs is named after what it changes.
const WRITE = /\b(insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)/i;

/**
 * `INSERT demo_requests`, `SELECT access_tokens`: the statement's verb and
 * first table, never its text or parameters (which hold personal data). A
 * statement that does not parse this way is named by its first word.
 */
export function statementSummary(text: string): { operation: string; table: string | undefined } {
  const read = READ.exec(text);
  if (read?.[1]) return { operation: "SELECT", table: read[1].toLowerCase() };
  const write = WRITE.exec(text);
  if (write?.[1] && write[2]) return { operation: (write[1].split(/\s+/)[0] ?? "").toUpperCase(), table: write[2].toLowerCase() };
  return { operation: (/^\s*([a-z]+)/i.exec(text)?.[1] ?? "statement").toUpperCase(), table: undefined };
}

function statementText(query: unknown): string {
  if (typeof query === "string") return query;
  const text = (query as { text?: unknown; sql?: unknown } | null)?.text ?? (query as { sql?: unknown } | null)?.sql;
  return typeof text === "string" ? text : "";
}

interface QueryClient {
  query: (...args: never[]) => Promise<unknown>;
}

/**
 * Wraps a driver client's `query` (node-postgres pool, PGlite, Neon) so every
 * statement drizzle sends runs in a client span named after it. Attributes
 * follow OpenTelemetry's database conventions; an error is recorded by its
 * kind only, since driver messages can quote the offending values.
 */
export function traceStatements<C extends QueryClient>(client: C): C {
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const traced = (...args: unknown[]) => {
    const { operation, table } = statementSummary(statementText(args[0]));
    const name = table ? `${operation} ${table}` : operation;
    const attributes = {
      "db.system.name": "postgresql",
      "db.operation.name": operation,
      ...(table ? { "db.collection.name": table } : {}),
    };
    return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
      try {
        return await query(...args);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        span.setStatus({ code: SpanStatusCode.ERROR });
        span.setAttribute("error.type", typeof code === "string" ? code : error instanceof Error ? error.name : "unknown");
        throw error;
      } finally {
        span.end();
      }
    });
  };
  Object.assign(client, { query: traced });
  return client;
}
