import { z } from "zod";
import type { AgentIdentity } from "@/lib/auth/authenticate-request";
import { databaseStatus } from "@/lib/db/health-state";
import { deliveryWorkerDown } from "@/lib/leads/worker-status";

export const HealthSchema = z
  .object({
    status: z
      .enum(["ok", "degraded"])
      .describe(
        "`ok`: every part works. `degraded`: the site, calculators and tool servers work, but storage was unreachable in the last 30 seconds, so demo requests and agent registration may answer 503; or the lead delivery worker this server runs failed to start or stopped and is being restarted, so demo requests are stored but their delivery waits until it runs again.",
      ),
    agent: z
      .object({
        registration_id: z.string().describe("The caller's registration id."),
        scope: z.string().describe("The access token's scope (`api.read`)."),
      })
      .optional()
      .describe("Present only when a valid access token is presented."),
  })
  .describe("Health");

export type Health = z.infer<typeof HealthSchema>;

/**
 * The service's health without touching storage: the last storage operations
 * tell whether the database is reachable, and the worker's supervisor whether
 * the lead delivery worker runs, so this stays cheap and answers even while
 * the database is still opening or away.
 */
export function getHealth(agent: AgentIdentity | undefined): Health {
  const healthy = databaseStatus() === "ok" && !deliveryWorkerDown();
  const health: Health = { status: healthy ? "ok" : "degraded" };
  if (agent) health.agent = { registration_id: agent.registrationId, scope: agent.scope };
  return health;
}
