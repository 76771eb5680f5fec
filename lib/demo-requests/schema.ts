import { z } from "zod";
import { unsetIfBlank } from "@/lib/validation/unset-if-blank";
import { DEFAULT_TOOL, PHONE_MAX_CHARS, PHONE_PATTERN, PHONE_RULE, TOOL_PATTERN } from "./patterns";

export { DEFAULT_TOOL, TOOL_PATTERN };

/** PostgreSQL text cannot hold U+0000: refused as a field error instead of failing the insert with a 500. */
const hasNoNul = (value: string) => !value.includes("\u0000");
const NO_NUL_MESSAGE = "must not contain NUL (U+0000) characters";

/** Empty strings and null mean "not given" for optional fields. */
function optionalText(max: number, description: string) {
  return unsetIfBlank(z.string().trim().max(max, `must be at most ${max} characters`).refine(hasNoNul, NO_NUL_MESSAGE).optional()).describe(
    description,
  );
}

/**
 * The demo-request body. Unknown fields are ignored. Required: `name` and
 * `email`. `tool` names what the visitor wants a demo of and, with the
 * case-insensitive email, identifies the request for duplicate detection.
 */
export const DemoRequestSchema = z
  .object({
    name: z
      .string({ message: "is required" })
      .trim()
      .min(1, "is required")
      .max(120, "must be at most 120 characters")
      .refine(hasNoNul, NO_NUL_MESSAGE)
      .describe("Full name of the person asking for a demo. Required; 1–120 characters after trimming."),
    email: z
      .string({ message: "is required" })
      .trim()
      .min(1, "is required")
      .max(254, "must be at most 254 characters")
      .describe(
        "Work email address. Required; at most 254 characters; domains of disposable-mail providers (and their subdomains) are rejected. Compared case-insensitively for duplicates.",
      ),
    tool: unsetIfBlank(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(TOOL_PATTERN, "must be 1–64 characters: lower-case letters, digits, '-' or '_', starting with a letter or digit")
        .default(DEFAULT_TOOL),
    ).describe(
      `Tool identifier: what the demo is for (e.g. \`platform\`, \`land_roi\`). Lower-case letters, digits, \`-\` and \`_\`, 1–64 characters; compared case-insensitively. Defaults to \`${DEFAULT_TOOL}\`. The pair (email, tool) may be submitted once.`,
    ),
    phone: unsetIfBlank(
      z
        .string()
        .trim()
        .max(PHONE_MAX_CHARS, `must be at most ${PHONE_MAX_CHARS} characters`)
        .regex(PHONE_PATTERN, `must be a phone number: ${PHONE_RULE}`)
        .optional(),
    ).describe(`Phone number. Optional; up to ${PHONE_MAX_CHARS} characters: ${PHONE_RULE}.`),
    company: optionalText(200, "Company or organisation. Optional; up to 200 characters."),
    message: optionalText(2000, "What the visitor wants to see. Optional; up to 2,000 characters."),
    marketing_opt_in: z
      .boolean({ message: "must be true or false" })
      .default(false)
      .describe(
        "Whether the person agrees to occasional product news by email. Optional, default `false`; a demo request never needs it. Stored with the consent record.",
      ),
    utm_source: optionalText(200, "Campaign attribution (`utm_source` of the landing URL). Optional; up to 200 characters."),
    utm_medium: optionalText(200, "Campaign attribution (`utm_medium`). Optional; up to 200 characters."),
    utm_campaign: optionalText(200, "Campaign attribution (`utm_campaign`). Optional; up to 200 characters."),
    utm_term: optionalText(200, "Campaign attribution (`utm_term`). Optional; up to 200 characters."),
    utm_content: optionalText(200, "Campaign attribution (`utm_content`). Optional; up to 200 characters."),
    referrer: optionalText(2048, "The page that linked to the site. Optional; up to 2,048 characters."),
    landing_page: optionalText(2048, "The path (and query) the visitor first arrived on. Optional; up to 2,048 characters."),
    website: z
      .unknown()
      .optional()
      .describe("Honeypot for automated form fillers. Must be empty or absent; any non-empty value is rejected."),
  })
  .describe("Demo request");

export type DemoRequestInput = z.output<typeof DemoRequestSchema>;

/** The body fields kept together as the lead's attribution. */
export const ATTRIBUTION_FIELDS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "referrer",
  "landing_page",
] as const;

export const DemoRequestAcceptedSchema = z
  .object({
    id: z.string().describe("Identifier of the stored demo request (`dr_` followed by a UUID)."),
    status: z
      .literal("received")
      .describe(
        "Always `received`: the request is stored, and the sales team is told shortly after the answer through each configured channel (retried for at least 24 hours).",
      ),
    tool: z.string().describe("The tool identifier the request was stored under (lower-cased, default applied)."),
    received_at: z.iso.datetime().describe("When the request was stored (ISO 8601, UTC)."),
  })
  .describe("Demo request accepted");

export type DemoRequestAccepted = z.infer<typeof DemoRequestAcceptedSchema>;

/** Maximum accepted body, in bytes. */
export const DEMO_REQUEST_MAX_BODY_BYTES = 16 * 1024;
