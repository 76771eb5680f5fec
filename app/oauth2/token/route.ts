import { clockNow } from "@/lib/auth/clock";
import { exchangeAssertion } from "@/lib/auth/exchange-assertion";
import { oauthJson, oauthRoute } from "@/lib/auth/oauth-route";
import { readOAuthBody } from "@/lib/auth/read-oauth-body";
import { RATE_LIMIT_POLICIES } from "@/lib/ratelimit";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = oauthRoute({
  limit: RATE_LIMIT_POLICIES.oauthToken,
  async handle({ request }) {
    const params = await readOAuthBody(request, ["form", "json"]);
    return oauthJson(await exchangeAssertion(params, clockNow()));
  },
});
