// The generated section of docs/benchmarks.md, from one run's results.

/** The issue's memory target is 400 MB (decimal): 381.5 MiB, the unit the report measures in. */
const RSS_TARGET_MIB = 400e6 / 2 ** 20;
const RSS_TARGET_TEXT = `< 400 MB (${RSS_TARGET_MIB.toFixed(1)} MiB)`;

const int = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString("en-US") : "n/a");
const ms = (n) => (Number.isFinite(n) ? (n < 10 ? n.toFixed(2) : n.toFixed(1)) : "n/a");
const pct = (n) => (Number.isFinite(n) ? `${Math.round(n * 100)}%` : "n/a");
const verdict = (met) => (met === undefined ? "" : met ? "met" : "**missed**");

function refusals(round) {
  const count = round.non2xx + round.errors + round.timeouts;
  return count === 0 ? "" : ` (${int(count)} non-2xx/errors)`;
}

function throughputRows(result) {
  if (result.status !== "measured") {
    const target = result.scenario.ratios.find((ratio) => ratio.target !== undefined);
    return [`| ${result.title} | ${result.status}: ${result.reason} | | | | | ${target ? `≥ ${target.target}` : ""} | ${result.status} |`];
  }
  return result.scenario.sides.map((side, index) => {
    const { best, processBests } = result.sides[side.key];
    const label =
      processBests.length > 1
        ? `${side.label} (median of ${processBests.length} processes: ${processBests.map(int).join(", ")})`
        : side.label;
    const ratios = result.ratios.filter((ratio) => ratio.side === side.key);
    const ratioText = ratios.map((ratio) => `${ratio.value.toFixed(2)} vs ${result.sides[ratio.floor].side.short}`).join("; ");
    const targeted = ratios.find((ratio) => ratio.target !== undefined);
    return (
      `| ${index === 0 ? result.title : ""} | ${label} | ${int(best.rps)}${refusals(best)} | ${ms(best.p50)} | ${ms(best.p99)} | ` +
      `${ratioText} | ${targeted ? `≥ ${targeted.target}` : ""} | ${targeted ? verdict(targeted.met) : ""} |`
    );
  });
}

function latencyRows(result) {
  const target = result.scenario.latencyTarget;
  if (result.status !== "measured")
    return [`| ${result.title} | ${result.status}: ${result.reason} | | | | < ${target} ms | ${result.status} |`];
  const loaded = result.sides.app.best;
  return [
    `| ${result.title} | ${ms(result.light.p50)} | ${ms(result.light.p99)} | ${int(result.light.rps)} | ${ms(loaded.p99)} | < ${target} ms | ${verdict(result.latencyMet)} |`,
  ];
}

function timelineEntry(entry) {
  const when = entry.after === "start" ? "at start" : `after ${entry.after}`;
  const children = entry.processes > 1 ? ` (${entry.processes} processes)` : "";
  return `${when} ${int(entry.rssMiB)}${children}`;
}

/** Core 0 time not used by the server (which is pinned there): other processes competing with it. */
function otherWork(round) {
  const busy = round.coreBusy?.[0];
  return Number.isFinite(busy) && Number.isFinite(round.serverCpu) ? pct(Math.max(0, busy - round.serverCpu)) : "n/a";
}

function detailRows(results) {
  const rows = [];
  for (const result of results) {
    if (result.status !== "measured") continue;
    for (const side of result.scenario.sides) {
      const { rounds, processBests } = result.sides[side.key];
      const perProcess = new Map();
      for (const round of rounds) {
        const number = (perProcess.get(round.process) ?? 0) + 1;
        perProcess.set(round.process, number);
        const label = processBests.length > 1 ? `${side.label}, process ${round.process}` : side.label;
        rows.push(
          `| ${result.id} | ${label} | ${number} | ${int(round.rps)} | ${ms(round.p50)} | ${ms(round.p99)} | ${ms(round.max)} | ` +
            `${int(round.non2xx + round.errors + round.timeouts)} | ${pct(round.serverCpu)} | ${pct(round.loadCpu)} | ${otherWork(round)} |`,
        );
      }
    }
    if (result.light) {
      const round = result.light;
      rows.push(
        `| ${result.id} | app, 1 connection | – | ${int(round.rps)} | ${ms(round.p50)} | ${ms(round.p99)} | ${ms(round.max)} | ` +
          `${int(round.non2xx + round.errors + round.timeouts)} | ${pct(round.serverCpu)} | ${pct(round.loadCpu)} | ${otherWork(round)} |`,
      );
    }
  }
  return rows;
}

function misses(run) {
  const lines = [];
  for (const result of run.results) {
    if (result.status !== "measured") {
      lines.push(`- ${result.title}: ${result.status} (${result.reason}); not measured.`);
      continue;
    }
    for (const ratio of result.ratios) {
      if (ratio.met !== false) continue;
      const side = result.sides[ratio.side];
      const floor = result.sides[ratio.floor];
      lines.push(
        `- ${result.title}: ratio ${ratio.value.toFixed(2)} against ${floor.side.label} (target ≥ ${ratio.target}): ` +
          `${int(side.best.rps)} req/s against ${int(floor.best.rps)} req/s; p99 ${ms(side.best.p99)} ms against ${ms(floor.best.p99)} ms.`,
      );
    }
    if (result.latencyMet === false) {
      lines.push(
        `- ${result.title}: p99 ${ms(result.light.p99)} ms at light load (target < ${result.scenario.latencyTarget} ms); ${ms(result.sides.app.best.p99)} ms at ${run.settings.connections} connections.`,
      );
    }
  }
  if (!(run.coldStart.app.median < 1500)) lines.push(`- Cold start: median ${int(run.coldStart.app.median)} ms (target < 1,500 ms).`);
  if (!(run.memory.app.rssMiB < RSS_TARGET_MIB))
    lines.push(`- RSS at rest after the run: ${int(run.memory.app.rssMiB)} MiB (target ${RSS_TARGET_TEXT}).`);
  return lines;
}

/** Whether the delivering app's every accepted lead reached the receivers, once per channel. */
function deliveryLine({ leads, webhooks, distinctWebhooks, emails, rejectedWebhooks, drainSeconds }) {
  const complete = distinctWebhooks >= leads && emails >= leads;
  return (
    `Lead delivery during that scenario: the load generator counted ${int(leads)} accepted leads at the delivering app (requests still in flight when a round ended are stored and delivered but not counted); ` +
    `the receivers got ${int(webhooks)} signed webhooks with ${int(distinctWebhooks)} distinct \`webhook-id\`s (${int(rejectedWebhooks)} failed verification) and ${int(emails)} emails, ` +
    `${complete ? `every counted lead on both channels within ${drainSeconds.toFixed(1)} s after the load stopped` : "**fewer than the counted leads within five minutes after the load stopped**"}. ` +
    "Attempts run in the delivery worker, a process of its own that `npm start` runs beside the web server; pinned runs put it on the server's core (it inherits the server's affinity), so it still competes with the web server there. The reference row charged with each round's drain shows what delivering every lead costs."
  );
}

export function renderRun(run) {
  const s = run.settings;
  const light = run.results.filter((result) => result.scenario.latencyTarget !== undefined);
  const missed = misses(run);
  const lines = [
    "## Last run",
    "",
    `- **Date:** ${run.date}`,
    `- **Software:** Node.js ${run.versions.node}, Next.js ${run.versions.next}, MCP SDK ${run.versions.sdk}, autocannon ${run.versions.autocannon}`,
    `- **Machine:** ${s.cores} cores; 1-minute load average ${run.loadAverage.toFixed(2)} when the run started (other work on the machine lowers and scatters the numbers)`,
    `- **Placement:** ${run.pinned ? "every server pinned to core 0 and the load generator (autocannon, in the runner process) to core 1 with `taskset`, so they do not compete for a core" : "not pinned (`taskset` unavailable or a single core): servers and the load generator share the cores, which lowers every number"}.`,
    `- **Method:** autocannon, ${s.connections} connections, pipelining 1. Before its first round each Next.js server and the MCP SDK floor get load in windows of ${s.warmupWindowSeconds} s until a window is no more than ${Math.round(s.steadyGain * 100)}% faster than the one before, at least ${s.firstWarmupSeconds} s and at most ${s.warmupLimitSeconds} s (Next.js keeps speeding up for 20 s or more while it compiles the request path, longer for a bigger app), and ${s.laterWarmupSeconds} s before each later scenario; the bare node:http floor gets ${s.plainWarmupSeconds} s.
- **Rounds:** ${s.rounds} measured rounds of ${s.roundSeconds} s per server, alternating app and floors. The table shows the **best round** (highest req/s) of each, with p50/p99 computed from every 2xx response of that round (sub-millisecond, not autocannon's whole-millisecond histogram).
- **Processes:** Where a ratio with a target compares two Next.js servers (health), each of them (and the baseline) runs as ${s.processes} processes, measured in turn, and the row is the median process's best round: two processes of the same build can settle a quarter apart for their whole life. Every round is listed under "Per-round detail".`,
    ...(run.warmups?.length
      ? [
          `- **Warm-up:** ${run.warmups.map((w) => `${w.server} ${w.seconds} s (${w.windows.map((rps) => int(rps)).join(", ")} req/s)`).join("; ")}.`,
        ]
      : []),
    `- **Traffic:** every request carries a descriptive User-Agent and an \`X-Forwarded-For\` client address (the app runs with \`TRUST_PROXY=1\`). Each address is used for at most 100 requests (health, tool servers, pages) or for one request (demo requests, which also get a new email each), so every answer is a fresh 200 rather than a 429 or a duplicate.`,
    `- **Server:** the app runs as \`npm start\` runs it (\`node ${s.appStartArguments.join(" ")}\`) in production on a fresh embedded store (PGlite) with in-memory rate limits and \`LOG_SILENT=1\`. The delivery scenarios run on PostgreSQL instead (\`BENCH_DATABASE_URL\`, a fresh database per app, migrated with \`npm run db:migrate\`), where \`npm start\` runs the delivery worker in a process of its own; their reference is the same app on PostgreSQL without a channel.`,
    `- **Build:** ${run.snapshot ? "`npm run build` in a private copy of the working tree (sources copied, node_modules hard-linked), served from there, so other builds of the project's `.next` during the run cannot change what is measured" : "the project's existing `.next` (`BENCH_SKIP_BUILD=1`)"}.`,
    ...(run.baseline
      ? [
          `- **Baseline:** \`${run.baseline.ref}\` (commit ${run.baseline.commit.slice(0, 7)}) built the same way in a private directory with today's node_modules and served beside the app with the same flags; its rows ("baseline") show each surface before the changes since then, in the same run.`,
        ]
      : []),
    `- **Floors:** every floor runs with the app's Node.js flags (\`${s.appStartArguments.slice(0, -1).join(" ") || "none"}\`), so a ratio compares the code each server runs rather than garbage-collector settings that would apply to any of them. Floor (a) also runs a second time under Node.js's default flags, as a reference row that shows what those flags cost a bare Next.js server.
- **The floor app:** Floor (a) and the demo-request floor are a separate minimal Next.js app (\`bench/floor-app\`, plain \`.js\` route handlers), built with the project's Next.js and served by a copy of \`server.mjs\`. The demo-request reference is the same floor app in a process of its own, whose route also stores each lead with one \`INSERT … ON CONFLICT DO NOTHING\` in PGlite on disk, with the app's buffer settings and no ORM: it shows what the embedded database alone costs.
- **Floor (b):** Floor (b) is plain \`node:http\`. Both health floors share one module, so they do the same work: an in-memory fixed window per IP, the five RateLimit headers, CORS, and \`{"status":"ok"}\`.
- **The MCP floor:** The MCP floor is the SDK's stateless setup on \`node:http\`, as in the SDK's example: a new \`McpServer\` and \`StreamableHTTPServerTransport\` per request, \`sessionIdGenerator: undefined\`, \`enableJsonResponse: true\`. Its \`land_area_convert\` runs the project's real \`convertArea\` with its zod schemas, imported through tsx.
- **Framing:** With \`Accept: application/json, text/event-stream\` the app answers as a one-event SSE stream and the floor as JSON, so the app is also measured with \`Accept: application/json\` to separate the framing cost. The \`/mcp\` reference is the JSON-POST floor sent the same \`tools/call\` body: what any Next.js route reaches before doing the tool's work.`,
    "",
    ...(run.buildChanged
      ? [
          "**Warning:** another process rebuilt `.next` during this run, so some rounds may have measured a changing build. Run the benchmark again when no other build or end-to-end run is going.",
          "",
        ]
      : []),
    "### Throughput against floors",
    "",
    "| Surface | Server | req/s | p50 ms | p99 ms | Ratio (app ÷ floor) | Target | Result |",
    "|---|---|---:|---:|---:|---|---|---|",
    ...run.results.filter((result) => result.scenario.ratios.length > 0).flatMap(throughputRows),
    "",
    ...run.results.filter((result) => result.after).flatMap((result) => [deliveryLine(result.after), ""]),
    "### Latency targets",
    "",
    `p99 is judged at light load: one connection for ${s.roundSeconds} s, after the loaded rounds (so the caches are warm). The loaded p99 is from the best of the ${s.connections}-connection rounds.`,
    "",
    `| Surface | p50 ms, light | p99 ms, light | req/s, light | p99 ms at ${s.connections} connections | Target | Result |`,
    "|---|---:|---:|---:|---:|---|---|",
    ...light.flatMap(latencyRows),
    "",
    "### Cold start and memory",
    "",
    "| Measure | Value | Target | Result |",
    "|---|---|---|---|",
    `| Cold start of the app: spawning \`node ${s.appStartArguments.join(" ")}\` (production, not pinned) to the first 200 from \`/api/v1/health\`, median of ${run.coldStart.app.samples.length} | ${int(run.coldStart.app.median)} ms (${run.coldStart.app.samples.map(int).join(", ")}) | < 1,500 ms | ${verdict(run.coldStart.app.median < 1500)} |`,
    `| Cold start of the floor Next.js app, same method (reference) | ${int(run.coldStart.floor.median)} ms (${run.coldStart.floor.samples.map(int).join(", ")}) | | |`,
    `| App RSS at rest after the run: VmRSS of the server process${run.memory.app.processes > 1 ? " and its children" : " (it has no child processes)"}, read once it has stayed within 1 MiB for 20 s, ${int(run.memory.restSeconds)} s after the last round | ${int(run.memory.app.rssMiB)} MiB (peak ${int(run.memory.app.peakMiB)} MiB) | ${RSS_TARGET_TEXT} | ${verdict(run.memory.app.rssMiB < RSS_TARGET_MIB)} |`,
    `| App RSS right after each scenario, under the heap headroom grown under load (with any child process alive at that moment, such as the one that builds a new data directory) | ${run.memory.appTimeline.map(timelineEntry).join(", ")} MiB | | |`,
    ...(run.memory.appDeliveringWeb
      ? [
          `| RSS at rest of the instance with delivery configured (PostgreSQL): the web server and its delivery worker, each on its own | web ${int(run.memory.appDeliveringWeb.rssMiB)} MiB, worker ${run.memory.appDeliveringWorker ? `${int(run.memory.appDeliveringWorker.rssMiB)} MiB` : "not found"} | | |`,
        ]
      : []),
    `| RSS of the floors at rest after the run (reference) | Next.js floor ${int(run.memory.nextFloor.rssMiB)} MiB (under Node.js's default flags ${int(run.memory.nextFloorDefaults.rssMiB)} MiB), node:http floor ${int(run.memory.nodeFloor.rssMiB)} MiB, MCP SDK floor ${int(run.memory.mcpFloor.rssMiB)} MiB; Next.js floor that also stored every demo request in PGlite ${int(run.memory.storeFloor.rssMiB)} MiB (peak ${int(run.memory.storeFloor.peakMiB)} MiB) | | |`,
    "",
    "### Targets missed or not measured",
    "",
    ...(missed.length > 0 ? missed : ["None: every target was met."]),
    "",
    "### Per-round detail",
    "",
    "CPU columns: the server's CPU time over the round's wall time (100% is one full core, all it can have when pinned), and the same for the load generator. \"Other work\" is the part of core 0 that was busy with something other than the server: other processes on the machine competing with it. A server well under 100% with little other work was not the bottleneck; a round with much other work understates the server.",
    "",
    "<details><summary>Every measured round</summary>",
    "",
    "| Scenario | Server | Round | req/s | p50 ms | p99 ms | max ms | non-2xx/errors | Server CPU | Load generator CPU | Other work on core 0 |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...detailRows(run.results),
    "",
    "</details>",
  ];
  return lines.join("\n");
}
