import { RateLimiter, type RateLimitPolicy } from "@/lib/ratelimit";

/**
 * The real policies with every limit a thousand times higher, for suites that
 * send hundreds of requests from few addresses and test something other than limits.
 */
export class GenerousLimiter extends RateLimiter {
  override hit(policy: RateLimitPolicy, key: string, now?: number) {
    return super.hit({ ...policy, limit: policy.limit * 1_000 }, key, now);
  }
}
