// Cold start: from spawning a server to its first 200, several times; the median is reported.
import { startServer } from "./servers.mjs";

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** `launch()` returns fresh `startServer` options (a new port and data directory) for each start. */
export async function measureColdStarts(times, launch) {
  const samples = [];
  for (let i = 0; i < times; i += 1) {
    const server = await startServer(await launch());
    samples.push(server.readyMs);
    await server.stop();
  }
  return { samples, median: median(samples) };
}
