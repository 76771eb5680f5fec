import { clockNow } from "@/lib/auth/clock";
import { oauthRoute } from "@/lib/auth/oauth-route";
import { readOAuthBody } from "@/lib/auth/read-oauth-body";
import { revokeAccessToken } from "@/lib/auth/revoke-access-token";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = oauthRoute("revokeToken", async ({ request }) => {
  await revokeAccessToken(await readOAuthBody(request, ["form", "json"]), clockNow());
  // RFC 7009 §2.2: 200 and no content, whether or not the token was known.
  return new Response(null, { status: 200 });
});
