import { getDatabase } from "@/lib/db";
import { errorKind, log } from "@/lib/log/logger";
import { deliverDueSoon } from "./coalesced-delivery";
import { sweepLeadDeliveries } from "./deliver-due-leads";
import { deliveriesShouldWait, paceLeadDeliveries } from "./delivery-pacing";

/** How often a self-hosted server looks for due retries; the shortest retry delay is 5 s. */
export const SWEEP_INTERVAL_MS = 5_000;

const state = globalThis as unknown as { __leadSweeper?: NodeJS.Timeout };

/**
 * Runs the retries in-process on a self-hosted server (`npm start`,
 * `npm run dev`). Several processes may sweep one database: claims are
 * exclusive, so no attempt is sent twice at once. On Vercel the Cron Job
 * route does this instead.
 *
 * With a sweeper here, first attempts may also wait out a saturated server
 * (`delivery-pacing.ts`); while it stays saturated each round sends one
 * batch, so waiting deliveries still move.
 */
export function startLeadSweeper(intervalMs = SWEEP_INTERVAL_MS): void {
  if (state.__leadSweeper) return;
  paceLeadDeliveries(() => {
    getDatabase()
      .then(({ db }) => deliverDueSoon(db))
      .catch((error) => log.warn("waiting lead deliveries did not run; the sweeper will retry", { error: errorKind(error) }));
  });
  let running = false;
  state.__leadSweeper = setInterval(() => {
    if (running) return;
    running = true;
    getDatabase()
      .then(({ db }) => sweepLeadDeliveries(db, deliveriesShouldWait() ? 1 : undefined))
      .catch((error) => log.warn("lead delivery sweep failed; retrying on the next round", { error: errorKind(error) }))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  state.__leadSweeper.unref();
}
