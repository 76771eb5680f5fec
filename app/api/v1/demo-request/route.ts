import { apiRoute } from "@/lib/api/api-route";
import { readJsonObject } from "@/lib/api/read-json-body";
import { createDemoRequest } from "@/lib/demo-requests/create-demo-request";
import { leadOriginOf } from "@/lib/demo-requests/lead-origin";
import { DEMO_REQUEST_MAX_BODY_BYTES } from "@/lib/demo-requests/schema";
import { validateDemoRequest } from "@/lib/demo-requests/validate-demo-request";
import { fingerprintOf, idempotencyKeyOf } from "@/lib/idempotency";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute("createDemoRequest", async ({ request, agent }) => {
  const key = idempotencyKeyOf(request);
  const body = await readJsonObject(request, DEMO_REQUEST_MAX_BODY_BYTES);
  const input = validateDemoRequest(body);
  const idempotency = key ? { key, fingerprint: fingerprintOf(body) } : undefined;
  const outcome = await createDemoRequest(input, idempotency, leadOriginOf(request, agent));
  return new Response(outcome.body, {
    status: outcome.status,
    headers: {
      "Content-Type": "application/json",
      ...(outcome.replayed ? { "Idempotency-Replayed": "true" } : {}),
    },
  });
});
