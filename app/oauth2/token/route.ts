import { clockNow } from "@/lib/auth/clock";
import { exchangeAssertion } from "@/lib/auth/exchange-assertion";
import { oauthJson, oauthRoute } from "@/lib/auth/oauth-route";
import { readOAuthBody } from "@/lib/auth/read-oauth-body";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = oauthRoute("issueToken", async ({ request }) => {
  const params = await readOAuthBody(request, ["form", "json"]);
  return oauthJson(await exchangeAssertion(params, clockNow()));
});
