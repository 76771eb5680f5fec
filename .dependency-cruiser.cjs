/**
 * The dependency direction of lib/, checked by `npm run lint`:
 * surfaces (api, auth's token endpoints, mcp, http's documents) -> domain -> nothing HTTP.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-folder-cycles-in-lib",
      comment: "A folder of lib/ that reaches itself through others cannot be understood, tested or moved on its own.",
      severity: "error",
      scope: "folder",
      from: { path: "^lib/" },
      to: { circular: true },
    },
    {
      name: "no-module-cycles",
      severity: "error",
      from: { path: "^(lib|app)/" },
      to: { circular: true },
    },
    {
      name: "edge-knows-no-domain",
      comment:
        "The pipeline's pieces serve every surface, so they depend only on configuration, logging, rate limiting and the process's load.",
      severity: "error",
      from: { path: "^lib/edge/" },
      to: { path: "^lib/", pathNot: "^lib/(edge|config|log|ratelimit|runtime)/" },
    },
    {
      name: "error-core-is-a-leaf",
      comment: "ApiError and the error table are imported by every layer, so they import nothing of the project.",
      severity: "error",
      from: { path: "^lib/errors/" },
      to: { path: "^(lib|app|components)/", pathNot: "^lib/errors/" },
    },
    {
      name: "domain-knows-no-surface",
      comment: "Storage and the domain throw their own errors; only the surfaces know HTTP pipelines and renderings.",
      severity: "error",
      from: { path: "^lib/(db|demo-requests|idempotency|health|calculators|content|search|markdown|ratelimit|config|log|runtime|leads)/" },
      to: { path: "^lib/(api|edge|endpoints)/" },
    },
    {
      name: "lib-knows-no-routes",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^app/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
