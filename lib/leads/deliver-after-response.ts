import { after } from "next/server";
import { getConfig } from "@/lib/config/env";
import { getDatabase } from "@/lib/db";
import { errorKind, log } from "@/lib/log/logger";
import { deliveryWorkerRunning, drainDueDeliveries } from "./delivery-worker";

/**
 * The first attempt at a new lead's deliveries where no worker runs: right
 * after the response, so the visitor never waits for a receiver (on Vercel
 * `after()` keeps the function alive until it is done); outside a request
 * (scripts, tests that call handlers directly) it simply runs in the
 * background. Where a worker runs (in this process, in the process
 * `npm start` starts beside the web server, or in `npm run worker`
 * processes) it is woken by the new job instead, and the web process does
 * nothing. A failure here loses nothing: the job stays queued for the next
 * worker or Cron run.
 */
export function deliverAfterResponse(leadId: string): void {
  const worker = getConfig().deliveryWorker;
  if (worker === "process" || worker === "external" || deliveryWorkerRunning()) return;
  const task = async () => {
    try {
      await drainDueDeliveries(await getDatabase(), { maxBatches: 1 });
    } catch (error) {
      log.warn("first lead delivery attempt did not run; it stays queued", { leadId, error: errorKind(error) });
    }
  };
  try {
    after(task);
  } catch {
    void task();
  }
}
