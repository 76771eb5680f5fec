import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setConfigForTesting } from "@/lib/config/env";
import { compose, createSignedAgentVerifier, type EdgeContext, signedAgent, trace } from "@/lib/edge";
import { DIRECTORY_DEFAULT_TTL_SECONDS, DIRECTORY_MAX_TTL_SECONDS, DIRECTORY_MIN_TTL_SECONDS, ttlOf } from "@/lib/edge/signed-agent";
import { verify as wbaVerify } from "web-bot-auth";
import { verifierFromJWK } from "web-bot-auth/crypto";
import { currentLogContext } from "@/lib/log/request-context";
import { edgeContext, ok } from "../helpers/edge-context";
import { newEd25519Key, type SignatureAgent, startSignatureAgent } from "../helpers/signature-agent";
import { recordSpans } from "../helpers/span-recorder";

const recorder = recordSpans();
let agent: SignatureAgent;
let other: SignatureAgent;

beforeAll(async () => {
  [agent, other] = await Promise.all([startSignatureAgent(), startSignatureAgent()]);
});
afterAll(async () => {
  await Promise.all([agent.close(), other.close()]);
});
afterEach(() => setConfigForTesting(undefined));
beforeEach(() => {
  setConfigForTesting({ BASE_URL: "https://land.example" });
  agent.mode = other.mode = "keys";
  agent.fetches = other.fetches = 0;
  agent.cacheControl = "max-age=300";
  recorder.reset();
});

const verifier = (options: { fetchTimeoutMs?: number } = {}) =>
  createSignedAgentVerifier({ trustedAgents: [agent.origin], fetchTimeoutMs: options.fetchTimeoutMs ?? 1_000 });
const page = (path = "/api/v1/health") => new Request(`https://land.example${path}`, { headers: { "user-agent": "curl/8.5.0" } });
const now = () => Math.floor(Date.now() / 1000);

describe("verifying Web Bot Auth signatures against a signature agent's directory", () => {
  it("accepts a good signature (Signature-Agent as a dictionary member) and names the agent's origin and key", async () => {
    const verify = verifier();
    expect(await verify(await agent.sign(page()))).toEqual({ origin: agent.origin, keyid: agent.keyid });
    expect(agent.fetches).toBe(1);
  });

  it("accepts the earlier bare-string Signature-Agent, as web-bot-auth's own signer sends it", async () => {
    expect(await verifier()(await agent.signLegacy(page()))).toEqual({ origin: agent.origin, keyid: agent.keyid });
  });

  it("refuses a forgery: another key under the agent's keyid, another authority, or a changed Signature-Agent", async () => {
    const verify = verifier();
    const { privateKey } = await newEd25519Key();
    expect(await verify(await agent.sign(page(), { privateKey }))).toBeUndefined();
    expect(await verify(await agent.sign(page(), { authority: "elsewhere.example" }))).toBeUndefined();
    const signed = await agent.sign(page());
    const swapped = new Headers(signed.headers);
    swapped.set("Signature-Agent", `agent1="${other.origin}"`);
    expect(
      await createSignedAgentVerifier({ trustedAgents: [agent.origin, other.origin] })(new Request(signed, { headers: swapped })),
    ).toBeUndefined();
    const tampered = new Headers(signed.headers);
    tampered.set("Signature", `sig1=:${Buffer.alloc(64, 7).toString("base64")}:`);
    expect(await verify(new Request(signed, { headers: tampered }))).toBeUndefined();
    // The genuine request still verifies: the refusals above are the forgeries'.
    expect(await verify(signed)).toBeDefined();
  });

  it("takes the authority from Host (behind a trusted proxy, X-Forwarded-Host), not from the address the server listens on", async () => {
    const verify = verifier();
    const atBoundAddress = (headers: Record<string, string>) =>
      new Request("http://0.0.0.0:3000/api/v1/health", { headers: { "user-agent": "curl/8.5.0", ...headers } });
    expect(await verify(await agent.sign(atBoundAddress({ host: "land.example" }), { authority: "land.example" }))).toBeDefined();
    expect(await verify(await agent.sign(atBoundAddress({ host: "land.example" }), { authority: "0.0.0.0:3000" }))).toBeUndefined();
    const forwarded = { host: "app.internal:8080", "x-forwarded-host": "land.example" };
    expect(await verify(await agent.sign(atBoundAddress(forwarded), { authority: "land.example" }))).toBeUndefined();
    setConfigForTesting({ BASE_URL: "https://land.example", TRUST_PROXY: "1" });
    expect(await verify(await agent.sign(atBoundAddress(forwarded), { authority: "land.example" }))).toBeDefined();
  });

  it("refuses a signature made for another site, whatever Host the client sends", async () => {
    const verify = verifier();
    const elsewhere = new Request("https://other.example/api/v1/health", { headers: { host: "other.example" } });
    expect(await verify(await agent.sign(elsewhere))).toBeUndefined();
    expect(agent.fetches).toBe(0);
    setConfigForTesting({ BASE_URL: "https://land.example", STAGING_URL: "https://other.example" });
    expect(await verify(await agent.sign(elsewhere))).toBeDefined();
  });

  it("refuses an expired signature, one created in the future, and one meant to live longer than a day", async () => {
    const verify = verifier();
    expect(await verify(await agent.sign(page(), { created: now() - 120, expires: now() - 60 }))).toBeUndefined();
    expect(await verify(await agent.sign(page(), { created: now() + 600, expires: now() + 900 }))).toBeUndefined();
    expect(await verify(await agent.sign(page(), { created: now(), expires: now() + 86_400 + 60 }))).toBeUndefined();
    expect(await verify(await agent.sign(page(), { created: now() - 30, expires: now() + 30 }))).toBeDefined();
  });

  it("refuses a nonce seen before within its signature's lifetime (a replay), and accepts a fresh one", async () => {
    const verify = verifier();
    const signed = await agent.sign(page(), { nonce: "bm9uY2Ut".repeat(11) });
    expect(await verify(signed.clone())).toBeDefined();
    expect(await verify(signed.clone())).toBeUndefined();
    expect(await verify(await agent.sign(page(), { nonce: "c2Vjb25k".repeat(11) }))).toBeDefined();
  });

  it("ignores an agent that is not trusted, without ever fetching its directory", async () => {
    expect(await verifier()(await other.sign(page()))).toBeUndefined();
    expect(await verifier()(await agent.sign(page(), { agentOrigin: other.origin }))).toBeUndefined();
    expect(other.fetches).toBe(0);
  });

  it("resolves only the directory type of Signature-Agent member, and only an origin", async () => {
    const verify = verifier();
    expect(await verify(await agent.sign(page(), { agentParameters: ";type=directory" }))).toBeDefined();
    expect(await verify(await agent.sign(page(), { agentParameters: ";type=jwks_uri" }))).toBeUndefined();
    expect(await verify(await agent.sign(page(), { agentOrigin: `${agent.origin}/keys.json` }))).toBeUndefined();
  });

  it("treats the request as unsigned while the directory is down, and tries again only after a minute", async () => {
    agent.mode = "error";
    const verify = verifier();
    expect(await verify(await agent.sign(page()))).toBeUndefined();
    agent.mode = "keys";
    expect(await verify(await agent.sign(page()))).toBeUndefined();
    expect(agent.fetches).toBe(1);
  });

  it("gives up on a directory that does not answer within the timeout", async () => {
    agent.mode = "hang";
    const started = Date.now();
    expect(await verifier({ fetchTimeoutMs: 150 })(await agent.sign(page()))).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("fetches a directory once while it is fresh, even for concurrent first requests", async () => {
    const verify = verifier();
    const results = await Promise.all([1, 2, 3].map(async () => verify(await agent.sign(page()))));
    expect(results.every((result) => result?.origin === agent.origin)).toBe(true);
    expect(await verify(await agent.sign(page()))).toBeDefined();
    expect(agent.fetches).toBe(1);
  });

  it("fetches the directory again once its Cache-Control lifetime has passed, not before", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      agent.cacheControl = "public, max-age=120";
      const verify = verifier();
      expect(await verify(await agent.sign(page()))).toBeDefined();
      vi.setSystemTime(Date.now() + 100_000);
      expect(await verify(await agent.sign(page()))).toBeDefined();
      expect(agent.fetches).toBe(1);
      vi.setSystemTime(Date.now() + 30_000);
      expect(await verify(await agent.sign(page()))).toBeDefined();
      expect(agent.fetches).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("fetches the directory again for a key it lacks (a rotation), at most once a minute", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const verify = verifier();
      expect(await verify(await agent.sign(page()))).toBeDefined();
      const { privateKey } = await newEd25519Key();
      const unknown = await agent.sign(page(), { privateKey, keyid: "bm90LWEta2V5LWl0LXB1Ymxpc2hlcw" });
      expect(await verify(unknown.clone())).toBeUndefined();
      expect(agent.fetches).toBe(1); // fetched less than a minute ago
      vi.setSystemTime(Date.now() + 61_000);
      expect(await verify(unknown.clone())).toBeUndefined();
      expect(await verify(await agent.sign(page()))).toBeDefined();
      expect(agent.fetches).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("ignores unsigned and malformed requests without fetching anything", async () => {
    const verify = verifier();
    expect(await verify(page())).toBeUndefined();
    const garbage = new Request(page(), {
      headers: { Signature: "sig1=:@@:", "Signature-Input": "sig1=(", "Signature-Agent": `"${agent.origin}"` },
    });
    expect(await verify(garbage)).toBeUndefined();
    const untagged = await agent.sign(page());
    const headers = new Headers(untagged.headers);
    headers.set("Signature-Input", (headers.get("Signature-Input") ?? "").replace('tag="web-bot-auth"', 'tag="other"'));
    expect(await verify(new Request(untagged, { headers }))).toBeUndefined();
    expect(agent.fetches).toBe(0);
  });

  it("verifies Cloudflare's reference signature (Signature-Agent as a dictionary member), which web-bot-auth alone cannot", async () => {
    // Test vector 3 of cloudflare/web-bot-auth's packages/web-bot-auth/test/test_data/web_bot_auth_architecture_v2.json
    // (commit c2b00e4, June 2026), signed with the Ed25519 test key of RFC 9421 Appendix B.1.4; it never expires.
    const publicKey = { kty: "OKP", crv: "Ed25519", x: "JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs" };
    const request = new Request("https://example.com/path/to/resource", {
      headers: {
        Signature: "sig2=:RdNFx5Bj6au3YgAMQL/RzmUlZE8QZLIaXGRpw985hWnwPfMxT228NMk6ehRS1PSl4e8PhbNZACSanGdhEwYCCg==:",
        "Signature-Input":
          'sig2=("@authority" "signature-agent";key="agent2");created=1735689600;keyid="poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U";alg="ed25519";expires=4889289600;nonce="n9p433xm+NJ3ph3upfBIGmsuwHw387YV7Q/F+6BSpGCVjYCqQw6rznNA8PVVLySrAWsv0hQtFioQb6E1YsauiA==";tag="web-bot-auth"',
        "Signature-Agent": 'agent2="https://signature-agent.test"',
      },
    });
    const directory = async () =>
      new Response(JSON.stringify({ keys: [publicKey] }), {
        headers: { "Content-Type": "application/http-message-signatures-directory+json" },
      });
    setConfigForTesting({ BASE_URL: "https://example.com" });
    const verify = createSignedAgentVerifier({
      trustedAgents: ["https://signature-agent.test"],
      maxLifetimeSeconds: Number.POSITIVE_INFINITY,
      fetch: directory,
    });
    expect(await verify(request)).toEqual({
      origin: "https://signature-agent.test",
      keyid: "poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U",
    });
    // The library on its own puts the whole Signature-Agent field into the signature base, not the member.
    await expect(wbaVerify(request, await verifierFromJWK(publicKey))).rejects.toThrow();
  });

  it("reads a directory's lifetime from Cache-Control, within a minute and a day", () => {
    expect(ttlOf("public, max-age=600")).toBe(600);
    expect(ttlOf(null)).toBe(DIRECTORY_DEFAULT_TTL_SECONDS);
    expect(ttlOf("max-age=5")).toBe(DIRECTORY_MIN_TTL_SECONDS);
    expect(ttlOf("max-age=31536000")).toBe(DIRECTORY_MAX_TTL_SECONDS);
    expect(ttlOf("no-store")).toBe(DIRECTORY_MIN_TTL_SECONDS);
  });
});

describe("the signedAgent piece", () => {
  afterEach(() => setConfigForTesting(undefined));

  async function run(request: Request): Promise<{ context: EdgeContext; status: number; logAgent: string | undefined }> {
    const context = edgeContext(request);
    let logAgent: string | undefined;
    const response = await signedAgent(context, async () => {
      logAgent = currentLogContext()?.signatureAgent;
      return new Response("served", { status: 200 });
    });
    return { context, status: response.status, logAgent };
  }

  it("puts a verified agent on the context and on every log line written meanwhile", async () => {
    setConfigForTesting({ BASE_URL: "https://land.example", WEB_BOT_AUTH_TRUSTED_AGENTS: agent.origin });
    const outcome = await run(await agent.sign(page()));
    expect(outcome.status).toBe(200);
    expect(outcome.context.signedAgent).toEqual({ origin: agent.origin, keyid: agent.keyid });
    expect(outcome.logAgent).toBe(agent.origin);
  });

  it("names the agent on the request's span when it runs inside trace", async () => {
    setConfigForTesting({ BASE_URL: "https://land.example", WEB_BOT_AUTH_TRUSTED_AGENTS: agent.origin });
    const signed = await agent.sign(page());
    const pipeline = compose([trace({ name: () => "getHealth", route: () => "/api/v1/health" }), signedAgent], ok, (error) => {
      throw error;
    });
    await pipeline(edgeContext(signed));
    await pipeline(edgeContext(page()));
    const [first, second] = recorder.spans();
    expect(first?.attributes["web_bot_auth.signature_agent"]).toBe(agent.origin);
    expect(second?.attributes).not.toHaveProperty("web_bot_auth.signature_agent");
  });

  it("serves a request whose signature cannot be checked (directory down) as unsigned", async () => {
    setConfigForTesting({ BASE_URL: "https://land.example", WEB_BOT_AUTH_TRUSTED_AGENTS: other.origin });
    other.mode = "error";
    const outcome = await run(await other.sign(page()));
    expect(outcome.status).toBe(200);
    expect(outcome.context.signedAgent).toBeUndefined();
    expect(outcome.logAgent).toBeUndefined();
  });

  it("trusts no one when WEB_BOT_AUTH_TRUSTED_AGENTS is unset", async () => {
    setConfigForTesting({ WEB_BOT_AUTH_TRUSTED_AGENTS: undefined });
    const outcome = await run(await agent.sign(page()));
    expect(outcome.context.signedAgent).toBeUndefined();
    expect(agent.fetches).toBe(0);
  });
});
