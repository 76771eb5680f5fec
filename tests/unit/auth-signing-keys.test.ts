import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from "jose";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { generateSigningKey } from "@/lib/auth/generate-signing-key";
import { issueAssertion } from "@/lib/auth/issue-assertion";
import { DEV_KEY_FILE, getSigningKeys } from "@/lib/auth/signing-keys";
import { verifyAssertion } from "@/lib/auth/verify-assertion";
import { setConfigForTesting } from "@/lib/config/env";

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "auth-keys-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});
afterEach(() => setConfigForTesting(undefined));

const useKey = (key: JWK | undefined, previous: JWK[] = [], dir = dataDir) =>
  setConfigForTesting({
    AUTH_SIGNING_KEY: key ? JSON.stringify(key) : undefined,
    AUTH_PREVIOUS_KEYS: previous.length ? JSON.stringify(previous) : undefined,
    DATA_DIR: dir,
  });

const publicOf = ({ d: _d, ...rest }: JWK): JWK => rest;

describe("generateSigningKey (npm run keygen)", () => {
  it("makes an Ed25519 private JWK whose kid is its RFC 7638 thumbprint", async () => {
    const key = await generateSigningKey();
    expect(key).toMatchObject({ kty: "OKP", crv: "Ed25519", alg: "EdDSA", use: "sig" });
    expect(typeof key.d).toBe("string");
    expect(key.kid).toBe(await calculateJwkThumbprint(publicOf(key)));
    expect((await generateSigningKey()).kid).not.toBe(key.kid);
  });
});

describe("getSigningKeys", () => {
  it("without AUTH_SIGNING_KEY creates one key file under DATA_DIR, mode 0600, and keeps using it", async () => {
    const dir = path.join(dataDir, "fresh");
    useKey(undefined, [], dir);
    // Two first requests at once must agree on one key.
    const [a, b] = await Promise.all([getSigningKeys(), (useKey(undefined, [], dir), getSigningKeys())]);
    expect(a.kid).toBe(b.kid);
    const file = path.join(dir, DEV_KEY_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(await readFile(file, "utf8")) as JWK;
    expect(stored.kid).toBe(a.kid);
    useKey(undefined, [], dir);
    expect((await getSigningKeys()).kid).toBe(a.kid);
  });

  it("prefers AUTH_SIGNING_KEY and never publishes its private part", async () => {
    const key = await generateSigningKey();
    useKey(key);
    const keys = await getSigningKeys();
    expect(keys.kid).toBe(key.kid);
    expect(keys.publicJwks).toEqual([{ ...publicOf(key) }]);
    expect(keys.algorithms).toEqual(["EdDSA"]);
  });

  it("derives a kid when the configured key has none", async () => {
    const { kid: _kid, ...key } = await generateSigningKey();
    useKey(key);
    expect((await getSigningKeys()).kid).toBe(await calculateJwkThumbprint(publicOf(key)));
  });

  it("refuses key types other than Ed25519 and P-256", async () => {
    const { privateKey } = await generateKeyPair("RS256", { extractable: true });
    useKey({ ...(await exportJWK(privateKey)), kid: "rsa" });
    await expect(getSigningKeys()).rejects.toThrow(/Ed25519|P-256/);
  });

  it("accepts a P-256 key and verifies what it signs with ES256 only", async () => {
    const { privateKey } = await generateKeyPair("ES256", { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: "p256" };
    useKey(jwk);
    const keys = await getSigningKeys();
    expect(keys.algorithms).toEqual(["ES256"]);
    const now = new Date();
    const { assertion } = await issueAssertion("reg_test", now);
    expect(JSON.parse(Buffer.from(assertion.split(".")[0]!, "base64url").toString()).alg).toBe("ES256");
    await expect(verifyAssertion(assertion, now)).resolves.toEqual({ registrationId: "reg_test" });
  });
});

describe("key rotation", () => {
  it("assertions signed by a previous key verify while it is listed in AUTH_PREVIOUS_KEYS, and not after", async () => {
    const [oldKey, newKey] = [await generateSigningKey(), await generateSigningKey()];
    const now = new Date();
    useKey(oldKey);
    const { assertion } = await issueAssertion("reg_rotated", now);

    useKey(newKey, [publicOf(oldKey)]);
    await expect(verifyAssertion(assertion, now)).resolves.toEqual({ registrationId: "reg_rotated" });
    expect((await getSigningKeys()).publicJwks.map((key) => key.kid)).toEqual([newKey.kid, oldKey.kid]);
    const fresh = await issueAssertion("reg_new", now);
    expect(JSON.parse(Buffer.from(fresh.assertion.split(".")[0]!, "base64url").toString()).kid).toBe(newKey.kid);

    useKey(newKey);
    await expect(verifyAssertion(assertion, now)).rejects.toMatchObject({ code: "invalid_grant" });
  });

  it("ignores a previous key that reuses the current kid", async () => {
    const key = await generateSigningKey();
    const impostor = { ...publicOf(await generateSigningKey()), kid: key.kid };
    useKey(key, [impostor]);
    expect((await getSigningKeys()).publicJwks).toHaveLength(1);
  });
});
