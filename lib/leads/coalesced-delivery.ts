import type { Database } from "@/lib/db";
import { type DeliveryTally, attemptClaimed, planAndClaim } from "./deliver-due-leads";
import { deliveriesShouldWait, deliveriesWaiting } from "./delivery-pacing";

/** The most deliveries one run claims; a full batch starts another run. */
export const RUN_CLAIM_LIMIT = 100;

/**
 * The least time between two runs' claims. A lone lead is claimed at once;
 * in a burst, the leads of the next fifth of a second share one run.
 */
export const RUN_INTERVAL_MS = 200;

interface RunState {
  /** The claim statement in flight, if any. */
  claiming?: Promise<unknown>;
  /** The next run, whose claim has not been issued yet: a new lead's request joins it. */
  waiting?: Promise<DeliveryTally>;
  /** When the last claim was issued (ms since the epoch). */
  lastClaimAt: number;
}

const states = new WeakMap<Database, RunState>();

/**
 * Asks for every due delivery to be attempted soon, and resolves when the run
 * that covers the caller's (already stored) deliveries is done.
 *
 * Under load, one claim per lead would cost the embedded database more than
 * the lead itself. So at most one claim is in flight per database, and claims
 * are at least `RUN_INTERVAL_MS` apart: requests made meanwhile join the next
 * run, whose claim is issued after they were made and so sees every lead
 * stored before them. A lone lead gets a run of its own at once; a burst
 * shares a few (one claim, one read and one update each). Two processes still never send the same attempt at once: the claim
 * itself (`claimDueDeliveries`) is what makes that so.
 */
export function deliverDueSoon(db: Database): Promise<DeliveryTally> {
  let state = states.get(db);
  if (!state) {
    state = { lastClaimAt: 0 };
    states.set(db, state);
  }
  if (state.waiting) return state.waiting;
  const runState = state;
  const previousClaim = runState.claiming;
  const run = (async () => {
    // Always yields at least once, so `waiting` is set below before this run closes it.
    await previousClaim?.catch(() => {});
    const wait = runState.lastClaimAt + RUN_INTERVAL_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    runState.waiting = undefined;
    runState.lastClaimAt = Date.now();
    const claim = planAndClaim(db, { limit: RUN_CLAIM_LIMIT });
    runState.claiming = claim;
    let claims: Awaited<typeof claim>;
    try {
      claims = await claim;
    } finally {
      if (runState.claiming === claim) runState.claiming = undefined;
    }
    if (claims.length === RUN_CLAIM_LIMIT) {
      // More is due: another run, unless requests need the core (then it waits for them to ease).
      if (deliveriesShouldWait()) deliveriesWaiting();
      else void deliverDueSoon(db).catch(() => {});
    }
    return attemptClaimed(db, claims);
  })();
  runState.waiting = run;
  return run;
}
