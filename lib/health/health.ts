import { z } from "zod";
import type { AgentIdentity } from "@/lib/auth/authenticate-request";
import { databaseStatus } from "@/lib/db/health-state";

export const HealthSchema = z
  .object({
    status: z
      .enum(["ok", "degraded"])
      .describe(
        "`ok`: every part works. `degraded`: the site, calculators and tool servers work but storage was unreachable in the last 30 seconds, so demo requests and agent registration may answer 503.",
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
 * tell whether the database is reachable, so this stays cheap and answers
 * even while the database is still opening or away.
 */
export function getHealth(agent: AgentIdentity | undefined): Health {
  const health: Health = { status: databaseStatus() === "ok" ? "ok" : "degraded" };
  if (agent) health.agent = { registration_id: agent.registrationId, scope: agent.scope };
  return health;
}
