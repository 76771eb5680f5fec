import { createPublicKey, randomUUID } from "node:crypto";
import { importJWK, SignJWT, type JWK, type JWTPayload } from "jose";

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** The claims an honest assertion carries, for `sub` at `now`, with overrides. */
export function claims(sub: string, overrides: JWTPayload = {}, now = Date.now()): JWTPayload {
  const iat = Math.floor(now / 1000);
  return {
    iss: "http://localhost:3000",
    aud: "http://localhost:3000/api/",
    sub,
    iat,
    exp: iat + 900,
    jti: randomUUID(),
    ...overrides,
  };
}

/** Signs `payload` with a private JWK as the service would (EdDSA, kid, typ JWT), header overridable. */
export async function signWith(jwk: JWK, payload: JWTPayload, header: Record<string, unknown> = {}): Promise<string> {
  const { kid: _kid, alg: _alg, use: _use, ...material } = jwk;
  const key = await importJWK({ ...material }, "EdDSA");
  return new SignJWT(payload).setProtectedHeader({ alg: "EdDSA", kid: jwk.kid, typ: "JWT", ...header }).sign(key);
}

/** An unsecured JWT (`alg: none`), keeping the real kid. */
export function unsecured(payload: JWTPayload, kid: string | undefined): string {
  return `${b64({ alg: "none", typ: "JWT", kid })}.${b64(payload)}.`;
}

/** The classic key-confusion forgery: HS256 keyed with bytes of the public key. */
export async function hmacWithPublicKey(publicJwk: JWK, payload: JWTPayload, variant: "pem" | "raw" | "jwk-json"): Promise<string> {
  const { d: _d, ...publicOnly } = publicJwk;
  const secret =
    variant === "pem"
      ? Buffer.from(createPublicKey({ key: publicOnly as never, format: "jwk" }).export({ type: "spki", format: "pem" }) as string)
      : variant === "raw"
        ? Buffer.from(publicOnly.x!, "base64url")
        : Buffer.from(JSON.stringify(publicOnly));
  return new SignJWT(payload).setProtectedHeader({ alg: "HS256", kid: publicJwk.kid, typ: "JWT" }).sign(new Uint8Array(secret));
}

/** Replaces the payload segment, keeping the original header and signature. */
export function withPayload(jwt: string, payload: JWTPayload): string {
  const [header, , signature] = jwt.split(".");
  return `${header}.${b64(payload)}.${signature}`;
}

/** Flips one bit in the middle of the signature. */
export function withTamperedSignature(jwt: string): string {
  const [header, payload, signature] = jwt.split(".");
  const bytes = Buffer.from(signature!, "base64url");
  bytes[bytes.length >> 1]! ^= 0x01;
  return `${header}.${payload}.${bytes.toString("base64url")}`;
}
