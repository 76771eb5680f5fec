import { serverLoad } from "@/lib/runtime/server-load";

/** How often waiting deliveries look for a quieter moment. */
export const RESUME_CHECK_MS = 250;

interface Pacing {
  /** Starts delivering whatever is due (a delivery run, which continues while the server is not busy). */
  resume: () => void;
  isBusy: () => boolean;
  timer?: NodeJS.Timeout;
}

const shared = globalThis as unknown as { __leadDeliveryPacing?: Pacing };

/**
 * Lets lead deliveries give way to requests while the server is saturated.
 *
 * Delivering a lead (its outbox claim, the email, the signed webhook) costs
 * about as much CPU as storing it. On a saturated core, sending every lead
 * at once would halve how many leads the form can take. Leads are already
 * stored with their delivery work, so nothing is lost by waiting: while
 * requests are arriving and the event loop has no idle time, new leads'
 * first attempts are left in the outbox, and they are sent as soon as the
 * load eases (checked every `RESUME_CHECK_MS`), oldest first. Under load
 * that never eases, the sweeper still sends one batch per round.
 *
 * Only a self-hosted server paces (the sweeper turns it on): there, something
 * comes back for waiting deliveries within a second. On Vercel nothing would
 * until the next cron run, so every first attempt is made right after its
 * response.
 */
export function paceLeadDeliveries(resume: () => void, isBusy: () => boolean = () => serverLoad().isBusy()): void {
  stopPacingLeadDeliveries();
  shared.__leadDeliveryPacing = { resume, isBusy };
}

export function stopPacingLeadDeliveries(): void {
  clearInterval(shared.__leadDeliveryPacing?.timer);
  shared.__leadDeliveryPacing = undefined;
}

/** Whether deliveries should wait for now: only while paced and the server is busy. */
export function deliveriesShouldWait(): boolean {
  return shared.__leadDeliveryPacing?.isBusy() ?? false;
}

/** Notes that due deliveries were left waiting; they are resumed once the server is no longer busy. */
export function deliveriesWaiting(): void {
  const pacing = shared.__leadDeliveryPacing;
  if (!pacing || pacing.timer) return;
  pacing.timer = setInterval(() => {
    if (pacing.isBusy()) return;
    clearInterval(pacing.timer);
    pacing.timer = undefined;
    pacing.resume();
  }, RESUME_CHECK_MS);
  pacing.timer.unref();
}
