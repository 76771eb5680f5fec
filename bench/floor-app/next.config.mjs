// The Next.js floor: the smallest app that does the same work as the measured
// routes, built and served the same way (production build, custom server).
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "../..");

/** @type {import('next').NextConfig} */
export default {
  poweredByHeader: false,
  reactStrictMode: true,
  // Modules resolve from the project's node_modules; say so rather than let Next.js guess.
  turbopack: { root: projectRoot },
  outputFileTracingRoot: projectRoot,
  // As in the app: PGlite loads its WebAssembly and data files from its own package directory.
  serverExternalPackages: ["@electric-sql/pglite"],
};
