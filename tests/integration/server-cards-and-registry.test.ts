import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setConfigForTesting } from "@/lib/config/env";
import { registryFiles, registryServerJson, serverCardPath, serverListing, TOOL_SERVERS } from "@/lib/discovery";
import { SUPPORTED_MCP_PROTOCOL_VERSIONS } from "@/lib/mcp/protocol-version";
import { RateLimiter, setRateLimiterForTesting } from "@/lib/ratelimit";
import { appFetch } from "../helpers/app";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SCHEMAS = path.join(ROOT, "mcp-registry/schemas");

/** The vendored schemas, byte for byte as published (mcp-registry/schemas/README.md names their sources). */
const REGISTRY_SCHEMA_FILE = "server.schema.2025-12-11.json";
const REGISTRY_SCHEMA_SHA256 = "3fba09590c99f61735d234822279f4223fab9e300c0a81e81c91ab62a4114de0";
const CARD_SCHEMA_FILE = "server-card.schema.v1.json";

function schemaFile(name: string): { bytes: Buffer; json: Record<string, any> } {
  const bytes = readFileSync(path.join(SCHEMAS, name));
  return { bytes, json: JSON.parse(bytes.toString("utf8")) };
}

const registrySchema = schemaFile(REGISTRY_SCHEMA_FILE);
const validateRegistryEntry = addFormats(new Ajv({ strict: false, allErrors: true })).compile(registrySchema.json);
const cardSchema = schemaFile(CARD_SCHEMA_FILE).json;
const validateCard = addFormats(new Ajv2020({ strict: false, allErrors: true })).compile({
  $ref: "#/$defs/ServerCard",
  $defs: cardSchema.$defs,
});

function get(pathname: string, headers: Record<string, string> = {}): Promise<Response> {
  return appFetch(pathname, { headers, ip: "203.0.113.40" });
}

beforeEach(() => setRateLimiterForTesting(new RateLimiter(undefined)));
afterEach(() => setConfigForTesting(undefined));

describe("the Server Cards (SEP-2127) at <endpoint>/server-card", () => {
  it.each(TOOL_SERVERS.map((server) => [serverCardPath(server), server] as const))(
    "%s: the card media type, CORS *, an hour's public caching, an ETag and 304",
    async (cardPath, server) => {
      const response = await get(cardPath, { accept: "application/mcp-server-card+json" });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/mcp-server-card+json");
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
      const etag = response.headers.get("etag")!;
      expect(etag).toMatch(/^"[^"]+"$/);
      expect((await get(cardPath, { "if-none-match": etag })).status).toBe(304);

      const card = (await response.json()) as Record<string, any>;
      expect(validateCard(card), JSON.stringify(validateCard.errors)).toBe(true);
      expect(Object.keys(card).sort()).toEqual(["$schema", "description", "icons", "name", "remotes", "title", "version", "websiteUrl"]);
      expect(card).toMatchObject({
        $schema: "https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json",
        name: `localhost/${serverListing(server, "http://localhost:3000").slug}`,
        version: server.version,
        title: server.title,
        websiteUrl: "http://localhost:3000",
        remotes: [
          {
            type: "streamable-http",
            url: `http://localhost:3000${server.path}`,
            supportedProtocolVersions: SUPPORTED_MCP_PROTOCOL_VERSIONS,
          },
        ],
      });
      expect(card.description.length).toBeLessThanOrEqual(100);
      expect(card.icons.map((icon: { src: string }) => icon.src)).toEqual([
        "http://localhost:3000/icon-512.png",
        "http://localhost:3000/icon.svg",
      ]);
    },
  );

  it("agrees with what the server says at run time (server/discover): version, title and the versions it speaks", async () => {
    for (const server of TOOL_SERVERS) {
      const card = (await (await get(serverCardPath(server))).json()) as Record<string, any>;
      const discover = await appFetch(server.path, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "mcp-protocol-version": "2026-07-28",
          "mcp-method": "server/discover",
        },
        body: JSON.stringify({
          jsonrpc: "2.0",
          id: 1,
          method: "server/discover",
          params: { _meta: { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {} } },
        }),
        ip: "203.0.113.41",
      });
      const { result } = (await discover.json()) as { result: Record<string, any> };
      const info = result._meta["io.modelcontextprotocol/serverInfo"];
      expect(card.version).toBe(info.version);
      expect(card.title).toBe(info.title);
      expect(card.websiteUrl).toBe(info.websiteUrl);
      expect(card.remotes[0].supportedProtocolVersions).toEqual(expect.arrayContaining(result.supportedVersions));
      // Cacheable in both places for the same hour.
      expect(result).toMatchObject({ ttlMs: 3_600_000, cacheScope: "public" });
    }
  });

  it("the .well-known cards are the same card plus the tools, capabilities and transport they have always listed", async () => {
    for (const [alias, server] of [
      ["/.well-known/mcp/server-card.json", TOOL_SERVERS[0]!],
      ["/.well-known/mcp/docs/server-card.json", TOOL_SERVERS[1]!],
    ] as const) {
      const card = (await (await get(serverCardPath(server))).json()) as Record<string, unknown>;
      const response = await get(alias);
      expect(response.headers.get("content-type")).toBe("application/json");
      const full = (await response.json()) as Record<string, any>;
      expect(full).toMatchObject(card);
      expect(validateCard(full), JSON.stringify(validateCard.errors)).toBe(true);
      expect(full.tools.map((tool: { name: string }) => tool.name)).toEqual(server.tools.map((tool) => tool.name));
    }
  });
});

describe("the MCP Registry entries under mcp-registry/", () => {
  const committed = readdirSync(path.join(ROOT, "mcp-registry"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(ROOT, "mcp-registry", entry.name, "server.json")))
    .map((entry) => `mcp-registry/${entry.name}/server.json`)
    .sort();

  it("the vendored registry schema is the published 2025-12-11 file, byte for byte", () => {
    expect(createHash("sha256").update(registrySchema.bytes).digest("hex")).toBe(REGISTRY_SCHEMA_SHA256);
    expect(registrySchema.json.$id).toBe("https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json");
  });

  it("are one per endpoint and up to date with the cards' facts (npm run mcp-registry writes them)", () => {
    expect(committed).toHaveLength(TOOL_SERVERS.length);
    const siteUrl = JSON.parse(readFileSync(path.join(ROOT, committed[0]!), "utf8")).websiteUrl as string;
    expect(siteUrl).toMatch(/^https:\/\//);
    const expected = registryFiles(siteUrl);
    expect(expected.map((file) => file.path).sort()).toEqual(committed);
    for (const file of expected) {
      expect(readFileSync(path.join(ROOT, file.path), "utf8"), `${file.path} is stale: run BASE_URL=${siteUrl} npm run mcp-registry`).toBe(
        file.content,
      );
    }
  });

  it("validate against the registry's published schema, and meet what the schema only describes", () => {
    for (const file of committed) {
      const entry = JSON.parse(readFileSync(path.join(ROOT, file), "utf8"));
      expect(validateRegistryEntry(entry), `${file}: ${JSON.stringify(validateRegistryEntry.errors)}`).toBe(true);
      expect(entry.$schema).toBe(registrySchema.json.$id);
      const namespace = new URL(entry.websiteUrl).hostname.split(".").reverse().join(".");
      expect(entry.name.startsWith(`${namespace}/`), "the name is under the site's domain, which the domain proof covers").toBe(true);
      for (const icon of entry.icons) expect(icon.src).toMatch(/^https:\/\//);
      for (const remote of entry.remotes) expect(new URL(remote.url).origin).toBe(new URL(entry.websiteUrl).origin);
    }
  });

  it("a bad entry fails the schema: the validation is not vacuous", () => {
    const good = registryServerJson(TOOL_SERVERS[0]!, "https://landworks.example");
    expect(validateRegistryEntry(good)).toBe(true);
    expect(validateRegistryEntry({ ...good, name: "no-slash" })).toBe(false);
    expect(validateRegistryEntry({ ...good, description: "x".repeat(101) })).toBe(false);
    expect(validateRegistryEntry({ ...good, remotes: [{ type: "streamable-http", url: "ftp://x" }] })).toBe(false);
    expect(validateCard({ ...good, $schema: "https://static.modelcontextprotocol.io/schemas/v2/server-card.schema.json" })).toBe(false);
  });

  it("name the same server as its card: name, title, summary, version, icons and endpoint", () => {
    setConfigForTesting({ BASE_URL: "https://landworks.example" });
    for (const server of TOOL_SERVERS) {
      const entry = registryServerJson(server, "https://landworks.example");
      const listing = serverListing(server, "https://landworks.example");
      expect(entry).toMatchObject({
        name: listing.name,
        title: listing.title,
        description: listing.summary,
        version: listing.version,
        icons: listing.icons,
        remotes: [{ type: "streamable-http", url: `https://landworks.example${server.path}` }],
      });
      expect(listing.name).toMatch(/^example\.landworks\//);
    }
  });
});
