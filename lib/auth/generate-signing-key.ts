import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from "jose";

/**
 * A new Ed25519 private JWK for AUTH_SIGNING_KEY. The `kid` is the key's
 * RFC 7638 thumbprint, so it is unique without any registry of key ids and
 * the same key always gets the same id.
 */
export async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519", extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { ...jwk, kid, alg: "EdDSA", use: "sig" };
}
