import { generateSigningKey } from "@/lib/auth/generate-signing-key";
import { JWT_BEARER_GRANT } from "@/lib/auth/constants";
import { setConfigForTesting } from "@/lib/config/env";
import { authFetch, BASE } from "./auth-fetch";
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

export function postJson(path: string, body: unknown, options: { ip?: string; headers?: Record<string, string> } = {}) {
  return authFetch(`${BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...options.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ip: options.ip,
  });
}

export function postForm(path: string, fields: Record<string, string> | string, options: { ip?: string } = {}) {
  return authFetch(`${BASE}${path}`, {
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
  return authFetch(`${BASE}/api/v1/health`, { headers });
}
