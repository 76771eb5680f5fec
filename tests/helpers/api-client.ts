import * as demoAlias from "@/app/api/demo-request/route";
import * as demoV1 from "@/app/api/v1/demo-request/route";
import * as docs from "@/app/api/docs/route";
import * as healthAlias from "@/app/api/health/route";
import * as healthV1 from "@/app/api/v1/health/route";
import * as openapi from "@/app/api/openapi.json/route";
import * as notFound from "@/app/api/[...path]/route";

type RouteModule = Record<string, (request: Request) => Promise<Response> | Response>;

const ROUTES: Record<string, RouteModule> = {
  "/api/v1/demo-request": demoV1,
  "/api/demo-request": demoAlias,
  "/api/v1/health": healthV1,
  "/api/health": healthAlias,
  "/api/docs": docs,
  "/api/openapi.json": openapi,
};

export const TEST_USER_AGENT = "land-tools-test-suite/1.0 (+https://example.test/contact)";

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  ip?: string;
}

/** Calls the real route handler for `path`, as Next.js would, without a server. */
export async function callApi(method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const url = new URL(path, "http://localhost:3000");
  const module = ROUTES[url.pathname] ?? (notFound as RouteModule);
  const handler = module[method];
  if (!handler) throw new Error(`no ${method} handler for ${path}`);
  const headers = new Headers({
    "user-agent": TEST_USER_AGENT,
    "x-peer-address": options.ip ?? "203.0.113.10",
    ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
    ...options.headers,
  });
  const body = options.rawBody ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined);
  return handler(new Request(url, { method, headers, body }));
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
