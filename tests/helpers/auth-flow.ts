import { afterAll, beforeAll, beforeEach } from "vitest";
import { generateSigningKey } from "@/lib/auth/generate-signing-key";
import { JWT_BEARER_GRANT } from "@/lib/auth/constants";
import { setConfigForTesting } from "@/lib/config/env";
import { setDatabaseForTesting, type DatabaseHandle } from "@/lib/db";
import { RateLimiter, setRateLimiterForTesting } from "@/lib/ratelimit";
import { appFetch, BASE } from "./app";
import { truncateAll, useStore, type StoreBackend } from "./test-store";
import type { JWK } from "jose";

/** A fresh signing key for this test file (no key file is written under DATA_DIR). */
export async function useTestSigningKey(previous: JWK[] = [], overrides: Record<string, string> = {}): Promise<JWK> {
  const key = await generateSigningKey();
  setConfigForTesting({
    AUTH_SIGNING_KEY: JSON.stringify(key),
    AUTH_PREVIOUS_KEYS: previous.length ? JSON.stringify(previous) : undefined,
    ...overrides,
  });
  return key;
}

export interface IdentityTestStoreOptions {
  /** Builds the limiter each test starts with; by default the real policies over a memory store. */
  newLimiter?: () => RateLimiter;
  /**
   * For files whose tests swap in a failing store with setDatabaseForTesting:
   * the real store is put back before each test, so one test's outage never
   * leaks into the next.
   */
  reinstallStoreBeforeEach?: boolean;
}

export interface IdentityTestStore {
  /** The open store; only valid inside hooks and tests. */
  store(): DatabaseHandle;
  /** The signing key the identity endpoints use for this file. */
  signingKey(): JWK;
}

/**
 * Registers the hooks an identity integration suite needs: once per suite, a
 * fresh store on `backend` and a fresh signing key (both undone afterwards);
 * before each test, empty tables and a fresh limiter from `options.newLimiter`.
 * Call it at the top of the `describe`, before the file's own `beforeEach`, so
 * those run on the clean state.
 */
export function useIdentityTestStore(backend: StoreBackend, options: IdentityTestStoreOptions = {}): IdentityTestStore {
  const { newLimiter = () => new RateLimiter(undefined), reinstallStoreBeforeEach = false } = options;
  let handle: DatabaseHandle | undefined;
  let key: JWK | undefined;
  const store = () => {
    if (!handle) throw new Error("the test store is not open: use it inside hooks and tests only");
    return handle;
  };

  beforeAll(async () => {
    handle = await useStore(backend);
    key = await useTestSigningKey();
  });
  afterAll(async () => {
    setConfigForTesting(undefined);
    await store().close();
  });
  beforeEach(async () => {
    if (reinstallStoreBeforeEach) setDatabaseForTesting(store());
    await truncateAll(store());
    setRateLimiterForTesting(newLimiter());
  });

  return {
    store,
    signingKey: () => {
      if (!key) throw new Error("the test signing key is not set: use it inside hooks and tests only");
      return key;
    },
  };
}

export function postJson(path: string, body: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) {
  return appFetch(`${BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...options.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ip: options.ip,
  });
}

export function postForm(path: string, fields: Record<string, string> | string, options: { ip?: string } = {}) {
  return appFetch(`${BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: typeof fields === "string" ? fields : new URLSearchParams(fields).toString(),
    ip: options.ip,
  });
}

export interface Registration {
  registration_id: string;
  identity_assertion: string;
  assertion_expires: string;
  [key: string]: unknown;
}

export async function register(client?: Record<string, unknown>, ip?: string): Promise<Registration> {
  const response = await postJson("/agent/identity", { type: "anonymous", ...(client ? { client } : {}) }, { ip });
  if (response.status !== 200) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Registration;
}

export function exchange(assertion: string, extra: Record<string, string> = {}, ip?: string) {
  return postForm("/oauth2/token", { grant_type: JWT_BEARER_GRANT, assertion, ...extra }, { ip });
}

export async function tokenFor(assertion: string): Promise<string> {
  const response = await exchange(assertion);
  if (response.status !== 200) throw new Error(`exchange failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export function revoke(token: string, ip?: string) {
  return postForm("/oauth2/revoke", { token, token_type_hint: "access_token" }, { ip });
}

export function health(token?: string, authorization?: string) {
  const headers: Record<string, string> = {};
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  if (authorization !== undefined) headers.authorization = authorization;
  return appFetch(`${BASE}/api/v1/health`, { headers });
}
