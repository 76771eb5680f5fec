import { getConfig } from "@/lib/config/env";

/** Header our own server entry (`server.mjs`) sets from the TCP socket; clients cannot choose it. */
export const PEER_ADDRESS_HEADER = "x-peer-address";

/**
 * The client's IP for rate limiting. Forwarding headers are taken only when a
 * trusted proxy set them (TRUST_PROXY=1, or Vercel's edge); otherwise a
 * client could escape its limit by sending its own X-Forwarded-For.
 */
export function clientIp(headers: Headers): string {
  if (getConfig().trustProxy) {
    const realIp = headers.get("x-real-ip")?.trim();
    if (realIp) return realIp;
    const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return headers.get(PEER_ADDRESS_HEADER)?.trim() || "unknown";
}
