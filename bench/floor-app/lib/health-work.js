// The work `GET /api/v1/health` does, without the application around it:
// an in-memory fixed window per client IP (300 a minute, aligned to the clock,
// swept every 30 s), the five RateLimit headers, CORS, and `{"status":"ok"}`.
// Shared by the bare Next.js floor and the bare node:http floor.
const LIMIT = 300;
const WINDOW_SECONDS = 60;
const SWEEP_INTERVAL_MS = 30_000;

const counters = new Map();
let nextSweep = 0;

const EXPOSE_HEADERS = [
  "RateLimit",
  "RateLimit-Limit",
  "RateLimit-Remaining",
  "RateLimit-Reset",
  "RateLimit-Policy",
  "Retry-After",
  "Idempotency-Replayed",
  "WWW-Authenticate",
  "Deprecation",
  "Sunset",
  "Link",
  "Location",
].join(", ");

/** First X-Forwarded-For entry (the benchmark runs the target with TRUST_PROXY=1), else the peer address. */
export function clientIp(forwardedFor, peerAddress) {
  const forwarded = forwardedFor?.split(",")[0]?.trim();
  return forwarded || peerAddress?.trim() || "unknown";
}

function sweep(now) {
  nextSweep = now + SWEEP_INTERVAL_MS;
  for (const [key, counter] of counters) if (counter.expiresAt <= now) counters.delete(key);
}

/** Counts one hit for `ip` and returns the status, headers and body of the answer. */
export function health(ip, now = Date.now()) {
  if (now >= nextSweep) sweep(now);
  const windowMs = WINDOW_SECONDS * 1000;
  const index = Math.floor(now / windowMs);
  const resetSeconds = Math.max(1, Math.ceil(((index + 1) * windowMs - now) / 1000));
  const key = `rl:api:${ip}`;
  let counter = counters.get(key);
  if (!counter || counter.window !== index) {
    counter = { window: index, count: 0, expiresAt: (index + 1) * windowMs };
    counters.set(key, counter);
  }
  counter.count += 1;
  const allowed = counter.count <= LIMIT;
  const remaining = Math.max(0, LIMIT - counter.count);
  const headers = {
    "Content-Type": "application/json",
    "Cache-Control": "no-store",
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Expose-Headers": EXPOSE_HEADERS,
    RateLimit: `limit=${LIMIT}, remaining=${remaining}, reset=${resetSeconds}`,
    "RateLimit-Limit": String(LIMIT),
    "RateLimit-Remaining": String(remaining),
    "RateLimit-Reset": String(resetSeconds),
    "RateLimit-Policy": `${LIMIT};w=${WINDOW_SECONDS}`,
  };
  if (!allowed) headers["Retry-After"] = String(resetSeconds);
  const body = allowed ? { status: "ok" } : { error: { code: "RATE_LIMITED" } };
  return { status: allowed ? 200 : 429, headers, body: JSON.stringify(body) };
}
