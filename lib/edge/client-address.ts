import ipaddr from "ipaddr.js";
import { getConfig } from "@/lib/config/env";
import type { Piece } from "./pipeline";

/** Header our own server entry (`server.mjs`) sets from the TCP socket; clients cannot choose it. */
export const PEER_ADDRESS_HEADER = "x-peer-address";

/**
 * The client's IP address, spelled canonically. Rate limits count it through
 * `limitSubjectFor` (an IPv6 client by its /64). Forwarding headers are taken only when a
 * trusted proxy set them (TRUST_PROXY=1, or Vercel's edge); otherwise a
 * client could escape its limit by sending its own X-Forwarded-For.
 */
export function clientIp(headers: Headers): string {
  if (getConfig().trustProxy) {
    const realIp = headers.get("x-real-ip")?.trim();
    if (realIp) return canonicalAddress(realIp);
    const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return canonicalAddress(forwarded);
  }
  return canonicalAddress(headers.get(PEER_ADDRESS_HEADER)?.trim() || "unknown");
}

const OCTET = "(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])";
/** Four decimal octets without leading zeros: the one spelling `ipaddr` gives an IPv4 address. */
const CANONICAL_IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);

/**
 * One spelling per address, so that `2001:DB8:0::1` and `2001:db8::1` (or
 * `::ffff:192.0.2.1` and `192.0.2.1`) are one client. Text that is not an
 * address is kept as it is.
 */
export function canonicalAddress(raw: string): string {
  // Nearly every client: already canonical dotted decimal, which parsing would return unchanged.
  if (CANONICAL_IPV4.test(raw)) return raw;
  if (!ipaddr.isValid(raw)) return raw;
  const address = ipaddr.process(raw);
  return address.kind() === "ipv6" ? (address as ipaddr.IPv6).toRFC5952String() : address.toString();
}

/** Puts the client's address on the context, for the limits and the handler. */
export const clientAddress: Piece = (context, next) => {
  context.ip = clientIp(context.request.headers);
  return next();
};
