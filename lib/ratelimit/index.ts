export { RATE_LIMIT_POLICIES, type RateLimitPolicy, type RateLimitPolicyName } from "./policies";
export { closeRateLimiter, getRateLimiter, setRateLimiterForTesting, RateLimiter } from "./rate-limit";
export { MemoryRateLimitStore } from "./memory-store";
export { isGenericUserAgent } from "./generic-user-agent";
export { limitSubjectFor, IPV6_LIMIT_PREFIX_LENGTH } from "./client-subject";
export { rateLimitHeaders } from "./headers";
export type { RateLimitResult, RateLimitStore } from "./types";
