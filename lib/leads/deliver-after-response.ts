import { after } from "next/server";
import { getDatabase } from "@/lib/db";
import { errorKind, log } from "@/lib/log/logger";
import { deliverDueLeads } from "./deliver-due-leads";

/**
 * The first attempt at a new lead's deliveries, right after the response:
 * the visitor never waits for a receiver, and on Vercel `after()` keeps the
 * function alive until it is done. Outside a request (scripts, tests that
 * call handlers directly) it simply runs in the background. A failure here
 * loses nothing: the deliveries stay in the outbox for the sweeper.
 */
export function deliverAfterResponse(leadId: string): void {
  const task = async () => {
    try {
      const { db } = await getDatabase();
      await deliverDueLeads(db, { leadId });
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
