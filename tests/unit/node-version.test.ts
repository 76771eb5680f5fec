import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

// The suite must run on the major that production runs (`engines.node`, which Vercel follows);
// the `node` devDependency puts that binary first on PATH for every npm script and npx.
it("runs on the Node.js major pinned in package.json", () => {
  const { engines } = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } };
  const pinned = /^(\d+)\.x$/.exec(engines.node)?.[1];
  expect(pinned).toBeDefined();
  expect(process.versions.node.split(".")[0]).toBe(pinned);
});
