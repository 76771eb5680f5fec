import { countTokens } from "gpt-tokenizer/encoding/o200k_base";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  TOKEN_WORKER_IDLE_MS,
  countMarkdownTokens,
  estimateTokens,
  stopTokenWorker,
  tokenWorkerRunning,
} from "@/lib/markdown/count-tokens";

const samples = [
  "hello world",
  "# Stamp duty\n\nKarnataka charges **5%** of the market value, plus 1% registration.\n",
  "भूमि का क्षेत्रफल 2.5 एकड़ है। 土地 🏞️",
  "",
  "| acre | 4046.86 m² |\n|---|---|\n".repeat(50),
];

afterEach(async () => {
  vi.useRealTimers();
  await stopTokenWorker();
});

describe("counting Markdown tokens in a worker thread", () => {
  it("gives the exact o200k_base count, not an estimate", async () => {
    for (const text of samples) expect(await countMarkdownTokens(text)).toBe(countTokens(text));
    expect(await countMarkdownTokens("hello world")).toBe(2);
  });

  it("answers each of many concurrent requests with its own text's count", async () => {
    const texts = Array.from({ length: 60 }, (_, index) => `${"land ".repeat(index)}parcel ${index}`);
    const counts = await Promise.all(texts.map((text) => countMarkdownTokens(text)));
    expect(counts).toEqual(texts.map((text) => countTokens(text)));
  });

  it("stops the worker after it has been idle, and starts one again on the next count", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await countMarkdownTokens("first");
    expect(tokenWorkerRunning()).toBe(true);
    vi.advanceTimersByTime(TOKEN_WORKER_IDLE_MS - 1);
    expect(tokenWorkerRunning()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(tokenWorkerRunning()).toBe(false);
    expect(await countMarkdownTokens("second count")).toBe(countTokens("second count"));
    expect(tokenWorkerRunning()).toBe(true);
  });

  it("keeps the worker while counts keep arriving within the idle time", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await countMarkdownTokens("one");
    vi.advanceTimersByTime(TOKEN_WORKER_IDLE_MS - 10);
    await countMarkdownTokens("two");
    vi.advanceTimersByTime(TOKEN_WORKER_IDLE_MS - 10);
    expect(tokenWorkerRunning()).toBe(true);
  });

  it("falls back to an estimate for the requests in flight when the worker dies, then recovers", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    // A non-string makes the tokenizer throw inside the worker, which kills it.
    const crashing = countMarkdownTokens(42 as unknown as string);
    const bystander = countMarkdownTokens("a bystander in the same queue");
    expect(await crashing).toBe(estimateTokens(42 as unknown as string));
    expect(await bystander).toBe(estimateTokens("a bystander in the same queue"));
    expect(tokenWorkerRunning()).toBe(false);
    expect(await countMarkdownTokens("after the crash")).toBe(countTokens("after the crash"));
    errors.mockRestore();
  });
});

describe("the estimate", () => {
  it("is about four characters per token, rounded up", () => {
    expect(estimateTokens("")).toBe(0);
    expect(estimateTokens("abcd")).toBe(1);
    expect(estimateTokens("abcde")).toBe(2);
  });
});
