import {
  type Dictionary,
  type InnerList,
  type Item,
  isInnerList,
  parseDictionary,
  parseItem,
  serializeDictionary,
  serializeItem,
} from "structured-headers";
import { HTTP_MESSAGE_SIGNATURE_TAG, HTTP_MESSAGE_SIGNATURES_DIRECTORY, jwkToKeyID, MediaType, verify } from "web-bot-auth";
import { helpers, verifierFromJWK } from "web-bot-auth/crypto";
import { getConfig } from "@/lib/config/env";
import { errorKind, log } from "@/lib/log/logger";
import { currentLogContext, withLogContext } from "@/lib/log/request-context";
import type { EdgeContext, Piece } from "./pipeline";

/**
 * Web Bot Auth: a request signed (RFC 9421, tag `web-bot-auth`) by a key that a
 * trusted signature agent publishes at its `/.well-known/http-message-signatures-directory`.
 * The cryptography and the signature base are `web-bot-auth`'s; this file picks the
 * signature, hands the library the values RFC 9421 signs, resolves the agent's
 * keys, and refuses replays. See docs/agent-identity.md.
 */
export type SignedAgent = NonNullable<EdgeContext["signedAgent"]>;

export interface SignedAgentVerifierOptions {
  /** Origins whose directories may be fetched; every other `Signature-Agent` is ignored. */
  trustedAgents: readonly string[];
  /** How long a directory fetch may take before the request goes on unsigned. */
  fetchTimeoutMs?: number;
  /** Longest signature lifetime accepted, in seconds (default `MAX_SIGNATURE_LIFETIME_SECONDS`). */
  maxLifetimeSeconds?: number;
  /** How directories are fetched (default: the global `fetch`). */
  fetch?: typeof fetch;
}

/** Longest signature lifetime accepted (the drafts recommend at most 24 hours); it bounds the replay memory too. */
export const MAX_SIGNATURE_LIFETIME_SECONDS = 86_400;
/** A directory is kept at least this long (also after a failed fetch) and at most a day, whatever its `Cache-Control`. */
export const DIRECTORY_MIN_TTL_SECONDS = 60;
export const DIRECTORY_MAX_TTL_SECONDS = 86_400;
/** Without `Cache-Control: max-age`, a directory is kept for an hour. */
export const DIRECTORY_DEFAULT_TTL_SECONDS = 3_600;
const DEFAULT_FETCH_TIMEOUT_MS = 2_000;
const MAX_DIRECTORY_BYTES = 64 * 1024;
const MAX_REMEMBERED_NONCES = 100_000;

interface DirectoryEntry {
  /** Usable keys by JWK thumbprint. */
  keys: Map<string, JsonWebKey>;
  /** When the last fetch was tried (ms), and until when its answer stands. */
  triedAt: number;
  freshUntil: number;
  refresh?: Promise<void>;
}

/** The one signature this site checks: the first tagged `web-bot-auth`, with what it covers. */
interface Candidate {
  label: string;
  input: InnerList;
  signature: Item;
  /** The `Signature-Agent` member the signature covers (`key` parameter), or undefined for the legacy bare string. */
  agentKey: string | undefined;
  agentValue: Item;
}

/** Whether a request carries signature headers at all (the cheap test before any work). */
export function hasMessageSignature(headers: Headers): boolean {
  return headers.has("signature") && headers.has("signature-input") && headers.has("signature-agent");
}

/**
 * A verifier with its own directory cache and nonce memory. Returns the agent
 * for a good signature and undefined for anything else: no signature, an
 * untrusted or unreachable agent, an unknown key, a bad, expired or replayed
 * signature. It never throws.
 */
export function createSignedAgentVerifier(options: SignedAgentVerifierOptions) {
  const trusted = new Set(options.trustedAgents);
  const timeoutMs = options.fetchTimeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
  const maxLifetime = options.maxLifetimeSeconds ?? MAX_SIGNATURE_LIFETIME_SECONDS;
  const get = options.fetch ?? fetch;
  const directories = new Map<string, DirectoryEntry>();
  /** `origin nonce` → when the signature that carried it expires (ms). Insertion order is age order. */
  const nonces = new Map<string, number>();
  let nextSweep = 0;

  /**
   * The agent's key `keyid`. A key the cached directory lacks makes it fetched
   * again (the agent may have rotated), at most once a minute.
   */
  async function keyOf(origin: string, keyid: string): Promise<JsonWebKey | undefined> {
    let entry = directories.get(origin);
    if (!entry) {
      entry = { keys: new Map(), triedAt: 0, freshUntil: 0 };
      directories.set(origin, entry);
    }
    const now = Date.now();
    const stale = now >= entry.freshUntil || (!entry.keys.has(keyid) && now - entry.triedAt >= DIRECTORY_MIN_TTL_SECONDS * 1000);
    if (stale) {
      const current = entry;
      current.refresh ??= refresh(origin, current).finally(() => {
        current.refresh = undefined;
      });
      await current.refresh;
    }
    return entry.keys.get(keyid);
  }

  /** Fetches a directory; on failure keeps what was known and tries again after the minimum lifetime. */
  async function refresh(origin: string, entry: DirectoryEntry): Promise<void> {
    entry.triedAt = Date.now();
    try {
      const { keys, ttlSeconds } = await fetchDirectory(get, origin, timeoutMs);
      entry.keys = keys;
      entry.freshUntil = Date.now() + ttlSeconds * 1000;
    } catch (error) {
      entry.freshUntil = Date.now() + DIRECTORY_MIN_TTL_SECONDS * 1000;
      log.warn("signature agent directory unavailable", { signatureAgent: origin, error: errorKind(error) });
    }
  }

  function replayed(origin: string, nonce: string, expiresMs: number): boolean {
    const now = Date.now();
    const key = `${origin} ${nonce}`;
    const until = nonces.get(key);
    if (until !== undefined && until > now) return true;
    if (nonces.size >= MAX_REMEMBERED_NONCES) {
      if (now >= nextSweep) {
        nextSweep = now + DIRECTORY_MIN_TTL_SECONDS * 1000;
        for (const [seen, expiry] of nonces) if (expiry <= now) nonces.delete(seen);
      }
      // Still full of live nonces: forget the oldest rather than grow without bound.
      const oldest = nonces.keys().next();
      if (nonces.size >= MAX_REMEMBERED_NONCES && !oldest.done) nonces.delete(oldest.value);
    }
    nonces.delete(key);
    nonces.set(key, expiresMs);
    return false;
  }

  return async function verifySignedAgent(request: Request): Promise<SignedAgent | undefined> {
    if (trusted.size === 0 || !hasMessageSignature(request.headers)) return undefined;
    try {
      const candidate = candidateOf(request.headers);
      if (!candidate) return undefined;
      const origin = directoryOrigin(candidate.agentValue);
      if (!origin || !trusted.has(origin)) return undefined;
      const url = requestedUrl(request);
      if (!url) return undefined;
      const params = candidate.input[1];
      const keyid = params.get("keyid");
      const created = params.get("created");
      const expires = params.get("expires");
      if (typeof keyid !== "string" || typeof created !== "number" || typeof expires !== "number") return undefined;
      if (expires - created > maxLifetime) return undefined;
      const key = await keyOf(origin, keyid);
      if (!key || !keyInForce(key)) return undefined;
      // Checks the signature over its base, the tag, `created` (not in the future) and `expires` (not past).
      await verify({ method: request.method, url, headers: signedView(request.headers, candidate) }, await verifierFromJWK(key));
      const nonce = params.get("nonce");
      if (typeof nonce === "string" && replayed(origin, nonce, expires * 1000)) return undefined;
      return { origin, keyid };
    } catch {
      // Malformed, forged or expired: the request is simply unsigned.
      return undefined;
    }
  };
}

/**
 * The first `Signature-Input` member tagged `web-bot-auth` that covers where the
 * request goes (`@authority` or `@target-uri`) and exactly one `Signature-Agent`
 * (the member its `key` names, or the legacy bare string).
 */
function candidateOf(headers: Headers): Candidate | undefined {
  const inputs = parseDictionary(headers.get("signature-input") ?? "");
  const signatures = parseDictionary(headers.get("signature") ?? "");
  const agentHeader = (headers.get("signature-agent") ?? "").trim();
  for (const [label, input] of inputs) {
    if (!isInnerList(input) || input[1].get("tag") !== HTTP_MESSAGE_SIGNATURE_TAG) continue;
    const signature = signatures.get(label);
    if (!signature || isInnerList(signature) || !(signature[0] instanceof ArrayBuffer)) return undefined;
    const covered = input[0];
    if (!covered.some(([name]) => name === "@authority" || name === "@target-uri")) return undefined;
    const agentComponents = covered.filter(([name]) => name === "signature-agent");
    if (agentComponents.length !== 1) return undefined;
    const agentKey = agentComponents[0]?.[1].get("key");
    if (agentKey === undefined) {
      // The earlier form: `Signature-Agent: "https://agent.example"`, signed whole.
      if (!agentHeader.startsWith('"')) return undefined;
      return { label, input, signature, agentKey: undefined, agentValue: parseItem(agentHeader) };
    }
    if (typeof agentKey !== "string") return undefined;
    const member = parseDictionary(agentHeader).get(agentKey);
    if (!member || isInnerList(member)) return undefined;
    return { label, input, signature, agentKey, agentValue: member };
  }
  return undefined;
}

/** The origin a `directory` member names (the default type), or undefined for anything else. */
function directoryOrigin([value, params]: Item): string | undefined {
  const type = params.get("type");
  if (type !== undefined && String(type) !== "directory") return undefined;
  if (typeof value !== "string" || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  if (url.pathname !== "/" || url.search || url.hash || url.username || url.password) return undefined;
  return url.origin;
}

/**
 * The request's headers as the library reads them for this one signature:
 * `Signature-Input` and `Signature` reduced to its member, and `signature-agent`
 * as the value RFC 9421 puts in the base (the member's serialization for a `key`ed
 * component, the whole field otherwise). `web-bot-auth` reads whole fields only.
 */
function signedView(headers: Headers, candidate: Candidate) {
  const only = (item: Item | InnerList): string => serializeDictionary(new Map([[candidate.label, item]]) as Dictionary);
  const values: Record<string, string> = {
    "signature-input": only(candidate.input),
    signature: only(candidate.signature),
    "signature-agent":
      candidate.agentKey === undefined ? (headers.get("signature-agent") ?? "").trim() : serializeItem(candidate.agentValue),
  };
  return {
    get: (name: string) => values[name.toLowerCase()] ?? headers.get(name),
    set: () => undefined,
  };
}

/**
 * The URL the client asked for, whose authority the signature covers, when
 * that authority is this site's own (`siteUrl`, production's or staging's
 * host): a signature made for another site proves nothing here, whatever
 * `Host` the client sends. A self-hosted server builds `request.url` from the
 * address it listens on (`0.0.0.0:3000`), so the authority is the `Host`
 * header's, or behind a trusted proxy `X-Forwarded-Host` (and the scheme
 * `X-Forwarded-Proto`).
 */
function requestedUrl(request: Request): string | undefined {
  const config = getConfig();
  const url = new URL(request.url);
  const headers = request.headers;
  const first = (name: string) => headers.get(name)?.split(",")[0]?.trim() || undefined;
  const host = (config.trustProxy && first("x-forwarded-host")) || headers.get("host")?.trim() || url.host;
  const forwardedScheme = config.trustProxy ? first("x-forwarded-proto") : undefined;
  const scheme = forwardedScheme === "https" || forwardedScheme === "http" ? `${forwardedScheme}:` : url.protocol;
  // A new URL rather than `url.host = host`, which keeps the old port when `host` names none.
  const requested = new URL(`${url.pathname}${url.search}`, `${scheme}//${host}`);
  const own = [config.siteUrl, config.productionUrl, config.stagingUrl].map((address) => new URL(address).host);
  return own.includes(requested.host) ? requested.toString() : undefined;
}

/** A key's own `nbf` and `exp` (seconds), when the directory gives them. */
function keyInForce(key: JsonWebKey): boolean {
  const { nbf, exp } = key as { nbf?: unknown; exp?: unknown };
  const now = Date.now() / 1000;
  return !(typeof nbf === "number" && nbf > now) && !(typeof exp === "number" && exp <= now);
}

/**
 * GETs `origin`'s directory: 200 only, no redirects, the directory media type
 * (or plain JSON), at most 64 KB. Each key is filed under its own RFC 7638
 * thumbprint; a key whose `kid` says otherwise is dropped.
 */
async function fetchDirectory(
  get: typeof fetch,
  origin: string,
  timeoutMs: number,
): Promise<{ keys: Map<string, JsonWebKey>; ttlSeconds: number }> {
  const response = await get(new URL(HTTP_MESSAGE_SIGNATURES_DIRECTORY, origin), {
    headers: { Accept: MediaType.HTTP_MESSAGE_SIGNATURES_DIRECTORY },
    redirect: "manual",
    cache: "no-store", // kept here, for its own Cache-Control, not in a framework's fetch cache
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new DirectoryError(`status ${response.status}`);
  }
  const type = response.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== MediaType.HTTP_MESSAGE_SIGNATURES_DIRECTORY && type !== "application/json") {
    await response.body?.cancel();
    throw new DirectoryError("media type");
  }
  const text = await response.text();
  if (text.length > MAX_DIRECTORY_BYTES) throw new DirectoryError("too large");
  const body = JSON.parse(text) as { keys?: unknown };
  if (!Array.isArray(body.keys)) throw new DirectoryError("no keys");
  const keys = new Map<string, JsonWebKey>();
  for (const key of body.keys.slice(0, 32) as JsonWebKey[]) {
    if (typeof key !== "object" || key === null || typeof key.kty !== "string") continue;
    try {
      const thumbprint = await jwkToKeyID(key, helpers.WEBCRYPTO_SHA256, helpers.BASE64URL_DECODE);
      const kid = (key as { kid?: unknown }).kid;
      if (kid === undefined || kid === thumbprint) keys.set(thumbprint, key);
    } catch {
      // A key the thumbprint cannot describe is no key of ours.
    }
  }
  return { keys, ttlSeconds: ttlOf(response.headers.get("cache-control")) };
}

class DirectoryError extends Error {
  override name = "DirectoryError";
}

/** The directory's lifetime from its `Cache-Control`, within the minimum and maximum. */
export function ttlOf(cacheControl: string | null): number {
  const directives = (cacheControl ?? "").toLowerCase();
  if (/(?:^|,)\s*(?:no-store|no-cache)\b/.test(directives)) return DIRECTORY_MIN_TTL_SECONDS;
  const maxAge = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?/.exec(directives)?.[1];
  const seconds = maxAge === undefined ? DIRECTORY_DEFAULT_TTL_SECONDS : Number(maxAge);
  return Math.min(DIRECTORY_MAX_TTL_SECONDS, Math.max(DIRECTORY_MIN_TTL_SECONDS, seconds));
}

const globalForVerifier = globalThis as unknown as {
  __signedAgentVerifier?: { trusted: readonly string[]; verify: (request: Request) => Promise<SignedAgent | undefined> };
};

/** The process's verifier, for the configured agents (rebuilt when tests change the configuration). */
export function verifySignedAgent(request: Request): Promise<SignedAgent | undefined> {
  const trusted = getConfig().webBotAuthTrustedAgents;
  let current = globalForVerifier.__signedAgentVerifier;
  if (current?.trusted !== trusted) {
    current = { trusted, verify: createSignedAgentVerifier({ trustedAgents: trusted }) };
    globalForVerifier.__signedAgentVerifier = current;
  }
  return current.verify(request);
}

/**
 * Puts a verified signature agent on the context (for the limits and the
 * request's span) and on every log line written meanwhile. Anything short of a
 * good signature leaves the request unsigned; nothing is refused here.
 */
export const signedAgent: Piece = async (context, next) => {
  const agent = await verifySignedAgent(context.request);
  if (!agent) return next();
  context.signedAgent = agent; // `trace` names it on the request's span
  return withLogContext({ ...currentLogContext(), requestId: context.requestId, signatureAgent: agent.origin }, next);
};
