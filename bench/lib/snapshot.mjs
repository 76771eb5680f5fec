// A private copy of the working tree to build and serve, so the benchmark
// neither waits for nor disturbs other builds of the project's shared `.next`
// (an end-to-end run rebuilding it mid-benchmark would change what is served).
// Sources are copied (what git would see: tracked and untracked, not ignored);
// node_modules is hard-linked, which takes under a second and no space.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { settings } from "./settings.mjs";

function linkNodeModules(dir) {
  try {
    execFileSync("cp", ["-al", path.join(settings.projectRoot, "node_modules"), path.join(dir, "node_modules")], { stdio: "ignore" });
  } catch {
    // another filesystem: hard links are impossible, a link to the directory will do for Node.js
    rmSync(path.join(dir, "node_modules"), { recursive: true, force: true });
    symlinkSync(path.join(settings.projectRoot, "node_modules"), path.join(dir, "node_modules"), "dir");
  }
}

/**
 * A private copy of a committed version (`BENCH_BASELINE`), served beside the app so that a
 * change is measured against what came before it in one run. It uses today's node_modules.
 */
export function snapshotRef(ref) {
  const root = settings.projectRoot;
  const commit = execFileSync("git", ["-C", root, "rev-parse", "--verify", `${ref}^{commit}`])
    .toString("utf8")
    .trim();
  const dir = mkdtempSync(path.join(tmpdir(), "landworks-bench-baseline-"));
  execFileSync("sh", ["-c", `git -C "${root}" archive ${commit} | tar -x -C "${dir}"`]);
  linkNodeModules(dir);
  return { dir, commit, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function snapshotProject() {
  const root = settings.projectRoot;
  const dir = mkdtempSync(path.join(tmpdir(), "landworks-bench-app-"));
  const listing = execFileSync("git", ["-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard"]);
  let copied = 0;
  for (const file of listing.toString("utf8").split("\0")) {
    if (!file || file.startsWith("bench/")) continue;
    const source = path.join(root, file);
    if (!existsSync(source)) continue; // deleted in the working tree
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(source, target);
    copied += 1;
  }
  linkNodeModules(dir);
  return { dir, files: copied, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
