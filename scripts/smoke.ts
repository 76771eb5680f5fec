// Verifies a deployed instance in one command: every public surface, one line per check.
//   npm run smoke -- https://landworks.example
// Creates no lead (only validation failures are sent to the demo-request endpoint);
// registers one anonymous agent and revokes its token.
const base = (process.argv[2] ?? process.env.BASE_URL ?? "http://localhost:3000").replace(/\/+$/, "");
const USER_AGENT = "land-tools-smoke/1.0 (+deployment verification)";

// biome-ignore lint/suspicious/noConfusingVoidType: a check resolves to a detail line for the report, or to nothing
type Check = () => Promise<string | undefined | void>;
const results: Array<{ name: string; ok: boolean; detail: string }> = [];

async function check(name: string, run: Check): Promise<void> {
  try {
    const detail = (await run()) ?? "";
    results.push({ name, ok: true, detail });
    console.log(`PASS  ${name}${detail ? `  (${detail})` : ""}`);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    results.push({ name, ok: false, detail });
    console.log(`FAIL  ${name}: ${detail}`);
  }
}

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("user-agent", USER_AGENT);
  return fetch(`${base}${path}`, { ...init, headers, redirect: "manual" });
}

async function json(path: string, init: RequestInit = {}): Promise<{ response: Response; body: any }> {
  const response = await call(path, init);
  const text = await response.text();
  try {
    return { response, body: JSON.parse(text) };
  } catch {
    throw new Error(`${path}: HTTP ${response.status}, not JSON: ${text.slice(0, 80)}`);
  }
}

const post = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

async function rpc(path: string, method: string, params?: unknown): Promise<any> {
  const { response, body } = await json(
    path,
    post({ jsonrpc: "2.0", id: 1, method, ...(params ? { params } : {}) }, { accept: "application/json" }),
  );
  expect(response.status === 200, `${path} ${method}: HTTP ${response.status}`);
  expect(!body.error, `${path} ${method}: ${JSON.stringify(body.error)}`);
  return body.result;
}

console.log(`Smoke test of ${base}\n`);

await check("health", async () => {
  const { response, body } = await json("/api/v1/health");
  expect(response.status === 200, `HTTP ${response.status}`);
  expect(["ok", "degraded"].includes(body.status), `status ${body.status}`);
  expect(response.headers.get("ratelimit-policy"), "no RateLimit-Policy header");
  expect(response.headers.get("access-control-allow-origin") === "*", "no CORS header");
  return `status ${body.status}`;
});

await check("health alias", async () => {
  const { response } = await json("/api/health");
  expect(response.status === 200, `HTTP ${response.status}`);
});

await check("demo request validation (nothing stored)", async () => {
  const honeypot = await json("/api/v1/demo-request", post({ name: "Smoke", email: "smoke@example.com", website: "x" }));
  expect(honeypot.body.error?.code === "HONEYPOT_TRIGGERED", `honeypot: ${JSON.stringify(honeypot.body)}`);
  const missing = await json("/api/demo-request", post({ name: "" }));
  expect(missing.body.error?.code === "MISSING_FIELDS", `missing: ${JSON.stringify(missing.body)}`);
  expect(missing.body.error.docs?.startsWith(base), "error docs link is not on this base address");
});

await check("unknown API path is a JSON 404", async () => {
  const { response, body } = await json("/api/does-not-exist");
  expect(response.status === 404 && body.error?.code === "NOT_FOUND", `HTTP ${response.status}`);
});

await check("agent identity: register, token, use, revoke", async () => {
  const registered = await json("/agent/identity", post({ type: "anonymous", client: { name: "smoke", version: "1.0" } }));
  expect(registered.response.status === 200, `register: HTTP ${registered.response.status}`);
  const form = new URLSearchParams({
    grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
    assertion: registered.body.identity_assertion,
  });
  const token = await json("/oauth2/token", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form,
  });
  expect(token.response.status === 200, `token: HTTP ${token.response.status} ${JSON.stringify(token.body)}`);
  const auth = { authorization: `Bearer ${token.body.access_token}` };
  const health = await json("/api/v1/health", { headers: auth });
  expect(health.body.agent?.registration_id === registered.body.registration_id, "health lacks the agent block");
  const revoke = await call("/oauth2/revoke", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token: token.body.access_token }),
  });
  expect(revoke.status === 200, `revoke: HTTP ${revoke.status}`);
  const after = await call("/api/v1/health", { headers: auth });
  expect(after.status === 401, `after revoke: HTTP ${after.status}`);
});

await check("calculator tool server /mcp", async () => {
  const init = await rpc("/mcp", "initialize", {
    protocolVersion: "2025-11-25",
    capabilities: {},
    clientInfo: { name: "smoke", version: "1.0" },
  });
  expect(init.serverInfo?.name === "service-land-tools", `server ${JSON.stringify(init.serverInfo)}`);
  const list = await rpc("/mcp", "tools/list");
  const called = await rpc("/mcp", "tools/call", { name: "land_area_convert", arguments: { value: 1, fromUnit: "acre", toUnit: "sqm" } });
  expect(called.structuredContent?.result === 4046.8564224, `1 acre = ${called.structuredContent?.result} m²`);
  return `${list.tools.length} tools`;
});

await check("docs tool server /mcp/docs", async () => {
  const list = await rpc("/mcp/docs", "tools/list");
  const found = await rpc("/mcp/docs", "tools/call", { name: "search_docs", arguments: { query: "stamp duty" } });
  expect(found.structuredContent?.results?.length > 0, "search found nothing");
  return `${list.tools.length} tools, ${found.structuredContent.results.length} results`;
});

const DOCUMENTS: Array<[string, RegExp]> = [
  ["/.well-known/oauth-protected-resource", /application\/json/],
  ["/.well-known/oauth-protected-resource/api/", /application\/json/],
  ["/.well-known/oauth-authorization-server", /application\/json/],
  ["/.well-known/jwks.json", /json/],
  ["/.well-known/api-catalog", /application\/linkset\+json/],
  ["/.well-known/mcp/server-card.json", /application\/json/],
  ["/.well-known/mcp/docs/server-card.json", /application\/json/],
  ["/.well-known/agent-skills/index.json", /application\/json/],
  ["/auth.md", /text\/markdown/],
  ["/llms.txt", /text\/plain/],
  ["/robots.txt", /text\/plain/],
  ["/sitemap-index.xml", /xml/],
  ["/api/docs", /text\/markdown/],
  ["/api/openapi.json", /application\/openapi\+json/],
];
for (const [path, type] of DOCUMENTS) {
  await check(`discovery ${path}`, async () => {
    const response = await call(path);
    expect(response.status === 200, `HTTP ${response.status}`);
    expect(type.test(response.headers.get("content-type") ?? ""), `content-type ${response.headers.get("content-type")}`);
    const text = await response.text();
    expect(!/localhost/.test(text) || /localhost/.test(base), "mentions localhost: is BASE_URL set?");
  });
}

await check("Markdown for a page", async () => {
  const response = await call("/glossary/acre", { headers: { accept: "text/markdown" } });
  expect(response.status === 200, `HTTP ${response.status}`);
  expect(response.headers.get("content-type")?.startsWith("text/markdown"), `content-type ${response.headers.get("content-type")}`);
  expect(Number(response.headers.get("x-markdown-tokens")) > 0, "no X-Markdown-Tokens");
});

await check("home page", async () => {
  const response = await call("/");
  expect(response.status === 200, `HTTP ${response.status}`);
  expect(response.headers.get("content-security-policy"), "no Content-Security-Policy");
});

const failed = results.filter((result) => !result.ok).length;
console.log(`\n${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

export {};
