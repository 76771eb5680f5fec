import * as oauth from "oauth4webapi";
import { describe, expect, it } from "vitest";
import { JWT_BEARER_GRANT } from "@/lib/auth/constants";
import { appFetch, BASE } from "../helpers/app";
import { useIdentityTestStore } from "../helpers/auth-flow";
import { storeBackends } from "../helpers/test-store";

// oauth4webapi refuses http:// unless told otherwise; its requests go to the in-process routes.
const customFetch = (url: string, init: { body?: unknown; headers: Record<string, string>; method: string }) =>
  appFetch(url, init as RequestInit);
const options = { [oauth.allowInsecureRequests]: true, [oauth.customFetch]: customFetch } as const;

describe.each(storeBackends())("agent identity flow with a standard OAuth client on $name", (backend) => {
  useIdentityTestStore(backend);

  it("discovers, registers, exchanges, uses, revokes, and is then refused", async () => {
    // 1. Protected-resource metadata (RFC 9728), derived from the API's address.
    const resource = new URL(`${BASE}/api/`);
    const prm = await oauth.processResourceDiscoveryResponse(resource, await oauth.resourceDiscoveryRequest(resource, options));
    expect(prm.scopes_supported).toEqual(["api.read"]);
    expect(prm.authorization_servers).toEqual([BASE]);

    // 2. Authorization-server metadata (RFC 8414) from the advertised issuer.
    const issuer = new URL(prm.authorization_servers![0]!);
    const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { ...options, algorithm: "oauth2" }));
    expect(as.grant_types_supported).toEqual([JWT_BEARER_GRANT]);
    const agentAuth = as.agent_auth as { register_uri: string; identity_types_supported: string[] };
    expect(agentAuth.identity_types_supported).toEqual(["anonymous"]);

    // 3. Registration: not an OAuth-standard step, a plain JSON POST.
    const registrationResponse = await appFetch(agentAuth.register_uri, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ type: "anonymous", client: { name: "flow-test", version: "1.0.0" } }),
    });
    expect(registrationResponse.status).toBe(200);
    const registration = (await registrationResponse.json()) as {
      registration_id: string;
      identity_assertion: string;
      token_endpoint: string;
    };
    expect(registration.token_endpoint).toBe(as.token_endpoint);

    // 4. JWT-bearer grant (RFC 7523), with the RFC 8707 resource indicator.
    const client: oauth.Client = { client_id: registration.registration_id };
    const tokenResponse = await oauth.genericTokenEndpointRequest(
      as,
      client,
      oauth.None(),
      JWT_BEARER_GRANT,
      { assertion: registration.identity_assertion, resource: prm.resource },
      options,
    );
    const token = await oauth.processGenericTokenEndpointResponse(as, client, tokenResponse);
    expect(token).toMatchObject({ token_type: "bearer", expires_in: 3600, scope: "api.read" });
    expect(token.refresh_token).toBeUndefined();
    expect(token.access_token).toMatch(/^lat_[A-Za-z0-9_-]{43}$/);

    // 5. The token on the API: health gains the agent block.
    const healthUrl = new URL(`${BASE}/api/v1/health`);
    const healthResponse = await oauth.protectedResourceRequest(token.access_token, "GET", healthUrl, undefined, undefined, options);
    expect(healthResponse.status).toBe(200);
    expect(await healthResponse.json()).toEqual({
      status: "ok",
      agent: { registration_id: registration.registration_id, scope: "api.read" },
    });

    // 6. Revocation (RFC 7009).
    const revocation = await oauth.revocationRequest(as, client, oauth.None(), token.access_token, {
      ...options,
      additionalParameters: { token_type_hint: "access_token" },
    });
    await expect(oauth.processRevocationResponse(revocation)).resolves.toBeUndefined();

    // 7. The very next request with the revoked token is refused with a challenge pointing at the metadata.
    const refused = await oauth
      .protectedResourceRequest(token.access_token, "GET", healthUrl, undefined, undefined, options)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(oauth.WWWAuthenticateChallengeError);
    const challenge = refused as oauth.WWWAuthenticateChallengeError;
    expect(challenge.status).toBe(401);
    expect(challenge.cause[0]).toMatchObject({
      scheme: "bearer",
      parameters: { resource_metadata: `${BASE}/.well-known/oauth-protected-resource`, error: "invalid_token" },
    });
    expect((await challenge.response.json()).error.code).toBe("INVALID_TOKEN");

    // 8. The assertion survives revocation: a new token works.
    const again = await oauth.processGenericTokenEndpointResponse(
      as,
      client,
      await oauth.genericTokenEndpointRequest(
        as,
        client,
        oauth.None(),
        JWT_BEARER_GRANT,
        { assertion: registration.identity_assertion },
        options,
      ),
    );
    const ok = await oauth.protectedResourceRequest(again.access_token, "GET", healthUrl, undefined, undefined, options);
    expect(ok.status).toBe(200);
  });

  it("surfaces token-endpoint errors as OAuth errors a client library understands", async () => {
    const issuer = new URL(BASE);
    const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { ...options, algorithm: "oauth2" }));
    const client: oauth.Client = { client_id: "anyone" };
    const response = await oauth.genericTokenEndpointRequest(
      as,
      client,
      oauth.None(),
      JWT_BEARER_GRANT,
      { assertion: "not-a-jwt" },
      options,
    );
    const error = await oauth.processGenericTokenEndpointResponse(as, client, response).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(oauth.ResponseBodyError);
    expect((error as oauth.ResponseBodyError).error).toBe("invalid_grant");
    expect((error as oauth.ResponseBodyError).status).toBe(400);
  });
});
