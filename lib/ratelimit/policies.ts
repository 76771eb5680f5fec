/** A named rate-limit policy: `limit` requests per `windowSeconds`, counted per key under `prefix`. */
export interface RateLimitPolicy {
  name: string;
  prefix: string;
  limit: number;
  windowSeconds: number;
}

function policy(name: string, limit: number, windowSeconds: number): RateLimitPolicy {
  return { name, prefix: `rl:${name}`, limit, windowSeconds };
}

/**
 * Every limit the service applies, in one table. Windows are fixed and aligned
 * to the epoch, so `RateLimit-Reset` is exact and equal on every instance.
 */
export const RATE_LIMIT_POLICIES = {
  /** All `/api/*` requests per IP (SPEC "Limits"). */
  api: policy("api", 300, 60),
  /** All `/api/*` requests per IP from a generic or missing User-Agent. */
  apiGenericAgent: policy("api-generic", 60, 60),
  /** Demo requests per IP, on top of the global limit. */
  demoRequest: policy("demo-request", 5, 3600),
  /** Fair use of the identity and token endpoints per IP. */
  agentIdentity: policy("agent-identity", 20, 60),
  oauthToken: policy("oauth-token", 60, 60),
  oauthRevoke: policy("oauth-revoke", 60, 60),
  /** Fair use of each tool server per IP. */
  mcp: policy("mcp", 600, 60),
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitPolicyName = keyof typeof RATE_LIMIT_POLICIES;
