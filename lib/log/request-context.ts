import { AsyncLocalStorage } from "node:async_hooks";

export interface LogContext {
  requestId: string;
  /** The origin of a Web Bot Auth signature agent whose signature verified on this request. */
  signatureAgent?: string;
}

const storage = new AsyncLocalStorage<LogContext>();

/** Runs `work` with `context` added to every log line written inside it, however deep. */
export function withLogContext<T>(context: LogContext, work: () => T): T {
  return storage.run(context, work);
}

export function currentLogContext(): LogContext | undefined {
  return storage.getStore();
}
