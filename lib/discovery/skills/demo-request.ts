import { DemoRequestSchema } from "@/lib/demo-requests/schema";
import { absolute, DISCOVERY_PATHS } from "../site-urls";
import { moreAbout, type Skill } from "./skill";

/** Each field of the request body with the schema's own description. */
function fieldList(): string[] {
  return Object.entries(DemoRequestSchema.shape).map(([name, field]) => `- \`${name}\`: ${field.description ?? ""}`);
}

export const demoRequestSkill: Skill = {
  name: "demo-request",
  description:
    "Ask for a product demo of Bhoomi Landworks' land-acquisition software on a person's behalf, through the public API (POST /api/v1/demo-request), safely retried with an Idempotency-Key. Use only when the person has asked for a demo and given their name and work email.",
  representativeQueries: [
    "book a demo of land acquisition software",
    "request a product walkthrough for our land team",
    "contact Bhoomi Landworks sales",
  ],
  body: () =>
    [
      "# Request a demo",
      "",
      "Send the person's own details, with their consent; never invent them. One request per person and product: a second one with the same email and tool is refused as a duplicate.",
      "",
      "## Call",
      "",
      `- \`POST ${absolute("/api/v1/demo-request")}\` with \`Content-Type: application/json\`.`,
      "- Send an `Idempotency-Key` header (a new UUID per request, the same one on every retry), so a retry after a timeout or a 5xx cannot create a second request.",
      "- Send a descriptive `User-Agent`. No credential is needed.",
      "",
      "## Body",
      "",
      ...fieldList(),
      "",
      "## Example",
      "",
      "```sh",
      `curl -s ${absolute("/api/v1/demo-request")} -H 'Content-Type: application/json' \\`,
      `  -H "Idempotency-Key: $(uuidgen)" -H 'User-Agent: my-agent/1.0 (+https://example.com/contact)' \\`,
      `  -d '{"name":"Asha Rao","email":"asha@example.com"}'`,
      "```",
      "",
      "## Errors",
      "",
      `Errors come as \`{"error": {"code", "message", …}}\` with a stable \`code\`; each code, its status and what to do is in the [API reference](${absolute(DISCOVERY_PATHS.apiDocs)}) and the [OpenAPI document](${absolute(DISCOVERY_PATHS.openApi)}). Field errors name the field. A 429 or 503 carries \`Retry-After\`: wait, then retry with the same Idempotency-Key.`,
      "",
      moreAbout(),
      "",
    ].join("\n"),
};
