// The measured surfaces, each with the floor it is compared to.
//   side.server: which running server answers (app, nextFloor, nodeFloor, mcpFloor);
//     side.label names it in the report, side.short in ratios; side.processes: measured on
//     settings.processes copies of that server, reported by the median one
//   ratios: app throughput over a floor's, with the target where there is one
//   latencyTarget: a p99 bound in ms, judged at light load (one connection)
import { send } from "./servers.mjs";
import { demoRequestBody, toolCall } from "./traffic.mjs";

const MCP_HEADERS = { accept: "application/json, text/event-stream", "content-type": "application/json" };

/** The JSON-RPC message in a JSON or single-event SSE answer. */
function rpcMessage(response) {
  const type = String(response.headers["content-type"] ?? "");
  const text = type.startsWith("text/event-stream") ? (/^data: (.*)$/m.exec(response.text)?.[1] ?? "") : response.text;
  return JSON.parse(text);
}

const expectOk = (response) => (response.status === 200 ? undefined : `answered ${response.status}`);

function expectToolResult(response) {
  if (response.status !== 200) return `answered ${response.status}`;
  const message = rpcMessage(response);
  if (message.error) return `JSON-RPC error ${message.error.code}: ${message.error.message}`;
  if (message.result?.isError) return `tool error: ${message.result.content?.[0]?.text ?? ""}`;
  return undefined;
}

function expectMarkdown(response) {
  if (response.status !== 200) return `answered ${response.status}`;
  const type = String(response.headers["content-type"] ?? "");
  return type.startsWith("text/markdown") ? undefined : `answered ${type || "no Content-Type"}, not text/markdown`;
}

function expectHtml(response) {
  if (response.status !== 200) return `answered ${response.status}`;
  const type = String(response.headers["content-type"] ?? "");
  return type.startsWith("text/html") ? undefined : `answered ${type || "no Content-Type"}, not text/html`;
}

/**
 * The same surface on the commit named by BENCH_BASELINE, built and served beside the app
 * (left out when no baseline is set): "no slower than before" measured in one run.
 */
const baseline = (path, extra = {}) => ({
  key: "baseline",
  label: "baseline: the commit in BENCH_BASELINE",
  short: "baseline",
  server: "baseline",
  path,
  ...extra,
});

/** The longest wait for a delivery backlog: a saturated round's leads wait until the load stops. */
const DRAIN_LIMIT_MS = 300_000;

/** What the receivers had counted when the previous delivery scenario ended (they run for the whole bench). */
let deliveredBefore = { leads: 0, webhooks: 0, distinctWebhooks: 0, rejectedWebhooks: 0, emails: 0 };

/**
 * After a delivery scenario: waits (up to five minutes) until the receivers have every lead the
 * delivering app accepted, once per channel, and reports this scenario's share and how long
 * the backlog took to drain.
 */
async function deliveryDrained({ servers, accepted }) {
  const leads = deliveredBefore.leads + accepted.appDelivering;
  const startedAt = performance.now();
  let counts;
  do {
    counts = JSON.parse((await send(`${servers.leadReceivers.url}/counts`)).text);
    if (counts.distinctWebhooks >= leads && counts.emails >= leads) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  } while (performance.now() - startedAt < DRAIN_LIMIT_MS);
  const drainSeconds = (performance.now() - startedAt) / 1000;
  const share = Object.fromEntries(Object.entries(counts).map(([key, value]) => [key, value - (deliveredBefore[key] ?? 0)]));
  deliveredBefore = { ...counts, leads };
  console.log(
    `bench: delivery: ${accepted.appDelivering} leads accepted; ${share.distinctWebhooks} webhooks and ${share.emails} emails received (drained ${drainSeconds.toFixed(1)} s after the load)`,
  );
  return { leads: accepted.appDelivering, ...share, drainSeconds };
}

/**
 * Between rounds of the delivery scenarios: waits until the receivers' counts stop growing (no
 * new delivery for a second, at most five minutes), so the next round does not share the core with
 * the last one's backlog. Returns the seconds it waited.
 */
async function deliveriesSettled({ servers }) {
  const startedAt = performance.now();
  const total = async () => {
    const counts = JSON.parse((await send(`${servers.leadReceivers.url}/counts`)).text);
    return counts.webhooks + counts.emails + counts.rejectedWebhooks;
  };
  let last = await total();
  let quietSince = performance.now();
  while (performance.now() - quietSince < 1_000 && performance.now() - startedAt < DRAIN_LIMIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = await total();
    if (now !== last) {
      last = now;
      quietSince = performance.now();
    }
  }
  // The second of quiet that ended the wait is not the backlog's.
  return Math.max(0, (quietSince - startedAt) / 1000);
}

/** A demo request from a new client with a new email each time: a fresh insert. */
const demoRequest = (path) => ({
  method: "POST",
  path,
  headers: { "content-type": "application/json", accept: "application/json" },
  bodyFor: demoRequestBody,
  perAddress: 1,
});

/**
 * The app with lead delivery configured against the app without. Judged on the requests each
 * answered in its rounds (what a visitor sees); the delivering app is also shown charged with the
 * time its backlog took to drain after each round (what delivering every lead costs the core).
 */
function deliveryScenario({ id, title, connections, rate }) {
  return {
    id,
    title,
    connections,
    rate,
    sides: [
      {
        key: "appDelivering",
        label: "app, webhook and email delivery configured",
        short: "delivering",
        server: "appDelivering",
        path: "/api/v1/demo-request",
        chargeDrain: {
          key: "appDeliveringWithDrain",
          label: "reference: the same rounds of the delivering app, req/s over each round plus its backlog's drain",
          short: "delivering, drain charged",
        },
      },
      {
        key: "appPostgres",
        label: "app on PostgreSQL, no delivery channel",
        short: "no delivery",
        server: "appPostgres",
        path: "/api/v1/demo-request",
      },
    ],
    request: demoRequest,
    check: expectOk,
    absent,
    ratios: [
      { side: "appDelivering", floor: "appPostgres", target: 0.9 },
      { side: "appDeliveringWithDrain", floor: "appPostgres" },
    ],
    afterRound: deliveriesSettled,
    after: deliveryDrained,
  };
}

/** Answers meaning "this surface has not landed yet" rather than "it is broken". */
const absent = (response) => response.status === 404 || response.status === 405 || response.status === 406;

const landAreaConvert = toolCall("land_area_convert", { value: 1, fromUnit: "acre", toUnit: "sqm" });
// The same call as MCP 2026-07-28 sends it: `_meta` in the params, the method and tool mirrored in headers.
const MODERN_HEADERS = { "mcp-protocol-version": "2026-07-28", "mcp-method": "tools/call", "mcp-name": "land_area_convert" };
const MODERN_META = { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {} };
const landAreaConvertModern = toolCall("land_area_convert", { value: 1, fromUnit: "acre", toUnit: "sqm" }, MODERN_META);
const PEER_PATH = "/mcp-handler";
const searchDocs = toolCall("search_docs", { query: "stamp duty karnataka" });

export const scenarios = [
  {
    id: "health",
    title: "`GET /api/v1/health`",
    sides: [
      // The target ratio compares two Next.js servers, so each is measured on several processes.
      { key: "app", label: "app", server: "app", path: "/api/v1/health", processes: true },
      {
        key: "nextFloor",
        label: "floor (a): bare Next.js route",
        short: "floor (a)",
        server: "nextFloor",
        path: "/health",
        processes: true,
      },
      { key: "nodeFloor", label: "floor (b): bare node:http", short: "floor (b)", server: "nodeFloor", path: "/health" },
      {
        key: "nextFloorDefaults",
        label: "reference: floor (a) under Node.js's default flags",
        short: "floor (a), default flags",
        server: "nextFloorDefaults",
        path: "/health",
      },
      baseline("/api/v1/health", { processes: true }),
    ],
    request: (path) => ({ path, perAddress: 100 }),
    check: expectOk,
    absent,
    ratios: [
      { side: "app", floor: "nextFloor", target: 0.9 },
      { side: "app", floor: "nodeFloor" },
      { side: "app", floor: "nextFloorDefaults" },
      { side: "nextFloor", floor: "nextFloorDefaults" },
      { side: "app", floor: "baseline" },
    ],
  },
  {
    id: "demo",
    title: "`POST /api/v1/demo-request` (PGlite)",
    sides: [
      { key: "app", label: "app", server: "app", path: "/api/v1/demo-request" },
      { key: "nextFloor", label: "floor: bare Next.js JSON POST", short: "floor", server: "nextFloor", path: "/echo" },
      {
        key: "storeFloor",
        label: "reference: the same floor plus one PGlite INSERT",
        short: "floor + PGlite",
        server: "storeFloor",
        path: "/echo-store",
      },
      baseline("/api/v1/demo-request"),
    ],
    // Each request is a new client (5 demo requests per hour per address) with a new email: a fresh insert.
    request: demoRequest,
    check: expectOk,
    absent,
    ratios: [
      { side: "app", floor: "nextFloor", target: 0.6 },
      { side: "app", floor: "storeFloor" },
      { side: "storeFloor", floor: "nextFloor" },
      { side: "app", floor: "baseline" },
    ],
  },
  // Lead delivery must not slow the form down. The same app started twice, one of them with a
  // signed webhook and email to sales configured (receivers on the load generator's core). At
  // 16 connections the server's core is saturated, so every delivery's work competes with requests.
  deliveryScenario({
    id: "demoDelivery",
    title: "`POST /api/v1/demo-request` (PostgreSQL) with lead delivery configured, its worker in a process of its own",
  }),
  // The same below saturation: 100 leads a second offered (far above any real form's traffic),
  // where the deliveries after each answer can use the core's idle time. Both sides should carry
  // the whole offered load; the latencies show what delivery costs a visitor.
  deliveryScenario({
    id: "demoDeliveryLight",
    title:
      "`POST /api/v1/demo-request` (PostgreSQL) with lead delivery configured, its worker in a process of its own, 100 requests a second offered",
    connections: 4,
    rate: 100,
  }),
  {
    id: "mcp",
    title: "`POST /mcp` `tools/call` `land_area_convert`",
    sides: [
      { key: "app", label: "app", server: "app", path: "/mcp" },
      {
        key: "appJson",
        label: "app, `Accept: application/json` only",
        server: "app",
        path: "/mcp",
        headers: { accept: "application/json" },
      },
      { key: "mcpFloor", label: "floor: bare MCP SDK, stateless", short: "SDK floor", server: "mcpFloor", path: "/mcp" },
      {
        // What any Next.js route can reach: parse the same POST body and answer, no tool server.
        key: "nextFloor",
        label: "reference: bare Next.js JSON POST of the same body",
        short: "Next.js JSON POST",
        server: "nextFloor",
        path: "/echo",
        check: expectOk,
      },
      baseline("/mcp"),
    ],
    request: (path, headers) => ({ method: "POST", path, headers: { ...MCP_HEADERS, ...headers }, body: landAreaConvert, perAddress: 100 }),
    check: expectToolResult,
    absent,
    ratios: [
      { side: "app", floor: "mcpFloor", target: 0.8 },
      { side: "appJson", floor: "mcpFloor" },
      { side: "app", floor: "nextFloor" },
      { side: "nextFloor", floor: "mcpFloor" },
      { side: "app", floor: "baseline" },
    ],
  },
  {
    // Both eras against the peer users pick instead: vercel's mcp-handler 2.x in a bare Next.js route (floor app).
    id: "mcpEras",
    title: "`POST /mcp` `tools/call` `land_area_convert`, MCP 2026-07-28 and 2025-11-25, beside mcp-handler 2.x",
    sides: [
      { key: "app", label: "app, 2026-07-28", server: "app", path: "/mcp", headers: MODERN_HEADERS },
      { key: "appLegacy", label: "app, 2025-11-25", short: "app legacy", server: "app", path: "/mcp" },
      {
        key: "peer",
        label: "peer: mcp-handler 2.x in a bare Next.js route, 2026-07-28",
        short: "mcp-handler",
        server: "nextFloor",
        path: PEER_PATH,
        headers: MODERN_HEADERS,
      },
      {
        key: "peerLegacy",
        label: "peer: mcp-handler 2.x in a bare Next.js route, 2025-11-25",
        short: "mcp-handler legacy",
        server: "nextFloor",
        path: PEER_PATH,
      },
    ],
    request: (path, headers) => ({
      method: "POST",
      path,
      headers: { ...MCP_HEADERS, "mcp-protocol-version": "2025-11-25", ...headers },
      body: headers["mcp-method"] ? landAreaConvertModern : landAreaConvert,
      perAddress: 100,
    }),
    check: expectToolResult,
    absent,
    ratios: [
      { side: "app", floor: "peer", target: 1.5 },
      { side: "appLegacy", floor: "peerLegacy", target: 1.5 },
      // The modern path no slower than the legacy one.
      { side: "app", floor: "appLegacy", target: 1 },
    ],
  },
  {
    id: "mcpDocs",
    title: "`POST /mcp/docs` `tools/call` `search_docs`",
    sides: [{ key: "app", label: "app", server: "app", path: "/mcp/docs" }],
    request: (path) => ({ method: "POST", path, headers: MCP_HEADERS, body: searchDocs, perAddress: 100 }),
    check: expectToolResult,
    absent,
    ratios: [],
    latencyTarget: 20,
  },
  {
    id: "markdownGlossary",
    title: "`GET /glossary/acre` as Markdown",
    sides: [{ key: "app", label: "app", server: "app", path: "/glossary/acre" }, baseline("/glossary/acre")],
    request: (path) => ({ path, headers: { accept: "text/markdown" }, perAddress: 100 }),
    check: expectMarkdown,
    absent: (response) => absent(response) || expectMarkdown(response) !== undefined,
    ratios: [{ side: "app", floor: "baseline" }],
    latencyTarget: 20,
  },
  {
    // A page view as a browser makes it. Its headers come from static rules; "within 5% of
    // before" is judged against the commit in BENCH_BASELINE.
    id: "pageGlossary",
    title: "`GET /glossary/acre` as HTML",
    sides: [{ key: "app", label: "app", server: "app", path: "/glossary/acre" }, baseline("/glossary/acre")],
    request: (path) => ({ path, headers: { accept: "text/html,application/xhtml+xml" }, perAddress: 100 }),
    check: expectHtml,
    absent,
    ratios: [{ side: "app", floor: "baseline", target: 0.95 }],
  },
  {
    id: "markdownHome",
    title: "`GET /` as Markdown",
    sides: [{ key: "app", label: "app", server: "app", path: "/" }],
    request: (path) => ({ path, headers: { accept: "text/markdown" }, perAddress: 100 }),
    check: expectMarkdown,
    absent: (response) => absent(response) || expectMarkdown(response) !== undefined,
    ratios: [],
    latencyTarget: 20,
  },
];
