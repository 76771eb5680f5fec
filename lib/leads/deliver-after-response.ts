import { after } from "next/server";
import { getDatabase } from "@/lib/db";
import { errorKind, log } from "@/lib/log/logger";
import { deliverDueSoon } from "./coalesced-delivery";
import { deliveriesShouldWait, deliveriesWaiting } from "./delivery-pacing";

/**
 * The first attempt at a new lead's deliveries, right after the response:
 * the visitor never waits for a receiver, and on Vercel `after()` keeps the
 * function alive until it is done. Under load, leads arriving together share
 * one run (one claim, one read and one update for the batch), and on a
 * saturated self-hosted server they wait until it eases (see
 * `delivery-pacing.ts`). Outside a request (scripts, tests that call
 * handlers directly) it simply runs in the background. A failure here loses
 * nothing: the deliveries stay in the outbox for the sweeper.
 */
export function deliverAfterResponse(leadId: string): void {
  if (deliveriesShouldWait()) {
    deliveriesWaiting();
    return;
  }
  const task = async () => {
    try {
      const { db } = await getDatabase();
      // Joins the next delivery run rather than claiming on its own: see `deliverDueSoon`.
      await deliverDueSoon(db);
    } catch (error) {
      log.warn("first lead delivery attempt did not run; the sweeper will retry", { leadId, error: errorKind(error) });
    }
  };
  try {
    after(task);
  } catch {
    void task();
  }
}
