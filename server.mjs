// Self-hosted entry point for `npm run dev` and `npm start` (Vercel does not use it).
//
// Why a custom server: a Next.js route handler cannot see the TCP peer address,
// and `next start` only fills `X-Forwarded-For` when the client did not send
// one, so a client could pick its own rate-limit identity. This server stamps
// the socket's address into `x-peer-address`, overwriting anything the client
// sent under that name; `lib/http/client-ip.ts` trusts forwarding headers only
// when TRUST_PROXY=1 (or on Vercel, whose edge sets them).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { setPriority } from "node:os";
import { workerCommand } from "./scripts/run-worker.mjs";

const dev = process.argv.includes("--dev");
process.env.NODE_ENV ??= dev ? "development" : "production";

/** Ends the process before it listens: a supervisor sees the exit, a load balancer no instance. */
function refuseToStart(message) {
  console.error(message);
  process.exit(1);
}

// The start-up check `npm run build` bundles (scripts/start-check.ts): an invalid environment, a
// deployment missing what it needs (PRIVACY_CONTACT_EMAIL in production), or a BASE_URL other than
// the one the pages were built with ends `npm start` here, with a message naming the variable.
const startCheck = new URL("./.next/start-check.mjs", import.meta.url);
if (!dev && existsSync(startCheck)) {
  const { startUpCheck } = await import(startCheck.href);
  const problems = startUpCheck(process.env);
  if (problems.length > 0) refuseToStart(problems.join("\n"));
}

const { default: next } = await import("next");
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";

const app = next({ dev, hostname, port });
const handle = app.getRequestHandler();
try {
  await app.prepare();
} catch (error) {
  // instrumentation.ts refusing the environment, or a build that cannot load: never listen to answer 500s.
  refuseToStart(error instanceof Error ? error.message : String(error));
}

/**
 * Pages answer HTML or, on `Accept: text/markdown`, Markdown (proxy.ts), so a
 * shared cache must key HTML on Accept too. Next.js sets a page's Vary header
 * itself after the proxy and config headers, so it is completed here, last.
 * (On Vercel the proxy runs before the edge cache, which keys on the rewrite.)
 */
function varyHtmlOnAccept(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    const type = String(res.getHeader("content-type") ?? "");
    if (type.startsWith("text/html")) {
      const vary = String(res.getHeader("vary") ?? "");
      if (!/(^|,)\s*accept\s*(,|$)/i.test(vary)) res.setHeader("Vary", vary ? `Accept, ${vary}` : "Accept");
    }
    return writeHead.apply(this, args);
  };
}

/** How long in-flight requests and delivery attempts get once SIGTERM or SIGINT arrives. */
const SHUTDOWN_GRACE_MS = 25_000;
let stopping = false;

const server = createServer((req, res) => {
  req.headers["x-peer-address"] = req.socket.remoteAddress ?? "";
  // While stopping, answers close their connection, so keep-alive clients move to another instance.
  if (stopping) res.setHeader("Connection", "close");
  varyHtmlOnAccept(res);
  void handle(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(JSON.stringify({ level: "info", msg: "listening", url: `http://localhost:${port}`, dev }));
});

/**
 * The lead delivery worker's own process (`.next/worker.mjs`, bundled by
 * `npm run build`; `scripts/worker.ts` through tsx in development), when the
 * deployment has a server database and DELIVERY_WORKER is `process` (its
 * default there): delivery then never takes the web server's core. On the
 * embedded store (one process only) the worker runs inside this process
 * instead, and with DELIVERY_WORKER=external it runs elsewhere
 * (`npm run worker`). A worker that exits unexpectedly is started again
 * after 1 s, doubling to 30 s (back to 1 s once one has run a minute), each
 * time logged at error level with the count of restarts; until it reports
 * that it runs again, this server's health answers `degraded`.
 */
const workerMode = process.env.DELIVERY_WORKER?.trim() || (process.env.DATABASE_URL?.trim() ? "process" : "inline");
let worker;
/** The worker's niceness beside the web server: 19, the lowest priority, below the requests. */
const WORKER_NICENESS = 19;
/** The status the health check reads (lib/leads/worker-status.ts). */
globalThis.__leadDeliveryWorkerStatus ??= { restarts: 0 };
const workerStatus = globalThis.__leadDeliveryWorkerStatus;
function startWorker(restarts = 0) {
  const child = spawn(process.execPath, workerCommand({ dev }), { stdio: ["inherit", "inherit", "inherit", "ipc"], env: process.env });
  child.on("message", (message) => {
    if (message?.type === "lead-delivery-worker-started") workerStatus.downSince = undefined;
  });
  // Requests come first: on a core both processes share, the scheduler gives the worker what the
  // web server leaves, and a backlog of deliveries goes out as the load eases (nothing is lost: the
  // jobs are stored). On spare cores this changes nothing.
  try {
    setPriority(child.pid, WORKER_NICENESS);
  } catch {
    // not permitted here: the worker runs at the server's priority
  }
  worker = child;
  const startedAt = Date.now();
  child.once("exit", (code, signal) => {
    if (stopping) return;
    const delay = Math.min(30_000, 1_000 * 2 ** (Date.now() - startedAt > 60_000 ? 0 : restarts));
    workerStatus.downSince ??= Date.now();
    workerStatus.restarts += 1;
    console.error(
      JSON.stringify({
        level: "error",
        msg: "lead delivery worker exited; restarting",
        code,
        signal,
        restarts: workerStatus.restarts,
        inMs: delay,
      }),
    );
    setTimeout(() => startWorker(Date.now() - startedAt > 60_000 ? 0 : restarts + 1), delay).unref();
  });
}
// Without a delivery channel no job is ever queued, so no worker is started.
const hasChannel = Boolean(process.env.LEAD_WEBHOOK_URL?.trim() || process.env.SMTP_URL?.trim());
if (workerMode === "process" && hasChannel && !process.env.VERCEL) startWorker();

/**
 * Graceful shutdown: stop accepting, let requests in flight finish (idle
 * keep-alive connections are closed at once, busy ones after their answer),
 * stop the delivery worker (in this process or its own; attempts in hand get
 * the same grace, unfinished jobs are left to other workers), close the
 * database pools and exit 0, all within SHUTDOWN_GRACE_MS.
 */
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ level: "info", msg: "stopping", signal }));
  const hardStop = setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, SHUTDOWN_GRACE_MS + 2_000);
  hardStop.unref();
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  const workerExited = new Promise((resolve) => {
    if (!worker || worker.exitCode !== null || worker.signalCode !== null) return resolve();
    worker.once("exit", resolve);
    worker.kill("SIGTERM");
  });
  const inProcessWorker = globalThis.__leadDeliveryWorker?.stop();
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS))]);
  clearInterval(idleSweep);
  server.closeAllConnections();
  await Promise.all([workerExited, inProcessWorker?.catch(() => {})]);
  const database = await globalThis.__database?.catch(() => undefined);
  await database?.close().catch(() => {});
  console.log(JSON.stringify({ level: "info", msg: "stopped", signal }));
  process.exit(0);
}

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void shutdown(signal));
