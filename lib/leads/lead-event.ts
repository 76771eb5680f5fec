import { z } from "zod";
import { LEAD_SOURCES, type DemoRequest } from "@/lib/db/schema";

export const LEAD_EVENT_TYPE = "demo_request.created";

const AttributionSchema = z
  .object({
    utm_source: z.string().optional(),
    utm_medium: z.string().optional(),
    utm_campaign: z.string().optional(),
    utm_term: z.string().optional(),
    utm_content: z.string().optional(),
    referrer: z.string().optional().describe("The page that linked to the site, as the browser reported it."),
    landing_page: z.string().optional().describe("The path and query the visitor first arrived on."),
  })
  .describe("Campaign parameters and pages; each key present only when known.");

/** The body of every lead webhook, and the facts of the sales email. */
export const LeadEventSchema = z
  .object({
    type: z.literal(LEAD_EVENT_TYPE),
    timestamp: z.iso.datetime().describe("When the lead was stored (ISO 8601, UTC); the same on every attempt."),
    data: z.object({
      id: z.string().describe("The lead's id (`dr_` and a UUID), as the API answered it."),
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      company: z.string().nullable(),
      message: z.string().nullable(),
      tool: z.string(),
      received_at: z.iso.datetime(),
      source: z
        .enum(LEAD_SOURCES)
        .describe("`web` (the site's form), `api` (another caller) or `agent` (a caller with a valid agent token)."),
      agent_registration_id: z.string().nullable().describe("The agent registration whose token was presented, when `source` is `agent`."),
      attribution: AttributionSchema,
      marketing_opt_in: z.boolean().describe("Whether the person ticked the optional marketing opt-in."),
    }),
  })
  .describe("Lead event (`demo_request.created`)");

export type LeadEvent = z.infer<typeof LeadEventSchema>;

/** The event for a stored lead: built from the row, so every attempt sends the same body. */
export function leadEvent(lead: DemoRequest): LeadEvent {
  const receivedAt = lead.createdAt.toISOString();
  return {
    type: LEAD_EVENT_TYPE,
    timestamp: receivedAt,
    data: {
      id: lead.id,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      company: lead.company,
      message: lead.message,
      tool: lead.tool,
      received_at: receivedAt,
      source: lead.source,
      agent_registration_id: lead.agentRegistrationId,
      attribution: lead.attribution,
      marketing_opt_in: lead.marketingOptIn,
    },
  };
}
