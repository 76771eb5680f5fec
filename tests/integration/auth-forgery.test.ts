import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { generateSigningKey } from "@/lib/auth/generate-signing-key";
import { claims, hmacWithPublicKey, signWith, unsecured, withPayload, withTamperedSignature } from "../helpers/auth-forge";
import { exchange, health, register, useIdentityTestStore } from "../helpers/auth-flow";
import { storeBackends } from "../helpers/test-store";

/** No forged, altered, misdirected, expired or orphaned assertion ever yields a token. */
describe.each(storeBackends())("forged credentials on $name", (backend) => {
  const { store, signingKey } = useIdentityTestStore(backend);
  let sub: string;
  let genuine: string;

  beforeEach(async () => {
    const registration = await register();
    sub = registration.registration_id;
    genuine = registration.identity_assertion;
  });

  async function expectInvalidGrant(assertion: string) {
    const response = await exchange(assertion);
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { error: string; error_description: string };
    expect(body.error).toBe("invalid_grant");
    expect(body.error_description).toMatch(/register again/i);
  }

  it("accepts the genuine assertion and one signed with the key by hand (the helpers are faithful)", async () => {
    expect((await exchange(genuine)).status).toBe(200);
    expect((await exchange(await signWith(signingKey(), claims(sub)))).status).toBe(200);
  });

  it("alg none", async () => {
    await expectInvalidGrant(unsecured(claims(sub), signingKey().kid));
    await expectInvalidGrant(unsecured(claims(sub), undefined));
  });

  it.each(["pem", "raw", "jwk-json"] as const)("HS256 keyed with the public key (%s)", async (variant) => {
    await expectInvalidGrant(await hmacWithPublicKey(signingKey(), claims(sub), variant));
  });

  it("a tampered payload (another registration's id, a later expiry)", async () => {
    const other = (await register()).registration_id;
    await expectInvalidGrant(withPayload(genuine, claims(other)));
    const original = JSON.parse(Buffer.from(genuine.split(".")[1]!, "base64url").toString()) as { exp: number };
    await expectInvalidGrant(withPayload(genuine, { ...original, exp: original.exp + 3600 }));
  });

  it("a tampered signature", async () => {
    await expectInvalidGrant(withTamperedSignature(genuine));
  });

  it("a foreign key, with our kid and with its own", async () => {
    const foreign = await generateSigningKey();
    await expectInvalidGrant(await signWith({ ...foreign, kid: signingKey().kid }, claims(sub)));
    await expectInvalidGrant(await signWith(foreign, claims(sub)));
  });

  it("the wrong audience or issuer", async () => {
    await expectInvalidGrant(await signWith(signingKey(), claims(sub, { aud: "http://localhost:3000/mcp" })));
    await expectInvalidGrant(await signWith(signingKey(), claims(sub, { aud: "https://staging.example.test/api/" })));
    await expectInvalidGrant(await signWith(signingKey(), claims(sub, { iss: "https://evil.example" })));
    await expectInvalidGrant(await signWith(signingKey(), claims(sub, { iss: undefined })));
  });

  it("expired, or living longer than 15 minutes", async () => {
    const now = Date.now();
    await expectInvalidGrant(await signWith(signingKey(), claims(sub, {}, now - 16 * 60_000)));
    await expectInvalidGrant(await signWith(signingKey(), claims(sub, { exp: Math.floor(now / 1000) + 3600 })));
  });

  it("not yet valid: nbf or iat beyond the 5-second skew allowance", async () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    await expectInvalidGrant(await signWith(signingKey(), claims(sub, { nbf: nowSeconds + 60 })));
    await expectInvalidGrant(await signWith(signingKey(), claims(sub, {}, Date.now() + 60_000)));
    // Within the allowance (instances' clocks differ slightly) it is fine.
    expect((await exchange(await signWith(signingKey(), claims(sub, { nbf: nowSeconds + 2 })))).status).toBe(200);
  });

  it("missing required claims or the wrong typ", async () => {
    for (const claim of ["sub", "jti", "iat", "exp"] as const) {
      await expectInvalidGrant(await signWith(signingKey(), claims(sub, { [claim]: undefined })));
    }
    await expectInvalidGrant(await signWith(signingKey(), claims(sub), { typ: "at+jwt" }));
  });

  it("a deleted or unknown registration", async () => {
    await expectInvalidGrant(await signWith(signingKey(), claims(`reg_${randomBytes(16).toString("base64url")}`)));
    await store().db.execute(sql`DELETE FROM agent_registrations WHERE id = ${sub}`);
    await expectInvalidGrant(genuine);
  });

  it.each(["garbage", "a.b.c", "eyJhbGciOiJFZERTQSJ9..", ".", "x".repeat(4000)])("garbage %s", async (candidate) => {
    await expectInvalidGrant(candidate);
  });

  it("a genuine assertion without its signature, or with extra segments", async () => {
    await expectInvalidGrant(genuine.split(".").slice(0, 2).join("."));
    await expectInvalidGrant(`${genuine.split(".").slice(0, 2).join(".")}.`);
    await expectInvalidGrant(`${genuine}.extra`);
  });

  it("token guessing: a random token with the right prefix, or a near miss, is 401", async () => {
    for (const guess of [`lat_${randomBytes(32).toString("base64url")}`, `lat_${"A".repeat(43)}`, "lat_", "lat_short"]) {
      const response = await health(guess);
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toContain('error="invalid_token"');
    }
  });

  it("a malformed Authorization header is 401, no header is anonymous", async () => {
    for (const header of ["Bearer", "Bearer ", "Basic dXNlcjpwdw==", "lat_abc", "Bearer a b", ""]) {
      const response = await health(undefined, header);
      expect(response.status, JSON.stringify(header)).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("INVALID_TOKEN");
    }
    const anonymous = await health();
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toEqual({ status: "ok" });
  });

  it("the assertion itself is not an access token", async () => {
    expect((await health(genuine)).status).toBe(401);
  });
});
