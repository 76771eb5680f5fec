import ipaddr from "ipaddr.js";

/**
 * IPv6 clients are counted by network, not by address. One host or site is
 * given a whole /64 (RFC 6177) and can pick any of its 2^64 addresses for
 * each request, so counting full addresses would let it reset a limit at will.
 */
export const IPV6_LIMIT_PREFIX_LENGTH = 64;

/**
 * The key a client's requests are counted under: an IPv4 address as it is
 * (IPv4-mapped IPv6 addresses included, as their IPv4 form), an IPv6 address
 * as its /64 network such as `2001:db8:1:2::/64`, anything else unchanged.
 */
export function limitSubjectFor(address: string): string {
  // Every IPv6 spelling has a colon; IPv4 addresses, the common case, skip the parse.
  if (!address.includes(":") || !ipaddr.IPv6.isValid(address)) return address;
  const parsed = ipaddr.IPv6.parse(address);
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  const networkParts = parsed.parts.map((part, index) => (index < IPV6_LIMIT_PREFIX_LENGTH / 16 ? part : 0));
  return `${new ipaddr.IPv6(networkParts).toRFC5952String()}/${IPV6_LIMIT_PREFIX_LENGTH}`;
}
