// npm run bench: measures every public surface of a production build beside a
// floor doing the same work, and writes docs/benchmarks.md.
//
//   npm run bench                     copy the working tree, build it, measure, write the report (about 20 minutes)
//   BENCH_SKIP_BUILD=1 npm run bench  serve the project's existing .next build instead
//   BENCH_QUICK=1 npm run bench       a short smoke run of the harness; the report goes to the temp directory
// Durations and load: BENCH_ROUND_SECONDS, BENCH_ROUNDS, BENCH_WARMUP_SECONDS,
// BENCH_REWARMUP_SECONDS, BENCH_CONNECTIONS, BENCH_COLD_STARTS; BENCH_PROCESSES for the number of
// processes of each server a scenario measures on several (3); BENCH_OUTPUT for another report path;
// BENCH_ONLY=health,mcp to run some scenarios (ids in lib/scenarios.mjs);
// BENCH_BASELINE=<git ref> to build that commit too and measure it beside the app in the same run.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { buildApp, buildFloorApp, buildId } from "./lib/build.mjs";
import { measureColdStarts } from "./lib/cold-start.mjs";
import { canPin, memoryAtRest, memoryOf, pinSelf } from "./lib/cpu.mjs";
import { renderRun } from "./lib/render.mjs";
import { writeReport } from "./lib/report.mjs";
import { runScenario } from "./lib/scenario-runner.mjs";
import { scenarios } from "./lib/scenarios.mjs";
import { appEnv, benchDatabase, childPids, freePort, startServer, stopAllServers, tempDataDir } from "./lib/servers.mjs";
import { settings } from "./lib/settings.mjs";
import { snapshotProject, snapshotRef } from "./lib/snapshot.mjs";

/** A package's version: the application's own packages from the project, the load generator from this package. */
const versionOf = (pkg, root = settings.projectRoot) =>
  JSON.parse(readFileSync(path.join(root, "node_modules", pkg, "package.json"), "utf8")).version;
const startedAt = Date.now();
const loadAverage = loadavg()[0];
const pin = canPin(settings.cores);
const SERVER_CORES = "0";
const LOAD_CORES = "1";

const healthReady = (readyPath) => ({
  path: readyPath,
  headers: { "user-agent": settings.userAgent },
  accept: (response) => response.status === 200,
});
const anyAnswer = { path: "/", accept: (response) => response.status > 0 };

async function appOptions(appDir, { pinned, nodeOptions = [], name = "app", env = {} }) {
  const port = await freePort();
  return {
    name,
    command: process.execPath,
    args: settings.appStartArguments,
    cwd: appDir,
    nodeOptions,
    env: { ...appEnv(port, tempDataDir()), ...env },
    port,
    ready: healthReady("/api/v1/health"),
    cores: SERVER_CORES,
    pin: pinned,
  };
}

/**
 * Every floor runs with the app's Node.js flags (those of `npm start`), so a ratio compares
 * the code each server runs, not garbage-collector settings that would apply to any of them.
 */
const appNodeFlags = settings.appStartArguments.slice(0, -1);

async function floorOptions(name, script, { pinned, nodeOptions = appNodeFlags, ready = anyAnswer }) {
  const port = await freePort();
  return {
    name,
    command: process.execPath,
    args: [path.join("bench/floors", script)],
    cwd: settings.projectRoot,
    nodeOptions,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", PORT: String(port) },
    port,
    ready,
    cores: SERVER_CORES,
    pin: pinned,
  };
}

const nextFloorOptions = (pinned) => floorOptions("nextFloor", "next-server.mjs", { pinned, ready: healthReady("/health") });
/** Floor (a) again under Node.js's default flags: shows what the app's flags cost a bare Next.js server. */
const nextFloorDefaultsOptions = (pinned) =>
  floorOptions("nextFloorDefaults", "next-server.mjs", { pinned, nodeOptions: [], ready: healthReady("/health") });

/**
 * The same floor app in a process of its own, which also stores each lead in PGlite: its memory
 * is the platform's share of the app's.
 */
async function storeFloorOptions(pinned) {
  const options = await floorOptions("storeFloor", "next-server.mjs", { pinned, ready: healthReady("/health") });
  options.env.DATA_DIR = tempDataDir(); // removed when the server stops
  options.env.FLOOR_DATA_DIR = path.join(options.env.DATA_DIR, "pglite");
  return options;
}

/**
 * The receivers lead delivery is pointed at (a verifying webhook endpoint and an SMTP server), on
 * the load generator's core, and the environment that points a second app at both channels.
 */
async function startLeadReceivers() {
  const [port, smtpPort] = [await freePort(), await freePort()];
  const secret = `whsec_${randomBytes(32).toString("base64")}`;
  const options = await floorOptions("leadReceivers", "lead-receivers.mjs", {
    pinned: pin,
    nodeOptions: [],
    ready: { path: "/counts", accept: (response) => response.status === 200 },
  });
  Object.assign(options, { port, cores: LOAD_CORES });
  Object.assign(options.env, { PORT: String(port), SMTP_PORT: String(smtpPort), LEAD_WEBHOOK_SECRET: secret });
  const receivers = await startServer(options);
  receivers.appEnv = {
    LEAD_WEBHOOK_URL: `${receivers.url}/hooks/leads`,
    LEAD_WEBHOOK_SECRET: secret,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEAD_NOTIFY_TO: "sales@builders.example.com",
    LEAD_NOTIFY_FROM: "Landworks website <website@builders.example.com>",
  };
  return receivers;
}

const onPostgres = (scenario) => scenario.sides.some((side) => side.server === "appDelivering");
const NO_DATABASE =
  "the delivery scenarios run on PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to an admin URL such as postgres://postgres@127.0.0.1:5432/postgres";

/** The scenarios to run. Without a PostgreSQL URL a full run leaves out the delivery scenarios (and says so); BENCH_ONLY naming them fails before building. */
function chosenScenarios() {
  if (settings.only.length === 0) {
    if (settings.databaseUrl) return scenarios;
    console.warn(
      `bench: leaving out ${scenarios
        .filter(onPostgres)
        .map((scenario) => scenario.id)
        .join(", ")}: ${NO_DATABASE}`,
    );
    return scenarios.filter((scenario) => !onPostgres(scenario));
  }
  const chosen = scenarios.filter((scenario) => settings.only.includes(scenario.id));
  if (chosen.length === 0) throw new Error(`BENCH_ONLY matches no scenario; ids: ${scenarios.map((scenario) => scenario.id).join(", ")}`);
  if (!settings.databaseUrl && chosen.some(onPostgres)) throw new Error(NO_DATABASE);
  return chosen;
}

/**
 * The extra processes of the servers that a chosen scenario measures on several
 * (`processes: true` on a side): `app#2`, `app#3`, … started like the first.
 */
async function startCopies(servers, chosen, optionsFor) {
  const names = new Set(chosen.flatMap((scenario) => scenario.sides.filter((side) => side.processes).map((side) => side.server)));
  for (const name of names) {
    if (!servers[name]) continue;
    for (let copy = 2; copy <= settings.processes; copy += 1) {
      const options = await optionsFor[name](copy);
      servers[`${name}#${copy}`] = Object.assign(await startServer(options), { kind: servers[name].kind, copyOf: name });
    }
  }
}

/** Starts every server, runs the scenarios, and reads memory before stopping them. */
async function measure(appDir, baselineDir) {
  const servers = {};
  const databases = [];
  const chosen = chosenScenarios();
  try {
    servers.app = Object.assign(await startServer(await appOptions(appDir, { pinned: pin })), { kind: "next" });
    if (baselineDir) {
      servers.baseline = Object.assign(await startServer(await appOptions(baselineDir, { pinned: pin, name: "baseline" })), {
        kind: "next",
      });
    }
    if (chosen.some(onPostgres)) {
      // Delivery is measured as it runs self-hosted on a server database: PostgreSQL, with the
      // delivery worker in its own process (`npm start` with DATABASE_URL), against the same app on
      // PostgreSQL without a channel. Each app gets a database of its own.
      for (const name of ["appPostgres", "appDelivering"]) {
        const database = await benchDatabase(settings.databaseUrl, appDir, name.toLowerCase());
        databases.push(database);
        const env = { DATABASE_URL: database.url, DELIVERY_WORKER: "process" };
        if (name === "appDelivering") {
          servers.leadReceivers = Object.assign(await startLeadReceivers(), { kind: "plain" });
          Object.assign(env, servers.leadReceivers.appEnv);
        }
        servers[name] = Object.assign(await startServer(await appOptions(appDir, { pinned: pin, name, env })), { kind: "next" });
      }
    }
    servers.nextFloor = Object.assign(await startServer(await nextFloorOptions(pin)), { kind: "next" });
    servers.nextFloorDefaults = Object.assign(await startServer(await nextFloorDefaultsOptions(pin)), { kind: "next" });
    servers.storeFloor = Object.assign(await startServer(await storeFloorOptions(pin)), { kind: "next" });
    const nodeFloor = await floorOptions("nodeFloor", "node-health.mjs", { pinned: pin });
    servers.nodeFloor = Object.assign(await startServer(nodeFloor), { kind: "plain" });
    // The SDK floor runs as much JavaScript per request as the app does, so it is warmed up like Next.js.
    const mcpFloor = await floorOptions("mcpFloor", "mcp-sdk.mjs", { pinned: pin, nodeOptions: ["--import", "tsx", ...appNodeFlags] });
    servers.mcpFloor = Object.assign(await startServer(mcpFloor), { kind: "next" });

    await startCopies(servers, chosen, {
      app: (copy) => appOptions(appDir, { pinned: pin, name: `app#${copy}` }),
      baseline: (copy) => appOptions(baselineDir, { pinned: pin, name: `baseline#${copy}` }),
      nextFloor: () => nextFloorOptions(pin),
    });

    // The app's memory before any load and right after each scenario; everyone's once at rest.
    const results = [];
    const appTimeline = [{ after: "start", ...memoryOf(servers.app.pid) }];
    for (const scenario of chosen) {
      results.push(await runScenario(scenario, servers));
      appTimeline.push({ after: scenario.id, ...memoryOf(servers.app.pid) });
    }
    const pids = Object.fromEntries(
      Object.entries(servers)
        .filter(([, server]) => !server.copyOf)
        .map(([name, server]) => [name, server.pid]),
    );
    console.log("bench: waiting for the servers' memory to settle");
    const rest = await memoryAtRest(pids, { appPid: servers.app.pid });
    if (servers.appDelivering) {
      // The delivering instance's two processes, each on its own: the web server and its worker.
      const [workerPid] = childPids(servers.appDelivering.pid);
      rest.memory.appDeliveringWeb = { ...memoryOf(servers.appDelivering.pid), rssMiB: ownRssMiB(servers.appDelivering.pid) };
      if (workerPid) rest.memory.appDeliveringWorker = memoryOf(workerPid);
    }
    const warmups = Object.entries(servers)
      .filter(([, server]) => server.warmup)
      .map(([name, server]) => ({ server: name, ...server.warmup }));
    return { results, warmups, memory: { ...rest.memory, restSeconds: rest.seconds, appTimeline } };
  } finally {
    for (const server of Object.values(servers)) await server.stop();
    for (const database of databases) await database.drop().catch(() => {});
  }
}

/** Resident memory of one process alone (not its children), in MiB. */
function ownRssMiB(pid) {
  try {
    return Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

async function main() {
  console.log(`bench: ${settings.cores} cores, ${pin ? "servers on core 0, load generator on core 1" : "not pinned"}`);
  let snapshot;
  if (settings.skipBuild) {
    console.log("bench: serving the project's existing .next build");
  } else {
    snapshot = snapshotProject();
    console.log(`bench: copied ${snapshot.files} files of the working tree to a private build directory`);
  }
  const appDir = snapshot?.dir ?? settings.projectRoot;
  const baseline = settings.baselineRef ? snapshotRef(settings.baselineRef) : undefined;
  if (baseline) console.log(`bench: baseline ${settings.baselineRef} (${baseline.commit.slice(0, 7)}) copied to a private build directory`);
  const removeTemporary = () => {
    snapshot?.remove();
    baseline?.remove();
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
    process.once(signal, async () => {
      console.error(`bench: ${signal}: stopping`);
      await stopAllServers();
      removeTemporary();
      process.exit(130);
    });
  }
  try {
    if (snapshot) await buildApp(appDir, appEnv(3000, path.join(appDir, ".data")));
    if (baseline) await buildApp(baseline.dir, appEnv(3000, path.join(baseline.dir, ".data")));
    await buildFloorApp();
    const appBuild = buildId(appDir);
    if (!appBuild) throw new Error(`no production build in ${appDir}/.next: run npm run build, or drop BENCH_SKIP_BUILD`);

    console.log(`bench: cold starts (${settings.coldStarts} of each)`);
    const coldStart = {
      app: await measureColdStarts(settings.coldStarts, () => appOptions(appDir, { pinned: false })),
      floor: await measureColdStarts(settings.coldStarts, () => nextFloorOptions(false)),
    };
    const show = (samples) => samples.map(Math.round).join(", ");
    console.log(`bench: cold start app ${show(coldStart.app.samples)} ms; floor ${show(coldStart.floor.samples)} ms`);

    if (pin) pinSelf(LOAD_CORES);
    const { results, warmups, memory } = await measure(appDir, baseline?.dir);

    // Only possible with BENCH_SKIP_BUILD=1: the project's .next is shared with other builds.
    const buildChanged = buildId(appDir) !== appBuild;
    if (buildChanged) console.warn("bench: warning: .next was rebuilt by another process during the run");

    const run = {
      date: new Date(startedAt).toISOString().replace(/\.\d+Z$/, "Z"),
      versions: {
        node: process.version,
        next: versionOf("next"),
        sdk: versionOf("@modelcontextprotocol/sdk"),
        autocannon: versionOf("autocannon", import.meta.dirname),
      },
      loadAverage,
      baseline: baseline ? { ref: settings.baselineRef, commit: baseline.commit } : undefined,
      pinned: pin,
      snapshot: Boolean(snapshot),
      buildChanged,
      settings,
      coldStart,
      memory,
      results,
      warmups,
    };
    writeReport(settings.output, renderRun(run));
    console.log(
      `bench: wrote ${path.relative(process.cwd(), settings.output) || settings.output} in ${Math.round((Date.now() - startedAt) / 1000)} s`,
    );
  } finally {
    removeTemporary();
  }
}

await main().catch((error) => {
  console.error(`bench: failed: ${error.stack ?? error}`);
  process.exitCode = 1;
});
