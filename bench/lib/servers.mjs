// Starting, probing and stopping the servers under test.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { onCores } from "./cpu.mjs";

/** Servers started and not yet stopped, so an interrupted run can stop them. */
const running = new Set();

export async function stopAllServers() {
  await Promise.all([...running].map((stopServer) => stopServer()));
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One HTTP request with node:http (no connection reuse); resolves with status, headers and body text. */
export function send(url, { method = "GET", headers = {}, body, timeoutMs = 5_000 } = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: false, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", reject);
    req.end(body);
  });
}

/** Polls `url` until `accept(response)`; resolves with the milliseconds since `since`. */
export async function waitUntil(url, { since = performance.now(), timeoutMs = 60_000, intervalMs = 10, headers, accept, child }) {
  const deadline = since + timeoutMs;
  while (performance.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`exited with code ${child.exitCode} before answering`);
    try {
      const response = await send(url, { headers, timeoutMs: 2_000 });
      if (accept(response)) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Environment of the application under test: production, embedded store, in-memory limits, proxy headers trusted. */
export function appEnv(port, dataDir) {
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    BASE_URL: `http://localhost:${port}`,
    STAGING_URL: "https://staging.example.test",
    // Each request names its own client through X-Forwarded-For, so rate limits see distinct clients.
    TRUST_PROXY: "1",
    LOG_SILENT: "1",
    DATA_DIR: dataDir,
  };
  for (const name of [
    "DATABASE_URL",
    "REDIS_URL",
    "KV_REST_API_URL",
    "KV_REST_API_TOKEN",
    "UPSTASH_REDIS_REST_URL",
    "UPSTASH_REDIS_REST_TOKEN",
  ]) {
    delete env[name];
  }
  return env;
}

/**
 * Spawns a server (on `cores` when pinning) and waits until `ready` answers.
 * Returns a handle with its pid, base URL, stop() and the tail of its output.
 */
export async function startServer({ name, command, args, cwd, env, port, ready, cores, pin, nodeOptions = [] }) {
  const [file, argv] = onCores(cores, command, [...nodeOptions, ...args], pin);
  const dataDir = env.DATA_DIR;
  const startedAt = performance.now();
  const child = spawn(file, argv, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk.toString("utf8")).slice(-4_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const url = `http://127.0.0.1:${port}`;
  const stopServer = () => {
    running.delete(stopServer);
    return stop(child, dataDir);
  };
  running.add(stopServer);
  try {
    const readyMs = await waitUntil(url + ready.path, { since: startedAt, headers: ready.headers, accept: ready.accept, child });
    return {
      name,
      pid: child.pid,
      url,
      readyMs,
      child,
      output: () => output,
      stop: stopServer,
    };
  } catch (error) {
    await stopServer();
    throw new Error(`${name}: ${error.message}\n${output}`);
  }
}

async function stop(child, dataDir) {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }
  if (dataDir?.startsWith(tmpdir())) rmSync(dataDir, { recursive: true, force: true });
}

export function tempDataDir() {
  return mkdtempSync(path.join(tmpdir(), "landworks-bench-"));
}

/**
 * A fresh PostgreSQL database on the server of `adminUrl`, migrated as a release is
 * (`npm run db:migrate` in `appDir`: the project's tables and the delivery queue's schema).
 */
export async function benchDatabase(adminUrl, appDir, name) {
  const { default: pg } = await import("pg");
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const database = `bench_${name}_${Date.now().toString(36)}`;
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const code = await new Promise((resolve) => {
    const child = spawn("npm", ["run", "-s", "db:migrate"], {
      cwd: appDir,
      env: { ...process.env, DATABASE_URL: url.toString() },
      stdio: "inherit",
    });
    child.on("exit", (exitCode) => resolve(exitCode ?? 1));
  });
  const drop = () => admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  if (code !== 0) {
    await drop();
    throw new Error(`npm run db:migrate failed (${code}) on ${database}`);
  }
  return { url: url.toString(), drop };
}

/** The processes `pid` started (a server's delivery worker), by parent pid. */
export function childPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
