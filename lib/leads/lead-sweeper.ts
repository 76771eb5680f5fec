import { getDatabase } from "@/lib/db";
import { errorKind, log } from "@/lib/log/logger";
import { sweepLeadDeliveries } from "./deliver-due-leads";

/** How often a self-hosted server looks for due retries; the shortest retry delay is 5 s. */
export const SWEEP_INTERVAL_MS = 5_000;

const state = globalThis as unknown as { __leadSweeper?: NodeJS.Timeout };

/**
 * Runs the retries in-process on a self-hosted server (`npm start`,
 * `npm run dev`). Several processes may sweep one database: claims are
 * exclusive, so no attempt is sent twice at once. On Vercel the Cron Job
 * route does this instead.
 */
export function startLeadSweeper(intervalMs = SWEEP_INTERVAL_MS): void {
  if (state.__leadSweeper) return;
  let running = false;
  state.__leadSweeper = setInterval(() => {
    if (running) return;
    running = true;
    getDatabase()
      .then(({ db }) => sweepLeadDeliveries(db))
      .catch((error) => log.warn("lead delivery sweep failed; retrying on the next round", { error: errorKind(error) }))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  state.__leadSweeper.unref();
}
