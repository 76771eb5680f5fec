// Every knob of the benchmark, read once from the environment.
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { productionStartArguments } from "../../scripts/start-arguments.mjs";

const projectRoot = path.resolve(import.meta.dirname, "../..");

function number(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

const quick = process.env.BENCH_QUICK === "1";
const only = (process.env.BENCH_ONLY ?? "")
  .split(",")
  .map((id) => id.trim())
  .filter(Boolean);
const partial = only.length > 0;

export const settings = {
  projectRoot,
  /** The app is measured as `npm start` runs it: the same Node.js flags in front of server.mjs. */
  appStartArguments: productionStartArguments(),
  floorAppDir: path.join(projectRoot, "bench/floor-app"),
  /** Reuse existing builds of the app and the floor app. */
  skipBuild: process.env.BENCH_SKIP_BUILD === "1",
  /** A smoke run of the harness itself: short rounds, one each. */
  quick,
  /** Where the report goes: docs/benchmarks.md for a full run, the temp directory for a quick or partial one. */
  output: process.env.BENCH_OUTPUT
    ? path.resolve(process.env.BENCH_OUTPUT)
    : quick || partial
      ? path.join(tmpdir(), "benchmarks-partial.md")
      : path.join(projectRoot, "docs/benchmarks.md"),
  connections: number("BENCH_CONNECTIONS", 16),
  roundSeconds: number("BENCH_ROUND_SECONDS", quick ? 2 : 8),
  // Three rounds, so that each side is likely to have one round undisturbed by other work on a shared machine.
  rounds: number("BENCH_ROUNDS", quick ? 1 : 3),
  /**
   * Load before a Next.js server's first measured round: at least `firstWarmupSeconds`, in windows
   * of `warmupWindowSeconds`, until a window is no more than `steadyGain` faster than the one before
   * (a server still compiling its request path keeps speeding up), and at most `warmupLimitSeconds`.
   * Then `laterWarmupSeconds` before each later scenario.
   */
  firstWarmupSeconds: number("BENCH_WARMUP_SECONDS", quick ? 2 : 20),
  warmupWindowSeconds: quick ? 1 : 5,
  warmupLimitSeconds: number("BENCH_WARMUP_LIMIT_SECONDS", quick ? 2 : 90),
  steadyGain: 0.03,
  laterWarmupSeconds: number("BENCH_REWARMUP_SECONDS", quick ? 1 : 8),
  /** The bare node:http floor has almost no code to compile, so it reaches full speed almost at once. */
  plainWarmupSeconds: quick ? 1 : 3,
  /**
   * Processes per side for the sides a scenario measures on several (`processes: true`): the
   * same server started that many times and each measured in turn; the side's figure is the
   * median process's best round. Two processes of one build, side by side, can settle a quarter
   * apart in throughput for their whole life, so one process per side made a ratio a draw.
   */
  processes: number("BENCH_PROCESSES", quick ? 1 : 3),
  /** A git ref built and measured beside the app (sides with `server: "baseline"`); none by default. */
  baselineRef: process.env.BENCH_BASELINE?.trim() || undefined,
  /** Comma-separated scenario ids to run (default: all), e.g. `health,mcp`. */
  only,
  coldStarts: number("BENCH_COLD_STARTS", quick ? 1 : 3),
  cores: availableParallelism(),
  /**
   * A PostgreSQL server for the delivery scenarios (an admin URL; each run gets fresh databases,
   * migrated with `npm run db:migrate` and dropped afterwards): delivery runs there with its worker
   * in a process of its own, as `npm start` runs it with DATABASE_URL.
   */
  databaseUrl: process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim() || undefined,
  userAgent: "landworks-benchmark/1.0 (+docs/benchmarks.md)",
};
