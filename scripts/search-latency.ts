/**
 * search_docs latency in process: the tool's own handler (schema parse,
 * search, excerpts, structured output) on every query of the question set and
 * the older keyword suite, round after round after a warm-up, with the
 * process's memory. `npm run bench` measures the same over HTTP.
 */
import { performance } from "node:perf_hooks";
import { docsTools } from "@/lib/mcp/tools/docs-tools";
import { QUESTION_QUERIES } from "../tests/search-quality/question-queries";

const ROUNDS = Number(process.argv[2] ?? 20);
const searchTool = docsTools[0];
const queries = QUESTION_QUERIES.map((q) => q.query);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const before = process.memoryUsage();
const buildStart = performance.now();
await searchTool.run(searchTool.inputSchema.parse({ query: "warm up the index" }));
const buildMs = performance.now() - buildStart;
for (const query of queries) await searchTool.run(searchTool.inputSchema.parse({ query }));

const samples: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const query of queries) {
    const start = performance.now();
    await searchTool.run(searchTool.inputSchema.parse({ query }));
    samples.push(performance.now() - start);
  }
}
samples.sort((a, b) => a - b);
const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!.toFixed(2);
const after = process.memoryUsage();
console.log(`calls ${samples.length}; first call (content and index build) ${buildMs.toFixed(0)} ms`);
console.log(`p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${samples.at(-1)!.toFixed(2)} ms`);
console.log(`rss ${mb(before.rss)} -> ${mb(after.rss)}; heap used ${mb(before.heapUsed)} -> ${mb(after.heapUsed)}`);
