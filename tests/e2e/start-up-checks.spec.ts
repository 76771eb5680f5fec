import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { productionEnv } from "../../scripts/production-server.mjs";
import { productionStartArguments } from "../../scripts/start-arguments.mjs";
import { freePort } from "./production-instances";

/**
 * A production build refuses a configuration it cannot serve rightly: `npm start` and
 * `npm run worker` end before listening (or before opening the store), with a message
 * naming the variable and a non-zero exit, instead of running with a broken setting.
 * The build under test was made for a loopback BASE_URL (scripts/run-e2e.mjs).
 */
const A_SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;
const PUBLIC_SITE = { BASE_URL: "https://landworks.example", TRUST_PROXY: "1" };

interface Ended {
  code: number | null;
  output: string;
}

/** Runs a command to its end (or kills it after `timeoutMs`, which fails the test). */
function runToEnd(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 30_000): Promise<Ended> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString("utf8");
    });
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${command} ${args.join(" ")} was still running after ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

async function npmStart(extra: Record<string, string | undefined>): Promise<Ended> {
  const port = await freePort();
  return runToEnd(process.execPath, productionStartArguments(), productionEnv(port, { LOG_SILENT: "0", ...extra }) as NodeJS.ProcessEnv);
}

function npmRunWorker(extra: Record<string, string | undefined>, timeoutMs?: number): Promise<Ended> {
  const env = { ...process.env, NODE_ENV: "production", LOG_SILENT: "0", ...extra } as NodeJS.ProcessEnv;
  return runToEnd("npm", ["run", "-s", "worker"], env, timeoutMs);
}

test.describe("a production start refuses what it cannot serve", () => {
  test.describe.configure({ timeout: 90_000 });

  test("npm start with a malformed LEAD_WEBHOOK_SECRET exits non-zero before listening, naming it", async () => {
    const { code, output } = await npmStart({ LEAD_WEBHOOK_URL: "https://crm.example.com/hooks", LEAD_WEBHOOK_SECRET: "not-a-secret" });
    expect(code).not.toBe(0);
    expect(output).toContain("LEAD_WEBHOOK_SECRET");
    expect(output).not.toContain('"msg":"listening"');
  });

  test("npm start as a production deployment without PRIVACY_CONTACT_EMAIL exits non-zero before listening, naming it", async () => {
    const { code, output } = await npmStart({ ...PUBLIC_SITE });
    expect(code).not.toBe(0);
    expect(output).toMatch(/PRIVACY_CONTACT_EMAIL is not set/);
    expect(output).not.toContain('"msg":"listening"');
  });

  test("npm start with a BASE_URL other than the build's exits non-zero before listening, naming both addresses", async () => {
    const { code, output } = await npmStart({ ...PUBLIC_SITE, PRIVACY_CONTACT_EMAIL: "grievance@landworks.example" });
    expect(code).not.toBe(0);
    expect(output).toMatch(/BASE_URL is https:\/\/landworks\.example, but this build's pages were rendered for http:\/\/localhost:\d+/);
    expect(output).not.toContain('"msg":"listening"');
  });

  test("npm run worker with a malformed LEAD_WEBHOOK_SECRET, or a production without PRIVACY_CONTACT_EMAIL, exits non-zero naming it", async () => {
    const store = { DATABASE_URL: "postgres://postgres@127.0.0.1:1/none" };
    const secret = await npmRunWorker({ ...store, LEAD_WEBHOOK_URL: "https://crm.example.com/hooks", LEAD_WEBHOOK_SECRET: "not-a-secret" });
    expect(secret.code).not.toBe(0);
    expect(secret.output).toContain("LEAD_WEBHOOK_SECRET");
    const privacy = await npmRunWorker({
      ...store,
      ...PUBLIC_SITE,
      LEAD_WEBHOOK_URL: "https://crm.example.com/hooks",
      LEAD_WEBHOOK_SECRET: A_SECRET,
    });
    expect(privacy.code).not.toBe(0);
    expect(privacy.output).toMatch(/PRIVACY_CONTACT_EMAIL is not set/);
  });

  test("npm run worker that cannot reach its store exits non-zero, for its supervisor to restart it", async () => {
    const { code, output } = await npmRunWorker(
      {
        DATABASE_URL: "postgres://postgres@127.0.0.1:1/none",
        LEAD_WEBHOOK_URL: "https://crm.example.com/hooks",
        LEAD_WEBHOOK_SECRET: A_SECRET,
      },
      60_000,
    );
    expect(code).toBe(1);
    expect(output).toContain("lead delivery worker did not start; exiting for the supervisor to restart it");
  });
});
