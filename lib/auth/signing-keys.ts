import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { calculateJwkThumbprint, createLocalJWKSet, importJWK, type JWK } from "jose";
import { getConfig, type AppConfig } from "@/lib/config/env";
import { log } from "@/lib/log/logger";
import { generateSigningKey } from "./generate-signing-key";

export type SigningAlgorithm = "EdDSA" | "ES256";

export interface SigningKeys {
  kid: string;
  alg: SigningAlgorithm;
  privateKey: CryptoKey;
  /** Current key first, then the previous ones: what `/.well-known/jwks.json` publishes. */
  publicJwks: JWK[];
  /** The only algorithms verification accepts (the keys' own), so `none` and HMAC never are. */
  algorithms: SigningAlgorithm[];
  keySet: ReturnType<typeof createLocalJWKSet>;
}

export const DEV_KEY_FILE = "auth-signing-key.json";

/** The algorithm is a property of the key, never of the token being verified. */
function algorithmOf(jwk: JWK): SigningAlgorithm {
  if (jwk.kty === "OKP" && jwk.crv === "Ed25519") return "EdDSA";
  if (jwk.kty === "EC" && jwk.crv === "P-256") return "ES256";
  throw new Error(`signing keys must be Ed25519 (OKP) or P-256 (EC) JWKs; got kty=${jwk.kty} crv=${jwk.crv}`);
}

/** Only public members are copied, so a private `d` can never reach the JWKS. */
function publicJwk(jwk: JWK, kid: string): JWK {
  const alg = algorithmOf(jwk);
  return { kty: jwk.kty, crv: jwk.crv, x: jwk.x, ...(jwk.y ? { y: jwk.y } : {}), kid, alg, use: "sig" };
}

/**
 * Without AUTH_SIGNING_KEY (development, or a single self-hosted server) the
 * key lives in DATA_DIR, created once with mode 0600. `wx` makes concurrent
 * first starts agree: the loser reads the winner's key.
 */
async function dataDirKey(dataDir: string): Promise<JWK> {
  const file = path.resolve(dataDir, DEV_KEY_FILE);
  try {
    return JSON.parse(await readFile(file, "utf8")) as JWK;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const jwk = await generateSigningKey();
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, `${JSON.stringify(jwk, null, 2)}\n`, { flag: "wx", mode: 0o600 });
    log.warn("generated an assertion signing key; set AUTH_SIGNING_KEY in deployed environments", { file: DEV_KEY_FILE });
    return jwk;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return JSON.parse(await readFile(file, "utf8")) as JWK;
  }
}

async function loadKeys(config: AppConfig): Promise<SigningKeys> {
  const privateJwk = (config.signingKey as JWK | undefined) ?? (await dataDirKey(config.dataDir));
  if (typeof privateJwk.d !== "string") throw new Error("the signing key has no private part (`d`)");
  const alg = algorithmOf(privateJwk);
  const kid = privateJwk.kid ?? (await calculateJwkThumbprint(privateJwk));
  const { kid: _kid, alg: _alg, use: _use, key_ops: _ops, ...material } = privateJwk;
  const privateKey = (await importJWK({ ...material, alg }, alg)) as CryptoKey;

  const publicJwks = [publicJwk(privateJwk, kid)];
  for (const previous of config.previousPublicKeys as JWK[]) {
    if (!previous.kid || publicJwks.some((key) => key.kid === previous.kid)) {
      log.warn("ignoring a previous signing key without a distinct kid", { kid: previous.kid });
      continue;
    }
    publicJwks.push(publicJwk(previous, previous.kid));
  }
  const algorithms = [...new Set(publicJwks.map((key) => key.alg as SigningAlgorithm))];
  return { kid, alg, privateKey, publicJwks, algorithms, keySet: createLocalJWKSet({ keys: publicJwks }) };
}

let cached: { config: AppConfig; keys: Promise<SigningKeys> } | undefined;

/** The signing key and the verification key set, loaded once per configuration. */
export function getSigningKeys(): Promise<SigningKeys> {
  const config = getConfig();
  if (cached?.config === config) return cached.keys;
  const keys = loadKeys(config);
  cached = { config, keys };
  // A failed load (unreadable file, bad key) is retried by the next request.
  keys.catch(() => {
    if (cached?.keys === keys) cached = undefined;
  });
  return keys;
}
