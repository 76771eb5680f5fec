// Production builds of the app (`npm run build`) and of the floor app.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { settings } from "./settings.mjs";

const LOCKED = "Another next build process is already running";

/** Runs a command with its output passed through; resolves with its exit code and whether Next.js's build lock was held. */
function run(command, args, env, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let locked = false;
    const pass = (target) => (chunk) => {
      if (chunk.toString("utf8").includes(LOCKED)) locked = true;
      target.write(chunk);
    };
    child.stdout.on("data", pass(process.stdout));
    child.stderr.on("data", pass(process.stderr));
    child.on("exit", (code) => resolve({ code: code ?? 1, locked }));
  });
}

/** Builds, waiting (up to 10 minutes) while another build of the same directory holds Next.js's lock. */
async function build(command, args, env, cwd) {
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    const { code, locked } = await run(command, args, env, cwd);
    if (code === 0) return;
    if (!locked || Date.now() > deadline) throw new Error(`${command} ${args.join(" ")} exited with ${code}`);
    console.log("bench: another build of this directory is running; retrying in 15 s");
    await new Promise((resolve) => setTimeout(resolve, 15_000));
  }
}

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === ".next" || entry.name === "node_modules") continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** The build's id, to tell at the end whether another build replaced it during the run. */
export function buildId(dir) {
  try {
    return readFileSync(path.join(dir, ".next/BUILD_ID"), "utf8").trim();
  } catch {
    return undefined;
  }
}

/** Builds the app in `dir` (`npm run build`). `env` is the app's run-time environment. */
export async function buildApp(dir, env) {
  console.log(`bench: building the app (npm run build)`);
  await build("npm", ["run", "build"], { ...env, LOG_SILENT: "0" }, dir);
}

/** Builds the floor app when its sources are newer than its build (or no build exists). */
export async function buildFloorApp() {
  const buildId = path.join(settings.floorAppDir, ".next/BUILD_ID");
  if (existsSync(buildId) && statSync(buildId).mtimeMs > newestSource(settings.floorAppDir)) {
    console.log("bench: the floor app build is up to date");
    return;
  }
  console.log("bench: building the floor app (next build bench/floor-app)");
  const next = path.join(settings.projectRoot, "node_modules/.bin/next");
  await build(
    next,
    ["build", settings.floorAppDir],
    { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    settings.projectRoot,
  );
}
