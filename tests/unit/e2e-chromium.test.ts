import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { CHROMIUM_ARGS, checkChromium, chromiumExecutablePath, NO_CHROMIUM_MESSAGE } from "../../scripts/chromium.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(path.join(tmpdir(), "e2e-chromium-"));
const presentBinary = path.join(dir, "chromium");
writeFileSync(presentBinary, "");
const missing = path.join(dir, "no-such-chromium");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("choosing the end-to-end browser", () => {
  it("takes E2E_CHROMIUM first, else the first system Chromium that exists, else Playwright's own", () => {
    expect(chromiumExecutablePath({ E2E_CHROMIUM: missing }, [presentBinary])).toBe(missing);
    expect(chromiumExecutablePath({}, [missing, presentBinary])).toBe(presentBinary);
    expect(chromiumExecutablePath({}, [missing])).toBeUndefined();
  });

  it("reports a named browser that does not exist without trying to launch it", async () => {
    const launch = vi.fn();
    const result = await checkChromium({ env: { E2E_CHROMIUM: missing }, systemPaths: [], launch });
    expect(result).toEqual({ ok: false, reason: `${missing} does not exist` });
    expect(launch).not.toHaveBeenCalled();
  });

  it("launches the chosen browser once and closes it", async () => {
    const close = vi.fn(async () => {});
    const launch = vi.fn(async () => ({ close }));
    const result = await checkChromium({ env: {}, systemPaths: [presentBinary], launch });
    expect(result).toEqual({ ok: true, executablePath: presentBinary });
    expect(launch).toHaveBeenCalledWith(expect.objectContaining({ executablePath: presentBinary, args: CHROMIUM_ARGS }));
    expect(close).toHaveBeenCalledOnce();
  });

  it("reports the first line of a failed launch", async () => {
    const launch = vi.fn(async () => {
      throw new Error("browserType.launch: Executable doesn't exist at /x/chrome\n╔══ a long banner ══╗");
    });
    const result = await checkChromium({ env: {}, systemPaths: [], launch });
    expect(result).toEqual({ ok: false, reason: "browserType.launch: Executable doesn't exist at /x/chrome" });
    expect(launch).toHaveBeenCalledWith(expect.not.objectContaining({ executablePath: expect.anything() }));
  });

  it("the runner says in one line how to get a browser and fails before building", () => {
    const run = spawnSync(process.execPath, ["scripts/run-e2e.mjs"], {
      cwd: root,
      env: { ...process.env, E2E_CHROMIUM: missing, E2E_PORT: "1" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(NO_CHROMIUM_MESSAGE);
    expect(lines[0]).toContain("npx playwright install chromium");
    expect(lines[0]).toContain(`${missing} does not exist`);
    expect(run.stdout).toBe("");
  });
});
