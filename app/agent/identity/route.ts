import { clockNow } from "@/lib/auth/clock";
import { oauthJson, oauthRoute } from "@/lib/auth/oauth-route";
import { readOAuthBody } from "@/lib/auth/read-oauth-body";
import { registerAgent } from "@/lib/auth/register-agent";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = oauthRoute("registerAgent", async ({ request }) => {
  const body = await readOAuthBody(request, ["json"]);
  return oauthJson(await registerAgent(body, clockNow()));
});
