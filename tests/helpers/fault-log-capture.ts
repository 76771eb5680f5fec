import { vi } from "vitest";

export interface LogLine {
  level: string;
  msg: string;
  [field: string]: unknown;
}

export interface CapturedLogs {
  /** Every line written to console.log / console.error, as written. */
  readonly raw: string[];
  /** The lines that are the logger's JSON records. */
  lines(): LogLine[];
  /** Everything written, as one string, for "never contains" checks. */
  text(): string;
  stop(): void;
}

/**
 * Captures what the app logs with LOG_SILENT unset (the test setup silences
 * everything but errors), so a test sees exactly the lines production writes.
 * `stop()` puts LOG_SILENT and the console back.
 */
export function captureLogs(): CapturedLogs {
  const previous = process.env.LOG_SILENT;
  delete process.env.LOG_SILENT;
  const raw: string[] = [];
  const record = (...args: unknown[]) => {
    raw.push(args.map((arg) => (typeof arg === "string" ? arg : (JSON.stringify(arg) ?? String(arg)))).join(" "));
  };
  const spies = [
    vi.spyOn(console, "log").mockImplementation(record),
    vi.spyOn(console, "error").mockImplementation(record),
    vi.spyOn(console, "warn").mockImplementation(record),
    vi.spyOn(console, "info").mockImplementation(record),
    vi.spyOn(console, "debug").mockImplementation(record),
  ];
  let stopped = false;
  return {
    raw,
    lines() {
      const parsed: LogLine[] = [];
      for (const line of raw) {
        try {
          const value = JSON.parse(line) as unknown;
          if (value && typeof value === "object" && "msg" in value) parsed.push(value as LogLine);
        } catch {
          // not one of the logger's lines
        }
      }
      return parsed;
    },
    text: () => raw.join("\n"),
    stop() {
      if (stopped) return;
      stopped = true;
      for (const spy of spies) spy.mockRestore();
      if (previous === undefined) delete process.env.LOG_SILENT;
      else process.env.LOG_SILENT = previous;
    },
  };
}
