// Production instances of the build (`.next`, from `npm run build`) started by a
// spec itself, for scenarios that need more than the runner's one server: two
// instances behind a load balancer, an instance stopped with a signal, an
// instance killed mid-work. Each instance is `npm start`'s command line on a free
// port of its own; the spec passes the environment (database, Redis, delivery).
//
//   const receiver = await startLeadReceiver();            // scripts/e2e-lead-receiver.mjs
//   const a = await startInstance({ name: "A", env: { ...shared, ...receiver.env, LOG_SILENT: "0" } });
//   a.signal("SIGTERM");                                    // or "SIGKILL", { group: true }
//   const { code, afterMs } = await a.waitForExit(30_000);
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import pg from "pg";
import { generateSigningKey } from "../../lib/auth/generate-signing-key";
import { productionEnv, waitForHealth } from "../../scripts/production-server.mjs";
import { productionStartArguments } from "../../scripts/start-arguments.mjs";

export interface InstanceExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Milliseconds from the last `signal()` (or from the start) to the exit. */
  afterMs: number;
}

export interface ProductionInstance {
  readonly name: string;
  readonly port: number;
  readonly baseUrl: string;
  readonly process: ChildProcess;
  /** Everything the instance wrote to stdout and stderr so far. */
  output(): string;
  /**
   * Sends `signal` to the instance. `group: true` sends it to the instance's
   * whole process group (the server and any process it started, such as a
   * worker), as a process supervisor stopping a container or service does.
   */
  signal(signal: NodeJS.Signals, options?: { group?: boolean }): void;
  /** Resolves when the instance has exited; rejects after `timeoutMs`. */
  waitForExit(timeoutMs?: number): Promise<InstanceExit>;
  readonly exited: boolean;
  /** SIGTERM, then SIGKILL to the group if it has not exited within `graceMs`. */
  stop(graceMs?: number): Promise<InstanceExit>;
}

export interface InstanceOptions {
  /** A label for logs and failure messages ("A", "B"). */
  name: string;
  /** The instance's environment on top of the production defaults (PORT, BASE_URL, NODE_ENV, LOG_SILENT=1). */
  env: Record<string, string | undefined>;
  /** How long to wait for `GET /api/v1/health` to answer (or, with `until: "listening"`, for the server to listen). */
  startTimeoutMs?: number;
  /**
   * `health` (the default): resolve once `GET /api/v1/health` answers.
   * `listening`: resolve the moment the server logs that it listens, before
   * any request has reached it, as a load balancer with queued requests sees it.
   */
  until?: "health" | "listening";
  /** The instance's port (default: a free one). */
  port?: number;
}

const USER_AGENT = "land-tools-e2e-instances/1.0 (+https://example.test/contact)";

/** A TCP port nothing listens on right now (the kernel's pick, released at once). */
/** The processes `pid` started (an instance's delivery worker), by parent pid. */
export function childrenOf(pid: number): number[] {
  try {
    return execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** Starts one production instance on a free port and waits until its health endpoint answers. */
export async function startInstance(options: InstanceOptions): Promise<ProductionInstance> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://localhost:${port}`;
  const env = productionEnv(port, options.env) as NodeJS.ProcessEnv;
  // Its own process group, so a signal can reach the instance and everything it started.
  const child = spawn(process.execPath, productionStartArguments(), { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const chunks: string[] = [];
  child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));

  let signalledAt = Date.now();
  let exit: InstanceExit | undefined;
  const exited = new Promise<InstanceExit>((resolve) => {
    child.once("exit", (code, signal) => {
      exit = { code, signal, afterMs: Date.now() - signalledAt };
      resolve(exit);
    });
  });

  const instance: ProductionInstance = {
    name: options.name,
    port,
    baseUrl,
    process: child,
    output: () => chunks.join(""),
    signal(signal, { group = false } = {}) {
      if (exit || child.pid === undefined) return;
      signalledAt = Date.now();
      try {
        process.kill(group ? -child.pid : child.pid, signal);
      } catch {
        // already gone
      }
    },
    async waitForExit(timeoutMs = 30_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`instance ${options.name} did not exit within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        return await Promise.race([exited, timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    get exited() {
      return exit !== undefined;
    },
    async stop(graceMs = 30_000) {
      if (exit) return exit;
      instance.signal("SIGTERM");
      try {
        return await instance.waitForExit(graceMs);
      } catch {
        instance.signal("SIGKILL", { group: true });
        return exited;
      }
    },
  };

  const timeoutMs = options.startTimeoutMs ?? 60_000;
  const ready =
    options.until === "listening"
      ? new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`instance ${options.name} did not listen within ${timeoutMs} ms`)), timeoutMs);
          const check = () => {
            if (!/"msg":"listening"/.test(instance.output())) return;
            clearTimeout(timer);
            child.stdout.off("data", check);
            resolve();
          };
          child.stdout.on("data", check);
          check();
        })
      : waitForHealth(baseUrl, USER_AGENT, timeoutMs);
  try {
    await Promise.race([
      ready,
      exited.then((result) => {
        throw new Error(`instance ${options.name} exited (${result.code ?? result.signal}) before answering:\n${instance.output()}`);
      }),
    ]);
  } catch (error) {
    instance.signal("SIGKILL", { group: true });
    throw error;
  }
  return instance;
}

/** Stops every instance still running (SIGTERM, then SIGKILL after `graceMs`). */
export async function stopAll(instances: Array<ProductionInstance | undefined>, graceMs = 30_000): Promise<void> {
  await Promise.all(instances.filter((item): item is ProductionInstance => item !== undefined).map((item) => item.stop(graceMs)));
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * What every instance of one deployment must share ("Scaling out" in docs/deployment.md): the
 * database, the plain Redis (never an Upstash REST pair from the caller's environment) and one
 * signing key, behind a trusted proxy.
 */
export async function sharedInstanceEnv(databaseUrl: string, redisUrl: string | undefined): Promise<Record<string, string | undefined>> {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    AUTH_SIGNING_KEY: JSON.stringify(await generateSigningKey()),
    TRUST_PROXY: "1",
    KV_REST_API_URL: undefined,
    KV_REST_API_TOKEN: undefined,
    UPSTASH_REDIS_REST_URL: undefined,
    UPSTASH_REDIS_REST_TOKEN: undefined,
  };
}

export interface RunDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database on the server of `adminUrl`, migrated with
 * `npm run db:migrate` as a release would be, and dropped by `drop()`.
 */
export async function createRunDatabase(adminUrl: string): Promise<RunDatabase> {
  const name = `e2e_${randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const code = await new Promise<number>((resolve) => {
    const child = spawn("npm", ["run", "-s", "db:migrate"], { env: { ...process.env, DATABASE_URL: url.toString() }, stdio: "inherit" });
    child.on("exit", (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) {
    await drop();
    throw new Error(`npm run db:migrate failed (${code}) on the run's database`);
  }
  return { url: url.toString(), drop };
}

/**
 * Round-robin over instances, as a load balancer that alternates does: each
 * call goes to the next instance, and says which one answered.
 */
export function alternating(instances: ProductionInstance[]) {
  let next = 0;
  return async (path: string, init: RequestInit = {}): Promise<{ instance: ProductionInstance; response: Response }> => {
    const instance = instances[next % instances.length]!;
    next += 1;
    return { instance, response: await fetch(`${instance.baseUrl}${path}`, init) };
  };
}
