import type { Metadata } from "next";
import { JsonLd } from "@/components/site/json-ld";
import { TableScroll } from "@/components/site/table-scroll";
import { allOperations } from "@/lib/api/operations";
import { getConfig } from "@/lib/config/env";
import { absolute, DISCOVERY_PATHS, serverCardPath, TOOL_SERVERS, wellKnownServerCardPath } from "@/lib/discovery";
import { pageAlternates } from "@/lib/i18n/page-languages";
import { RATE_LIMIT_POLICIES } from "@/lib/ratelimit/policies";
import { CONNECTING_IN_EITHER_ERA } from "@/lib/mcp/protocol-version";
import { SITE } from "@/lib/site";
import { breadcrumbList } from "@/lib/structured-data";

export const metadata: Metadata = {
  title: "Developers and agents",
  description: "The public API, two MCP tool servers, the optional agent identity flow and every discovery document, at a glance.",
  alternates: pageAlternates("/developers"),
};

// Built per request so every address shows the environment's own base (production or staging).
export const dynamic = "force-dynamic";

const DISCOVERY_LABELS: Record<keyof typeof DISCOVERY_PATHS, string> = {
  apiCatalog: "API catalog (RFC 9727 linkset)",
  protectedResource: "Protected-resource metadata (RFC 9728)",
  authorizationServer: "Authorization-server metadata (RFC 8414) with agent_auth",
  jwks: "Public keys of the identity assertions (JWKS)",
  agentSkills: "Agent skills index (SKILL.md documents with SHA-256 digests)",
  aiCatalog: "AI catalog (agentic resource discovery)",
  authMd: "Agent identity walkthrough",
  llmsTxt: "llms.txt",
  llmsFullTxt: "llms-full.txt: every guide, help article, glossary entry and post in one Markdown file",
  robots: "robots.txt",
  sitemapIndex: "Sitemap index",
  sitemapXml: "Sitemap (every page in one file)",
  sitemapMd: "Sitemap as Markdown",
  apiDocs: "API reference (Markdown)",
  openApi: "OpenAPI 3.0 document",
  health: "Health",
};

/** A code sample; it may scroll sideways, so it is focusable and named for keyboard users. */
function Code({ children, label }: { children: string; label: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <pre> itself is the named, focusable scrolling region
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <pre tabIndex={0} role="region" aria-label={label}>
      <code>{children}</code>
    </pre>
  );
}

export default function DevelopersPage() {
  const base = getConfig().siteUrl;
  const [calculators, docs] = TOOL_SERVERS;
  const { api, apiGenericAgent, demoRequest, mcp, agentIdentity, oauthToken } = RATE_LIMIT_POLICIES;
  return (
    <div className="container">
      <JsonLd entities={[breadcrumbList([{ label: "Home", href: "/" }, { label: "Developers" }])]} />
      <header className="page-header">
        <p className="eyebrow">Developers and agents</p>
        <h1>Everything an engineer or an agent can call</h1>
        <p>
          No credential is needed anywhere. Every page of this site is also served as Markdown, at its <code>.md</code> address or with{" "}
          <code>Accept: text/markdown</code>: this one is <a href="/developers.md">/developers.md</a>.
        </p>
      </header>
      <div className="prose">
        <h2 id="api">Public API</h2>
        <p>
          A deliberately narrow API: the demo-request form handler and a health check. Full reference: <a href="/api/docs">/api/docs</a>{" "}
          (Markdown) and <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.0).
        </p>
        <TableScroll label="Public API operations">
          <table>
            <thead>
              <tr>
                <th>Method</th>
                <th>Path</th>
                <th>What it does</th>
              </tr>
            </thead>
            <tbody>
              {allOperations().map((operation) => (
                <tr key={operation.id}>
                  <td>{operation.method}</td>
                  <td>
                    {operation.paths.map((path) => (
                      <div key={path}>
                        <code>{path}</code>
                      </div>
                    ))}
                  </td>
                  <td>{operation.summary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <Code label="Example: health check with curl">{`curl -s ${base}/api/v1/health -H 'User-Agent: my-agent/1.0 (+https://example.com/contact)'`}</Code>

        <h2 id="mcp">MCP tool servers</h2>
        <p>Two servers over Streamable HTTP (JSON-RPC 2.0), stateless, with no credential.</p>
        <p>{withInlineCode(CONNECTING_IN_EITHER_ERA)}</p>
        {TOOL_SERVERS.map((server) => (
          <section key={server.path}>
            <h3>
              {server.title}: <code>{absolute(server.path)}</code>
            </h3>
            <p>{server.description}</p>
            <p>
              Tools: {server.tools.map((tool) => tool.name).join(", ")}. Server Card:{" "}
              <a href={serverCardPath(server)}>{serverCardPath(server)}</a> (with the tools&apos; schemas:{" "}
              <a href={wellKnownServerCardPath(server)}>{wellKnownServerCardPath(server)}</a>).
            </p>
          </section>
        ))}
        <h3>Claude Desktop</h3>
        <p>
          In <code>claude_desktop_config.json</code>, through the <code>mcp-remote</code> bridge:
        </p>
        <Code label="Example: Claude Desktop configuration">
          {JSON.stringify(
            {
              mcpServers: {
                "land-calculators": { command: "npx", args: ["-y", "mcp-remote", absolute(calculators!.path)] },
                "land-docs": { command: "npx", args: ["-y", "mcp-remote", absolute(docs!.path)] },
              },
            },
            null,
            2,
          )}
        </Code>
        <h3>Cursor</h3>
        <p>
          In <code>~/.cursor/mcp.json</code>:
        </p>
        <Code label="Example: Cursor configuration">
          {JSON.stringify(
            { mcpServers: { "land-calculators": { url: absolute(calculators!.path) }, "land-docs": { url: absolute(docs!.path) } } },
            null,
            2,
          )}
        </Code>
        <h3>MCP Inspector</h3>
        <Code label="Example: MCP Inspector command">{`npx @modelcontextprotocol/inspector --cli ${absolute(calculators!.path)} --transport http --method tools/list`}</Code>
        <h3>curl</h3>
        <Code label="Example: calling a tool with curl">
          {`curl -s ${absolute(calculators!.path)} \\
  -H 'Content-Type: application/json' -H 'Accept: application/json' \\
  -d '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"land_area_convert","arguments":{"value":1,"fromUnit":"acre","toUnit":"sqm"}}}'`}
        </Code>

        <p>The same call as an MCP 2026-07-28 request (no initialize, metadata in every request):</p>
        <Code label="Example: calling a tool with curl, MCP 2026-07-28">
          {`curl -s ${absolute(calculators!.path)} \\
  -H 'Content-Type: application/json' -H 'Accept: application/json' \\
  -H 'MCP-Protocol-Version: 2026-07-28' -H 'Mcp-Method: tools/call' -H 'Mcp-Name: land_area_convert' \\
  -d '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"land_area_convert","arguments":{"value":1,"fromUnit":"acre","toUnit":"sqm"},"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}'`}
        </Code>

        <h2 id="identity">Optional agent identity</h2>
        <p>
          Register anonymously at <code>/agent/identity</code>, exchange the assertion at <code>/oauth2/token</code> (JWT-bearer grant),
          send <code>Authorization: Bearer …</code>, revoke at <code>/oauth2/revoke</code>. A token grants nothing an anonymous caller lacks
          and raises no limit; it only adds the <code>agent</code> block to health. Walkthrough with working <code>curl</code> examples:{" "}
          <a href="/auth.md">/auth.md</a>.
        </p>

        <h2 id="discovery">Discovery documents</h2>
        <ul>
          {(Object.keys(DISCOVERY_PATHS) as Array<keyof typeof DISCOVERY_PATHS>).map((key) => (
            <li key={key}>
              <a href={DISCOVERY_PATHS[key]}>{DISCOVERY_PATHS[key]}</a>: {DISCOVERY_LABELS[key]}
            </li>
          ))}
          {TOOL_SERVERS.map((server) => (
            <li key={server.path}>
              <a href={serverCardPath(server)}>{serverCardPath(server)}</a>: MCP Server Card (SEP-2127) of {server.path}; also at{" "}
              <a href={wellKnownServerCardPath(server)}>{wellKnownServerCardPath(server)}</a> with its tools
            </li>
          ))}
        </ul>

        <h2 id="limits">Rate limits</h2>
        <ul>
          <li>
            {api.limit} requests per minute per IP across <code>/api/*</code>; {apiGenericAgent.limit} for generic User-Agents (curl,
            python-requests, headless browsers…): send a descriptive one.
          </li>
          <li>{demoRequest.limit} demo requests per IP per hour.</li>
          <li>
            Fair use: {mcp.limit} requests per minute per IP on each tool server, {agentIdentity.limit} registrations and {oauthToken.limit}{" "}
            token requests per minute.
          </li>
          <li>
            Every <code>/api</code> answer carries <code>RateLimit</code>, <code>RateLimit-Remaining</code>, <code>RateLimit-Reset</code>{" "}
            and <code>RateLimit-Policy</code>; a 429 carries <code>Retry-After</code>.
          </li>
        </ul>

        <h2 id="environments">Environments</h2>
        <p>
          Production: <code>{getConfig().productionUrl}</code>. Staging: <code>{getConfig().stagingUrl}</code>: the same code on separate
          infrastructure, no credentials, no uptime commitment, not indexed. Switch by changing the base address.
        </p>

        <h2 id="partners">Partner program</h2>
        <p>
          Hosted-application data access with higher volume, tokens scoped to endpoints and quotas, issued and rotated on request. It is by
          request only: no self-service tokens. Ask through the <a href="/demo">demo form</a> with the tool <code>api</code>, and{" "}
          {SITE.name} will be in touch.
        </p>
      </div>
    </div>
  );
}

/** Text with `backtick` spans rendered as code; each span keyed by its offset in the text. */
function withInlineCode(text: string) {
  let offset = 0;
  return text.split("`").map((part, index) => {
    const start = offset;
    offset += part.length + 1;
    return index % 2 ? <code key={start}>{part}</code> : part;
  });
}
