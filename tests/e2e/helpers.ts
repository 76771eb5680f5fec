import { randomInt } from "node:crypto";

/** A client address of its own for one test: rate limits are per IP, and the e2e server trusts X-Forwarded-For. */
export function uniqueClientIp(): string {
  return `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
}

export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}.${Date.now().toString(36)}${randomInt(0, 1e9).toString(36)}@builders.example.com`;
}
