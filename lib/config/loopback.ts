/**
 * Whether a host name names this machine: `localhost` and its subdomains, 127.0.0.0/8 and `[::1]`,
 * as `new URL(…).hostname` spells them (lower case, IPv6 in brackets).
 */
export function isLoopbackHostname(hostname: string): boolean {
  return (
    hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/** Whether an absolute URL (or an origin) points at this machine; anything unparseable is not. */
export function isLoopbackUrl(url: string): boolean {
  return URL.canParse(url) && isLoopbackHostname(new URL(url).hostname);
}
