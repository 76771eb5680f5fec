import { createPrivateKey, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import fc from "fast-check";
import { exportJWK, SignJWT, type JWTPayload } from "jose";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ACCESS_TOKEN_PREFIX, CLOCK_SKEW_SECONDS, ASSERTION_LIFETIME_SECONDS } from "@/lib/auth/constants";
import { setClockForTesting } from "@/lib/auth/clock";
import { generateSigningKey } from "@/lib/auth/generate-signing-key";
import { appFetch, BASE, nextTestIp } from "../helpers/app";
import { claims, signWith } from "../helpers/auth-forge";
import { exchange, health, register, revoke, tokenFor, useIdentityTestStore } from "../helpers/auth-flow";
import { GenerousLimiter } from "../helpers/generous-limiter";
import { storeBackends } from "../helpers/test-store";

/**
 * What auth-forgery.test.ts leaves out: properties over random credentials
 * (nothing random ever authenticates or is granted a token), the exact
 * validity window of an assertion as a property, header tricks that make
 * some JWT libraries trust the token's own key material (`jwk`, `jku`, `x5u`,
 * `crit`, `b64`, `kid` injection, another asymmetric algorithm), and the two
 * credentials standing in for each other.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

const b64 = (value: unknown) => Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");

async function expectInvalidGrant(assertion: string): Promise<void> {
  const response = await exchange(assertion);
  const text = await response.text();
  expect(response.status, text).toBe(400);
  expect(JSON.parse(text).error).toBe(assertion === "" ? "invalid_request" : "invalid_grant");
}

async function expectUnauthenticated(token: string): Promise<void> {
  const response = await health(token);
  expect(response.status).toBe(401);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe("INVALID_TOKEN");
}

describe.each(storeBackends())("credential attacks on $name", (backend) => {
  const { signingKey } = useIdentityTestStore(backend, { newLimiter: () => new GenerousLimiter(undefined) });
  let sub: string;
  let genuine: string;

  beforeEach(async () => {
    const registration = await register();
    sub = registration.registration_id;
    genuine = registration.identity_assertion;
  });
  afterEach(() => setClockForTesting(undefined));

  describe("access tokens", () => {
    it("no random string with the token prefix ever authenticates, shaped like a token or not", async () => {
      const live = await tokenFor(genuine);
      const base64url = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_");
      const guess = fc.oneof(
        // Exactly the shape of a real token: prefix and 43 base64url characters.
        fc.string({ unit: base64url, minLength: 43, maxLength: 43 }).map((rest) => `${ACCESS_TOKEN_PREFIX}${rest}`),
        // Near misses of a live token: one character changed, cut short, extended, case-flipped.
        fc
          .tuple(fc.nat({ max: live.length - 1 }), base64url)
          .map(([at, char]) => `${live.slice(0, at)}${char}${live.slice(at + 1)}`)
          .filter((value) => value !== live),
        fc.nat({ max: live.length - 1 }).map((length) => live.slice(0, length)),
        fc.string({ unit: base64url, minLength: 1, maxLength: 4 }).map((extra) => `${live}${extra}`),
        fc.constant(live.toUpperCase()).filter((value) => value !== live),
        fc.string({ unit: base64url, maxLength: 80 }).map((rest) => `${ACCESS_TOKEN_PREFIX}${rest}`),
      );
      await fc.assert(
        fc.asyncProperty(guess, async (candidate) => expectUnauthenticated(candidate)),
        { numRuns: RUNS },
      );
      // The live token was never disturbed by the guessing.
      expect((await health(live)).status).toBe(200);
    });

    it("revoking random strings with the prefix never revokes a live token", async () => {
      const live = await tokenFor(genuine);
      const base64url = fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_");
      await fc.assert(
        fc.asyncProperty(fc.string({ unit: base64url, minLength: 40, maxLength: 46 }), async (rest) => {
          const response = await revoke(`${ACCESS_TOKEN_PREFIX}${rest}`, nextTestIp());
          expect(response.status).toBe(200);
          expect(await response.text()).toBe("");
        }),
        { numRuns: Math.min(RUNS, 60) },
      );
      expect((await health(live)).status).toBe(200);
    });

    it("a token is not an assertion, and an assertion is not a token", async () => {
      const live = await tokenFor(genuine);
      await expectInvalidGrant(live);
      await expectUnauthenticated(genuine);
    });

    it("a token in the query string or the body is ignored: the caller is anonymous", async () => {
      const live = await tokenFor(genuine);
      const query = await appFetch(`${BASE}/api/v1/health?access_token=${live}`);
      expect(await query.json()).toEqual({ status: "ok" });
      const twice = await appFetch(`${BASE}/api/v1/health`, {
        headers: [
          ["authorization", `Bearer ${live}`],
          ["authorization", `Bearer ${live}`],
        ],
      });
      expect(twice.status).toBe(401);
    });
  });

  describe("assertions", () => {
    it("no random JWT-shaped string is ever granted a token", async () => {
      const algs = fc.oneof(
        fc.constantFrom("none", "None", "NONE", "HS256", "HS512", "RS256", "ES256", "EdDSA", "Ed25519", "PS256", ""),
        fc.string({ maxLength: 8 }),
      );
      const kid = fc.oneof(
        fc.constant(signingKey().kid),
        fc.constantFrom("../../../../dev/null", "' OR '1'='1", "", null, 0),
        fc.string({ maxLength: 20 }),
      );
      const header = fc.record({ alg: algs, kid, typ: fc.oneof(fc.constant("JWT"), fc.string({ maxLength: 6 })) }, { requiredKeys: [] });
      const payload = fc.oneof(
        fc.constant(null).map(() => claims(sub)),
        fc.record(
          { iss: fc.string(), aud: fc.string(), sub: fc.constant(sub), iat: fc.integer(), exp: fc.integer(), jti: fc.string() },
          { requiredKeys: [] },
        ),
        fc.jsonValue(),
      );
      const signature = fc.oneof(
        fc.constant(""),
        fc.uint8Array({ minLength: 0, maxLength: 96 }).map((bytes) => Buffer.from(bytes).toString("base64url")),
        fc.constant(genuine.split(".")[2]!),
      );
      const jwt = fc.oneof(
        fc.tuple(header, payload, signature).map(([h, p, s]) => `${b64(h)}.${b64(p)}.${s}`),
        // Segments that are not even base64url JSON.
        fc.tuple(fc.string(), fc.string(), fc.string()).map((parts) => parts.join(".")),
        fc.array(fc.string({ maxLength: 20 }), { minLength: 1, maxLength: 6 }).map((parts) => parts.join(".")),
      );
      await fc.assert(
        fc.asyncProperty(jwt, async (candidate) => expectInvalidGrant(candidate)),
        { numRuns: RUNS },
      );
    });

    it("the validity window is exactly the documented one: exp in the future, at most 15 minutes after iat, iat and nbf at most 5 s ahead", async () => {
      const nowSeconds = Math.floor(Date.now() / 1000);
      setClockForTesting(new Date(nowSeconds * 1000));
      const near = (points: number[], spread: number) =>
        fc.oneof(
          fc.integer({ min: -spread, max: spread }),
          fc.constantFrom(...points).chain((point) => fc.integer({ min: point - 2, max: point + 2 })),
        );
      const lifetime = ASSERTION_LIFETIME_SECONDS;
      const times = fc.record({
        iat: near([0, CLOCK_SKEW_SECONDS, -lifetime, -lifetime - CLOCK_SKEW_SECONDS], 1200),
        life: near([0, lifetime], 1200),
        nbf: fc.option(near([0, CLOCK_SKEW_SECONDS], 100), { nil: undefined }),
      });
      await fc.assert(
        fc.asyncProperty(times, async ({ iat, life, nbf }) => {
          const payload: JWTPayload = claims(sub, {
            iat: nowSeconds + iat,
            exp: nowSeconds + iat + life,
            ...(nbf === undefined ? {} : { nbf: nowSeconds + nbf }),
          });
          const expected =
            iat + life > 0 &&
            life <= lifetime &&
            iat <= CLOCK_SKEW_SECONDS &&
            -iat <= lifetime + CLOCK_SKEW_SECONDS &&
            (nbf === undefined || nbf <= CLOCK_SKEW_SECONDS);
          const response = await exchange(await signWith(signingKey(), payload));
          expect(response.status, JSON.stringify({ iat, life, nbf, body: await response.clone().text() })).toBe(expected ? 200 : 400);
        }),
        { numRuns: RUNS },
      );
    });

    it("key material in the token's own header is never trusted (jwk, jku, x5u)", async () => {
      const attacker = await generateSigningKey();
      const { d: _d, ...attackerPublic } = attacker;
      await expectInvalidGrant(await signWith(attacker, claims(sub), { jwk: attackerPublic }));
      await expectInvalidGrant(
        await signWith(attacker, claims(sub), { kid: signingKey().kid, jwk: { ...attackerPublic, kid: signingKey().kid } }),
      );
      await expectInvalidGrant(await signWith(attacker, claims(sub), { jku: "https://attacker.example/jwks.json" }));
      await expectInvalidGrant(await signWith(attacker, claims(sub), { kid: signingKey().kid, x5u: "https://attacker.example/cert.pem" }));
    });

    it("unknown critical header parameters and unencoded payloads are refused", async () => {
      // Signed by hand with the real key: JWT libraries refuse to produce these at all.
      const signRaw = (header: Record<string, unknown>, payload: string) => {
        const input = `${b64(header)}.${payload}`;
        const privateKey = createPrivateKey({ key: signingKey() as never, format: "jwk" });
        return `${input}.${sign(null, Buffer.from(input), privateKey).toString("base64url")}`;
      };
      const base = { alg: "EdDSA", kid: signingKey().kid, typ: "JWT" };
      // The helper is faithful: the same header without the trick is accepted.
      expect((await exchange(signRaw(base, b64(claims(sub))))).status).toBe(200);
      await expectInvalidGrant(signRaw({ ...base, crit: ["exp-extension"], "exp-extension": true }, b64(claims(sub))));
      await expectInvalidGrant(signRaw({ ...base, b64: false, crit: ["b64"] }, JSON.stringify(claims(sub))));
    });

    it("another asymmetric algorithm under our kid (ES256 with a P-256 key, RS256 with an RSA key) is refused", async () => {
      const ec = generateKeyPairSync("ec", { namedCurve: "P-256" });
      const es256 = await new SignJWT(claims(sub))
        .setProtectedHeader({ alg: "ES256", kid: signingKey().kid, typ: "JWT" })
        .sign(ec.privateKey);
      await expectInvalidGrant(es256);
      const rsa = generateKeyPairSync("rsa", { modulusLength: 2048 });
      const rs256 = await new SignJWT(claims(sub))
        .setProtectedHeader({ alg: "RS256", kid: signingKey().kid, typ: "JWT" })
        .sign(rsa.privateKey);
      await expectInvalidGrant(rs256);
      // And the public part of those keys does not help either.
      await expectInvalidGrant(
        await new SignJWT(claims(sub))
          .setProtectedHeader({ alg: "ES256", typ: "JWT", jwk: await exportJWK(ec.publicKey) })
          .sign(ec.privateKey),
      );
    });

    it("an assertion is bound to its registration: another registration's token never carries it", async () => {
      const other = await register(undefined, "198.19.1.1");
      const token = await tokenFor(other.identity_assertion);
      const body = (await (await health(token)).json()) as { agent: { registration_id: string } };
      expect(body.agent.registration_id).toBe(other.registration_id);
      expect(body.agent.registration_id).not.toBe(sub);
      await expectInvalidGrant(`${genuine.split(".")[0]}.${other.identity_assertion.split(".")[1]}.${genuine.split(".")[2]}`);
    });

    it("a random registration id in an honestly signed assertion is refused (it was never registered)", async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.string(),
            fc.constant(`reg_${randomBytes(16).toString("base64url")}`),
            fc.constantFrom("' OR 1=1 --", "reg_%", "reg_*", sub.toUpperCase()),
          ),
          async (candidate) => {
            fc.pre(candidate !== sub);
            await expectInvalidGrant(await signWith(signingKey(), claims(candidate)));
          },
        ),
        { numRuns: Math.min(RUNS, 40) },
      );
    });
  });
});
