import { appFetch, DEFAULT_TEST_IP, TEST_USER_AGENT } from "./app";

export { TEST_USER_AGENT };

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  ip?: string;
}

/** Calls the real route handler for `path`, as Next.js would, without a server. */
export async function callApi(method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers({
    "user-agent": TEST_USER_AGENT,
    "x-peer-address": options.ip ?? DEFAULT_TEST_IP,
    ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
    ...options.headers,
  });
  const body = options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined);
  return appFetch(path, { method, headers, body });
}

export async function jsonOf<T = Record<string, any>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export function validLead(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "Asha Menon",
    email: `asha.${Math.random().toString(36).slice(2)}@builders.example.com`,
    tool: "platform",
    ...overrides,
  };
}
