// Summary of a V8 CPU profile: self time by function and by where the code
// comes from, as a hint of where a slow surface spends its time. Functions in
// the app's bundled chunks are traced back through the build's source maps to
// their original module (lib/..., or the package they were bundled from).
import { readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";

const sourceMaps = new Map();

function sourceMapOf(file) {
  if (!sourceMaps.has(file)) {
    let map;
    try {
      map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, "utf8")));
    } catch {
      map = undefined;
    }
    sourceMaps.set(file, map);
  }
  return sourceMaps.get(file);
}

/** `lib/mcp/x.ts` or `node_modules/zod/v4/...` from a source map's source path. */
function cleanSource(source) {
  return decodeURIComponent(source)
    .replace(/^turbopack:\/\/\/(\[project\]\/)?/, "")
    .replace(/^webpack:\/\/[^/]*\//, "")
    .replace(/^(\.\.\/)+/, "")
    .replace(/^\[project\]\//, "");
}

/** Where a call frame's code lives: a path relative to one of `roots`, mapped back to its source when bundled. */
function locate({ url, lineNumber, columnNumber }, roots) {
  const file = url.replace(/^file:\/\//, "");
  const root = roots.find((dir) => file.startsWith(`${dir}/`));
  if (!root) return { file: file || "(native)", line: lineNumber + 1 };
  const map = file.includes("/.next/") ? sourceMapOf(file) : undefined;
  const entry = map?.findEntry(lineNumber, columnNumber);
  if (entry?.originalSource) return { file: cleanSource(entry.originalSource), line: entry.originalLine + 1, bundled: true };
  return { file: path.relative(root, file), line: lineNumber + 1 };
}

function origin({ file, bundled }) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (pkg) {
    if (pkg[1] === "next") return `next (${file.includes("/compiled/") ? "compiled" : "server"})`;
    return bundled ? `${pkg[1]} (bundled)` : pkg[1];
  }
  if (bundled)
    return file
      .split("/")
      .slice(0, file.startsWith("lib/") ? 2 : 1)
      .join("/");
  if (file.startsWith(".next/")) return "app bundle (.next, unmapped)";
  if (file.startsWith("node:") || /^[a-z_]+(\/[a-z_]+)*$/.test(file)) return "node core";
  if (file.startsWith("wasm://")) return "WebAssembly (PGlite)";
  return file === "(native)" ? "native code" : file;
}

/** Reads a `.cpuprofile` and returns the top functions and origins by self time. */
export function summarizeProfile(file, roots, top = 12) {
  const profile = JSON.parse(readFileSync(file, "utf8"));
  if (!Array.isArray(profile.nodes)) return undefined;
  const selfMs = new Map();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  profile.samples.forEach((id, index) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  let total = 0;
  const functions = new Map();
  const origins = new Map();
  for (const [id, ms] of selfMs) {
    const frame = byId.get(id).callFrame;
    if (frame.functionName === "(idle)" || frame.functionName === "(program)") continue;
    total += ms;
    const where = locate(frame, roots);
    // Bundled code is minified: a one- or two-letter name says nothing, its source line does.
    const label = where.bundled && frame.functionName.length <= 2 ? "" : `${frame.functionName || "(anonymous)"} `;
    const name = `${label}${where.file}${frame.url ? `:${where.line}` : ""}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
    const from = frame.functionName === "(garbage collector)" ? "garbage collector" : origin(where);
    origins.set(from, (origins.get(from) ?? 0) + ms);
  }
  const rank = (map) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ name, share: ms / total }));
  return { busyMs: total, functions: rank(functions), origins: rank(origins) };
}
