import { createHash, randomBytes } from "node:crypto";
import { ACCESS_TOKEN_PREFIX, ACCESS_TOKEN_RANDOM_BYTES } from "./constants";

const ENCODED_LENGTH = Math.ceil((ACCESS_TOKEN_RANDOM_BYTES * 4) / 3);
const TOKEN_SHAPE = new RegExp(`^${ACCESS_TOKEN_PREFIX}[A-Za-z0-9_-]{${ENCODED_LENGTH}}$`);

/** A new opaque token: the prefix and 256 random bits. Only its hash is ever stored. */
export function newAccessToken(): string {
  return `${ACCESS_TOKEN_PREFIX}${randomBytes(ACCESS_TOKEN_RANDOM_BYTES).toString("base64url")}`;
}

/**
 * SHA-256 is enough (no salt, no slow hash): the token has 256 bits of
 * entropy, so a leaked hash table cannot be reversed or guessed.
 */
export function hashAccessToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** Whether a string could be one of our tokens; anything else is refused without a database lookup. */
export function isAccessTokenShaped(token: string): boolean {
  return TOKEN_SHAPE.test(token);
}
