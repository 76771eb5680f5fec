import { getConfig } from "@/lib/config/env";
import type { LeadOrigin } from "./create-demo-request";

/**
 * A request with a valid agent token is `agent`; one the site's own form sent
 * (the browser's `Origin` is the site's) is `web`; anything else is `api`.
 * Attribution, not security: a caller can claim any Origin.
 */
export function leadOriginOf(request: Request, agent: { registrationId: string } | undefined): LeadOrigin {
  if (agent) return { source: "agent", agentRegistrationId: agent.registrationId };
  const origin = request.headers.get("origin");
  return { source: origin && origin === new URL(getConfig().siteUrl).origin ? "web" : "api" };
}
