import { absolute, DISCOVERY_PATHS } from "../site-urls";
import { moreAbout, type Skill } from "./skill";

export const agentIdentitySkill: Skill = {
  name: "agent-identity",
  description:
    "Register an anonymous agent identity with the site, exchange its signed assertion for a short-lived bearer token (OAuth 2.0 JWT-bearer grant), use it on the API and revoke it. Optional: nothing on the site needs a credential; use it when an operator wants calls attributed to a registration.",
  representativeQueries: [
    "register an agent identity and get an access token",
    "exchange an identity assertion for a bearer token",
    "revoke an access token",
  ],
  body: () =>
    [
      "# Agent identity",
      "",
      "Optional. A token raises no limit; it only identifies your registration (the health endpoint echoes it).",
      "",
      "1. Register: `POST " +
        absolute("/agent/identity") +
        '` with `{"type":"anonymous","client":{"name":"my-agent","version":"1.0"}}`. The answer holds `identity_assertion` (a signed JWT) and `token_endpoint`.',
      "2. Exchange: `POST " +
        absolute("/oauth2/token") +
        "`, form-encoded, `grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer` and `assertion=<identity_assertion>`. The answer is a `Bearer` token for an hour, scope `api.read`, with no refresh token.",
      `3. Use: \`Authorization: Bearer <access_token>\` on \`GET ${absolute(DISCOVERY_PATHS.health)}\`.`,
      `4. Revoke: \`POST ${absolute("/oauth2/revoke")}\`, form-encoded, \`token=<access_token>\`.`,
      "",
      `The full walkthrough, with working \`curl\` commands and every error, is [auth.md](${absolute(DISCOVERY_PATHS.authMd)}); the metadata is at [${DISCOVERY_PATHS.authorizationServer}](${absolute(DISCOVERY_PATHS.authorizationServer)}) and [${DISCOVERY_PATHS.protectedResource}](${absolute(DISCOVERY_PATHS.protectedResource)}).`,
      "",
      moreAbout(),
      "",
    ].join("\n"),
};
