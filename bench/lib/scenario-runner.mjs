// Runs one scenario: probe every side, warm each up, then alternate measured
// rounds between the app and its floors (a side measured on several processes
// goes through each in turn); latency-target scenarios get one more round at
// light load (a single connection).
import { runRound } from "./load.mjs";
import { send } from "./servers.mjs";
import { settings } from "./settings.mjs";
import { loadRequest, probeRequest } from "./traffic.mjs";

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : "n/a");

function describe(round) {
  const refused = round.non2xx + round.errors + round.timeouts;
  return (
    `${Math.round(round.rps)} req/s, p50 ${fmt(round.p50, 2)} ms, p99 ${fmt(round.p99, 2)} ms, ` +
    `server CPU ${fmt(round.serverCpu * 100, 0)}%, load generator CPU ${fmt(round.loadCpu * 100, 0)}%, ` +
    `cores busy ${round.coreBusy.map((busy) => `${fmt(busy * 100, 0)}%`).join("/")}` +
    (refused > 0 ? `, ${round.non2xx} non-2xx / ${round.errors} errors / ${round.timeouts} timeouts` : "")
  );
}

/**
 * A server's first warm-up lasts until it stops speeding up (JIT compilation of the whole request
 * path; a bigger app has more to compile), later ones are short (this route's code). Records each
 * first warm-up's windows on the server, for the report.
 */
async function warmUp(side, server, measure) {
  if (server.kind === "plain") return measure(side, settings.plainWarmupSeconds);
  if (server.warmed) return measure(side, settings.laterWarmupSeconds);
  server.warmed = true;
  const windows = [];
  let seconds = 0;
  for (;;) {
    const { rps } = await measure(side, settings.warmupWindowSeconds);
    seconds += settings.warmupWindowSeconds;
    const previous = windows.at(-1);
    windows.push(rps);
    const steady = previous !== undefined && rps <= previous * (1 + settings.steadyGain);
    if ((seconds >= settings.firstWarmupSeconds && steady) || seconds >= settings.warmupLimitSeconds) break;
  }
  server.warmup = { side: side.key, seconds, windows };
  console.log(`bench: warmed up ${side.key} in ${seconds} s: ${windows.map((rps) => Math.round(rps)).join(", ")} req/s`);
}

async function probe(scenario, side, server) {
  const spec = scenario.request(side.path, side.headers ?? {});
  let response;
  try {
    // The first request to a route loads its code (and, for demo requests, opens the store): allow for it.
    response = await send(server.url + side.path, { ...probeRequest(spec), timeoutMs: 60_000 });
  } catch (error) {
    return { problem: `no answer (${error.message})`, absent: false };
  }
  const problem = (side.check ?? scenario.check)(response);
  return { problem, absent: problem !== undefined && scenario.absent(response) };
}

/** The servers a side is measured on: its own and, for a side measured on several processes, its copies. */
function processesOf(side, servers) {
  if (!side.processes) return [side.server];
  return Object.keys(servers).filter((name) => name === side.server || servers[name].copyOf === side.server);
}

/** Each process's best round, and of those the median one (the lower of the middle two for an even count). */
function medianProcessBest(rounds) {
  const bestOf = new Map();
  for (const round of rounds) {
    const best = bestOf.get(round.process);
    if (!best || round.rps > best.rps) bestOf.set(round.process, round);
  }
  const bests = [...bestOf.values()].sort((a, b) => a.rps - b.rps);
  return { best: bests[Math.floor((bests.length - 1) / 2)], processBests: bests.map((round) => round.rps) };
}

/** Runs one scenario: a probe of every side, warm-up, alternating measured rounds, and light load for latency targets. */
export async function runScenario(fullScenario, servers) {
  // Sides whose server is not running this time (the baseline without BENCH_BASELINE) are left out.
  const sides = fullScenario.sides.filter((side) => servers[side.server]);
  const keys = new Set(sides.flatMap((side) => [side.key, side.chargeDrain?.key].filter(Boolean)));
  const scenario = {
    ...fullScenario,
    sides,
    ratios: fullScenario.ratios.filter((ratio) => keys.has(ratio.side) && keys.has(ratio.floor)),
  };
  const result = { id: scenario.id, title: scenario.title, status: "measured", sides: {}, ratios: [], scenario };
  /** 2xx answers per side over the whole scenario, warm-up included (the delivery check counts every accepted lead). */
  const accepted = Object.fromEntries(sides.map((side) => [side.key, 1]));
  for (const side of scenario.sides) {
    const server = servers[side.server];
    const { problem, absent } = await probe(scenario, side, server);
    if (!problem) continue;
    if (side.server !== "app") throw new Error(`${scenario.id}: floor ${side.key} is broken: ${problem}`);
    result.status = absent ? "not available" : "failed";
    result.reason = problem;
    console.log(`bench: ${scenario.id}: ${result.status} (${problem})`);
    return result;
  }

  const measure = async (side, seconds, connections = scenario.connections ?? settings.connections) => {
    const round = await runRound({
      url: servers[side.server].url,
      request: loadRequest(scenario.request(side.path, side.headers ?? {})),
      seconds,
      connections,
      serverPid: servers[side.server].pid,
      rate: scenario.rate,
    });
    accepted[side.key] += round.ok;
    if (scenario.afterRound) {
      // Work the round left behind (deliveries still being sent) is finished before the next round;
      // a side that left work behind is also reported charged for the time it took (`chargeDrain`).
      const drainSeconds = await scenario.afterRound({ servers, side });
      if (side.chargeDrain) {
        round.drainSeconds = drainSeconds;
        round.rpsWithDrain = round.ok / (seconds + drainSeconds);
      }
    }
    return round;
  };

  for (const side of scenario.sides) {
    for (const server of processesOf(side, servers)) {
      console.log(`bench: ${scenario.id}: warming up ${server === side.server ? side.key : `${side.key} (${server})`}`);
      await warmUp({ ...side, server }, servers[server], measure);
    }
    result.sides[side.key] = { side, rounds: [] };
  }
  for (let round = 1; round <= settings.rounds; round += 1) {
    for (const side of scenario.sides) {
      const processes = processesOf(side, servers);
      for (const [index, server] of processes.entries()) {
        const measured = await measure({ ...side, server }, settings.roundSeconds);
        measured.process = index + 1;
        result.sides[side.key].rounds.push(measured);
        const which = processes.length > 1 ? ` process ${index + 1}` : "";
        console.log(`bench: ${scenario.id}: ${side.key}${which} round ${round}: ${describe(measured)}`);
      }
    }
  }
  // A side charged with its drain is reported as a row of its own, right below the side.
  scenario.sides = scenario.sides.flatMap((side) => {
    if (!side.chargeDrain) return [side];
    const charged = { ...side, ...side.chargeDrain, chargeDrain: undefined };
    const rounds = result.sides[side.key].rounds.map((round) => ({ ...round, rps: round.rpsWithDrain }));
    result.sides[charged.key] = { side: charged, rounds };
    return [side, charged];
  });
  for (const entry of Object.values(result.sides)) Object.assign(entry, medianProcessBest(entry.rounds));
  for (const ratio of scenario.ratios) {
    const value = result.sides[ratio.side].best.rps / result.sides[ratio.floor].best.rps;
    result.ratios.push({ ...ratio, value, met: ratio.target === undefined ? undefined : value >= ratio.target });
  }
  if (scenario.latencyTarget !== undefined) {
    const app = scenario.sides.find((side) => side.server === "app");
    result.light = await measure(app, settings.roundSeconds, 1);
    result.latencyMet = result.light.p99 < scenario.latencyTarget;
    console.log(`bench: ${scenario.id}: light load (1 connection): ${describe(result.light)}`);
  }
  if (scenario.after) result.after = await scenario.after({ servers, accepted });
  return result;
}
