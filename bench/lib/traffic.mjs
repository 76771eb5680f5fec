// What the load looks like: a descriptive User-Agent, a client address per
// request through X-Forwarded-For (the app runs with TRUST_PROXY=1), and
// unique demo-request bodies, so every request is a fresh, allowed one.
import { settings } from "./settings.mjs";

let nextAddress = 1;
let nextLead = 1;
const runTag = Date.now().toString(36);

function addressOf(index) {
  return `10.${(index >>> 16) & 255}.${(index >>> 8) & 255}.${index & 255}`;
}

/** A source of client addresses: each one is used for `perAddress` requests, then never again in this run. */
export function clientAddresses(perAddress) {
  let used = perAddress;
  let current = "";
  return () => {
    if (used >= perAddress) {
      current = addressOf(nextAddress++);
      used = 0;
    }
    used += 1;
    return current;
  };
}

/** A demo-request body with an email address not used before in this run. */
export function demoRequestBody() {
  const n = nextLead++;
  return JSON.stringify({
    name: "Benchmark Visitor",
    email: `visitor-${runTag}-${n}@builders.example.com`,
    company: "Benchmark Builders",
    tool: "platform",
    message: "Load test: please ignore.",
  });
}

/** A `tools/call` body; with `meta`, a 2026-07-28 one (`_meta` in the params). */
export function toolCall(name, args, meta) {
  const params = meta ? { name, arguments: args, _meta: meta } : { name, arguments: args };
  return JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params });
}

/**
 * A request in autocannon's shape. `perAddress` requests share a client
 * address; `bodyFor` builds a fresh body for every request.
 */
export function loadRequest({ method = "GET", path, headers = {}, body, bodyFor, perAddress }) {
  const next = clientAddresses(perAddress);
  return {
    method,
    path,
    headers: { "user-agent": settings.userAgent, ...headers },
    ...(body === undefined ? {} : { body }),
    setupRequest(request) {
      request.headers["x-forwarded-for"] = next();
      if (bodyFor) request.body = bodyFor();
      return request;
    },
  };
}

/** The same request as a one-off, for probes: `{ method, headers, body }` for `send()`. */
export function probeRequest(spec) {
  const request = loadRequest(spec);
  const built = request.setupRequest({ ...request, headers: { ...request.headers } });
  return { method: built.method, headers: built.headers, body: built.body };
}
