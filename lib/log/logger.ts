import { currentLogContext } from "./request-context";

/**
 * Structured one-line JSON logs. Callers pass identifiers (lead ids,
 * registration ids), never email addresses or tokens: `redact` drops any field
 * whose name suggests a secret or personal data, as a second line of defence.
 */
type Level = "debug" | "info" | "warn" | "error";

const SENSITIVE_KEY = /email|token|assertion|authorization|password|secret|phone|^name$/i;

function redact(fields: Record<string, unknown>): Record<string, unknown> {
  const safe: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    safe[key] = SENSITIVE_KEY.test(key) ? "[redacted]" : value;
  }
  return safe;
}

function write(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  if (process.env.LOG_SILENT === "1" && level !== "error") return;
  // The request's id (when the line is about one) ties it to the answer's X-Request-Id.
  const line = JSON.stringify({ level, time: new Date().toISOString(), msg, ...currentLogContext(), ...redact(fields) });
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}

export const log = {
  debug: (msg: string, fields?: Record<string, unknown>) => write("debug", msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => write("info", msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => write("warn", msg, fields),
  error: (msg: string, fields?: Record<string, unknown>) => write("error", msg, fields),
};

/** Describes a caught value without its stack or message text, which can carry user input. */
export function errorKind(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === "string" ? `${error.name}:${code}` : error.name;
  }
  return typeof error;
}
