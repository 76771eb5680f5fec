// Encoding: o200k_base (the GPT-4o family's tokenizer). The count is a hint
// for an agent's context budget: other models' tokenizers differ somewhat.
//
// Why a worker thread: the encoding's tables are ~20 MB of small objects.
// In the server's heap every full garbage collection would mark them, and
// the heap's growth allowance would multiply them (see docs/benchmarks.md).
// Callers cache counts, so the worker is busy only while caches fill; it
// exits when idle and starts again on the next count.
import { Worker } from "node:worker_threads";
import { log, errorKind } from "@/lib/log/logger";

export const MARKDOWN_TOKEN_ENCODING = "o200k_base";

/** How long the worker stays up with nothing to count. */
export const TOKEN_WORKER_IDLE_MS = 10_000;

interface Pending {
  resolve(count: number): void;
  text: string;
}

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();
let idleTimer: NodeJS.Timeout | undefined;

/**
 * The fallback when the worker cannot count (it failed to start or died):
 * about four characters per token, the usual rule for English prose. A
 * response is never refused for want of a hint.
 */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

function logFallback(reason: unknown, requests: number) {
  log.warn("token counting fell back to an estimate", { error: errorKind(reason), requests });
}

function settleAllWithEstimate(reason: unknown) {
  if (pending.size === 0) return;
  logFallback(reason, pending.size);
  for (const { resolve, text } of pending.values()) resolve(estimateTokens(text));
  pending.clear();
}

function scheduleIdleExit(current: Worker) {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (worker === current && pending.size === 0) {
      worker = undefined;
      void current.terminate();
    }
  }, TOKEN_WORKER_IDLE_MS);
  idleTimer.unref();
}

function startWorker(): Worker {
  const started = new Worker(new URL("./token-count-worker.mjs", import.meta.url));
  started.on("message", ({ id, count }: { id: number; count: number }) => {
    const request = pending.get(id);
    if (!request) return;
    pending.delete(id);
    request.resolve(count);
    if (pending.size === 0) {
      started.unref(); // an idle worker never keeps the process alive
      scheduleIdleExit(started);
    }
  });
  const lost = (reason: unknown) => {
    if (worker !== started) return;
    worker = undefined;
    settleAllWithEstimate(reason);
  };
  started.on("error", lost);
  started.on("exit", (code) => lost(new Error(`token worker exited with code ${code}`)));
  return started;
}

/** Token count of a Markdown body, for the `X-Markdown-Tokens` header and `get_doc`. */
export function countMarkdownTokens(markdown: string): Promise<number> {
  return new Promise((resolve) => {
    try {
      worker ??= startWorker();
    } catch (error) {
      logFallback(error, 1);
      resolve(estimateTokens(markdown));
      return;
    }
    clearTimeout(idleTimer);
    worker.ref();
    const id = nextId++;
    pending.set(id, { resolve, text: markdown });
    worker.postMessage({ id, text: markdown });
  });
}

/** Whether a worker is up (tests). */
export function tokenWorkerRunning(): boolean {
  return worker !== undefined;
}

/** Stops the worker now (tests, shutdown); the next count starts a new one. */
export async function stopTokenWorker(): Promise<void> {
  const current = worker;
  worker = undefined;
  clearTimeout(idleTimer);
  settleAllWithEstimate(new Error("token worker stopped"));
  await current?.terminate();
}
