import { limitSubjectFor } from "@/lib/ratelimit/client-subject";
import { rateLimitHeaders } from "@/lib/ratelimit/headers";
import type { RateLimitPolicy } from "@/lib/ratelimit/policies";
import { getRateLimiter } from "@/lib/ratelimit/rate-limit";
import type { RateLimitResult } from "@/lib/ratelimit/types";
import { RateLimitedError } from "./edge-errors";
import type { EdgeContext, Piece } from "./pipeline";

export interface RateLimitOptions<C extends EdgeContext> {
  /** The policies this request counts against, in order; the first refusal stops the count. */
  policies(context: C): readonly RateLimitPolicy[];
  /** The counting key for a client (its address, an IPv6 client by /64); defaults to that subject itself. */
  key?(subject: string, context: C): string;
}

/**
 * Counts the request per client against the endpoint's policies (after
 * `clientAddress`). A refusal throws `RateLimitedError`; the last count is
 * kept on the context for `counterHeaders`.
 */
export function rateLimit<C extends EdgeContext>(options: RateLimitOptions<C>): Piece<C> {
  return async (context, next) => {
    const limiter = getRateLimiter();
    const subject = limitSubjectFor(context.ip);
    const key = options.key ? options.key(subject, context) : subject;
    let shown: RateLimitResult | undefined;
    for (const policy of options.policies(context)) {
      shown = await limiter.hit(policy, key);
      if (!shown.allowed) break;
    }
    context.rateLimit = shown;
    if (shown && !shown.allowed) throw new RateLimitedError(shown);
    return next();
  };
}

/** `always`: every answer shows the count. `on-refusal`: only a 429 does (where the numbers are not contractual). */
export type CounterHeaders = "always" | "on-refusal";

/** The RateLimit headers of the request's count (put it outside `rateLimit`, so refusals get them too). */
export function counterHeaders<C extends EdgeContext>(mode: CounterHeaders | ((context: C) => CounterHeaders)): Piece<C> {
  return async (context, next) => {
    const response = await next();
    const result = context.rateLimit;
    if (!result) return response;
    const show = (typeof mode === "function" ? mode(context) : mode) === "always" || !result.allowed;
    if (show) Object.assign(context.headers, rateLimitHeaders(result));
    return response;
  };
}
