// One round of load with autocannon, plus what autocannon does not report:
// sub-millisecond latency percentiles of the 2xx answers, and how busy the
// server and this load generator were during the round.
import autocannon from "autocannon";
import { performance } from "node:perf_hooks";
import { coreBusy, coreTimes, cpuSeconds } from "./cpu.mjs";

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1];
}

/**
 * Runs `request` (autocannon request shape, with an optional `setupRequest`)
 * against `url` for `seconds` on `connections` connections, pipelining 1.
 */
export function runRound({ url, request, seconds, connections, serverPid, rate }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const serverCpuBefore = cpuSeconds(serverPid);
    const selfCpuBefore = process.cpuUsage();
    const coresBefore = coreTimes();
    const startedAt = performance.now();
    const instance = autocannon(
      {
        url,
        connections,
        pipelining: 1,
        duration: seconds,
        timeout: 10,
        // An offered load (requests per second over all connections) instead of as fast as answers come.
        ...(rate ? { overallRate: rate } : {}),
        requests: [request],
      },
      (error, result) => {
        if (error) {
          reject(error);
          return;
        }
        const wallSeconds = (performance.now() - startedAt) / 1000;
        const selfCpu = process.cpuUsage(selfCpuBefore);
        const serverCpuAfter = cpuSeconds(serverPid);
        const busy = coreBusy(coresBefore, coreTimes());
        latencies.sort((a, b) => a - b);
        resolve({
          rps: result["2xx"] / result.duration,
          ok: result["2xx"],
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count])),
          p50: percentile(latencies, 50),
          p99: percentile(latencies, 99),
          max: latencies.at(-1) ?? Number.NaN,
          serverCpu:
            serverCpuBefore === undefined || serverCpuAfter === undefined ? Number.NaN : (serverCpuAfter - serverCpuBefore) / wallSeconds,
          loadCpu: (selfCpu.user + selfCpu.system) / 1e6 / wallSeconds,
          /** How busy each core was, whoever used it: compared with the two above, it shows other work on the machine. */
          coreBusy: busy,
        });
      },
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}
