import { createHash } from "node:crypto";
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from "@modelcontextprotocol/client";
import { SkillsClient, SkillVerificationError } from "@modelcontextprotocol/client/ext/skills";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { docsServerWithSkills, renderAgentSkillsIndex, SKILLS, skillDocument } from "@/lib/discovery";
import { createMcpHttpHandler } from "@/lib/mcp/http-handler";
import { calculatorServer } from "@/lib/mcp/servers";
import type { ToolServerDefinition } from "@/lib/mcp/tool-definition";
import { mountHandler, type MountedHandler } from "../helpers/mcp-http";

const MODERN = "2026-07-28";
const UI = "io.modelcontextprotocol/ui";
const SKILLS_EXTENSION = "io.modelcontextprotocol/skills";

const servers: Array<[string, ToolServerDefinition, string]> = [
  ["/mcp", calculatorServer, "service-land-tools"],
  ["/mcp/docs", docsServerWithSkills, "service-land-docs"],
];
const mounted = new Map<string, MountedHandler>();
beforeAll(async () => {
  for (const [path, definition] of servers) mounted.set(path, await mountHandler(createMcpHttpHandler(definition)));
});
afterAll(async () => {
  for (const server of mounted.values()) await server.close();
});
const urlOf = (path: string) => new URL(`${mounted.get(path)!.url}${path}`);

async function connectV1(path: string) {
  const client = new Client({ name: "extensions-v1", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(urlOf(path)));
  return client;
}
async function connectV2(path: string) {
  const client = new ClientV2({ name: "extensions-v2", version: "1.0.0" }, { versionNegotiation: { mode: { pin: MODERN } } });
  await client.connect(new TransportV2(urlOf(path)));
  expect(client.getNegotiatedProtocolVersion()).toBe(MODERN);
  return client;
}

const sha256 = (text: string) => `sha256:${createHash("sha256").update(text, "utf8").digest("hex")}`;

describe.each(servers)("%s declares its extensions in both eras", (path, _definition, name) => {
  const expected = (extensions: Record<string, unknown> | undefined) => {
    expect(extensions?.[UI]).toEqual({ mimeTypes: ["text/html;profile=mcp-app"] });
    if (path === "/mcp/docs") expect(extensions?.[SKILLS_EXTENSION]).toEqual({});
    else expect(extensions).not.toHaveProperty(SKILLS_EXTENSION);
  };

  it("on initialize (SDK v1, 2025-11-25), under its own name", async () => {
    const client = await connectV1(path);
    expect(client.getServerVersion()).toMatchObject({ name, version: "1.0.0" });
    expected(client.getServerCapabilities()?.extensions as Record<string, unknown> | undefined);
    await client.close();
  });

  it("on server/discover (SDK v2, 2026-07-28), under its own name", async () => {
    const client = await connectV2(path);
    expect(client.getServerVersion()).toMatchObject({ name, version: "1.0.0" });
    expected(client.getServerCapabilities()?.extensions as Record<string, unknown> | undefined);
    await client.close();
  });
});

describe("a client that declares no extension", () => {
  it("gets the same answer, text included, as one that declares MCP Apps", async () => {
    const plain = await connectV1("/mcp");
    const withUi = new Client(
      { name: "extensions-ui", version: "1.0.0" },
      { capabilities: { extensions: { [UI]: { mimeTypes: ["text/html;profile=mcp-app"] } } } },
    );
    await withUi.connect(new StreamableHTTPClientTransport(urlOf("/mcp")));
    const call = { name: "land_area_convert", arguments: { value: 3, fromUnit: "bigha", toUnit: "acre", region: "rajasthan" } };
    const [a, b] = await Promise.all([plain.callTool(call), withUi.callTool(call)]);
    expect(a).toEqual(b);
    expect((a.content as Array<{ type: string; text?: string }>)[0]?.text).toContain("kachcha bigha");
    await plain.close();
    await withUi.close();
  });
});

describe("Skills over MCP on /mcp/docs (SEP-2640)", () => {
  const names = SKILLS.map((skill) => skill.name);
  const indexDigests = new Map(
    (JSON.parse(renderAgentSkillsIndex()) as { skills: Array<{ name: string; digest: string }> }).skills.map((s) => [s.name, s.digest]),
  );

  it("SDK v2's SkillsClient lists every skill and reads each SKILL.md verified against its digest, size and front matter", async () => {
    const client = await connectV2("/mcp/docs");
    const skills = new SkillsClient(client);
    expect(skills.supported).toBe(true);
    const listing = await skills.list();
    expect(listing).toMatchObject({ invalid: [], ttlMs: 3_600_000, cacheScope: "public" });
    expect(listing.skills.map((skill) => skill.uri)).toEqual(names.map((skillName) => `skill://${skillName}/SKILL.md`));
    for (const entry of listing.skills) {
      const { frontmatter } = entry;
      const published = skillDocument(frontmatter.name)!.body;
      expect(entry.resources).toEqual([{ uri: entry.uri, digest: sha256(published), size: Buffer.byteLength(published, "utf8") }]);
      // The same bytes as /.well-known/agent-skills/<name>/SKILL.md, so the same digest as the skills index.
      expect(entry.resources !== "dynamic" && entry.resources[0]?.digest).toBe(indexDigests.get(frontmatter.name));
      const file = await skills.read(entry);
      expect(file).toMatchObject({ verified: true, text: published, frontmatter: { name: frontmatter.name } });
      const got = await skills.get(entry.uri);
      expect(got).toEqual({ skill: entry, ttlMs: 3_600_000, cacheScope: "public" });
    }
    await client.close();
  });

  it("the SkillsClient refuses bytes that differ from the manifest (the check is real)", async () => {
    const client = await connectV2("/mcp/docs");
    const skills = new SkillsClient(client);
    const [entry] = (await skills.list()).skills;
    const tampered = {
      ...entry!,
      resources: [{ ...(entry!.resources as Array<{ uri: string; digest: string; size: number }>)[0]!, size: 1 }],
    };
    await expect(skills.read(tampered)).rejects.toBeInstanceOf(SkillVerificationError);
    await client.close();
  });

  it("an unknown skill is -32602 in both eras; so is a skills/list cursor the server never gave", async () => {
    const v2 = await connectV2("/mcp/docs");
    await expect(new SkillsClient(v2).get("skill://no-such-skill/SKILL.md")).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining("No skill is served at skill://no-such-skill/SKILL.md"),
    });
    await v2.close();
    const v1 = await connectV1("/mcp/docs");
    const anyResult = z.looseObject({});
    const unknown = v1.request({ method: "skills/get", params: { uri: "skill://demo-request/README.md" } }, anyResult);
    await expect(unknown).rejects.toBeInstanceOf(McpError);
    await expect(unknown).rejects.toMatchObject({ code: -32602 });
    await expect(v1.request({ method: "skills/get", params: {} }, anyResult)).rejects.toMatchObject({ code: -32602 });
    await expect(v1.request({ method: "skills/list", params: { cursor: "b2Ux" } }, anyResult)).rejects.toMatchObject({ code: -32602 });
    await v1.close();
  });

  it("SDK v1 (2025-11-25) gets the same manifests, and resources/read returns exactly the bytes they describe", async () => {
    const client = await connectV1("/mcp/docs");
    const entrySchema = z.object({
      uri: z.string(),
      frontmatter: z.looseObject({ name: z.string(), description: z.string() }),
      resources: z.array(z.object({ uri: z.string(), digest: z.string(), size: z.number() })),
    });
    const listed = await client.request(
      { method: "skills/list", params: {} },
      z.object({ skills: z.array(entrySchema), ttlMs: z.number(), cacheScope: z.string() }),
    );
    expect(listed.skills.map((skill) => skill.frontmatter.name)).toEqual(names);
    for (const skill of listed.skills) {
      const got = await client.request({ method: "skills/get", params: { uri: skill.uri } }, z.object({ skill: entrySchema }));
      expect(got.skill).toEqual(skill);
      for (const file of skill.resources) {
        const { contents } = await client.readResource({ uri: file.uri });
        const text = (contents[0] as { text: string }).text;
        expect(contents).toEqual([{ uri: file.uri, mimeType: "text/markdown", text }]);
        expect(sha256(text)).toBe(file.digest);
        expect(Buffer.byteLength(text, "utf8")).toBe(file.size);
      }
    }
    // A skill:// URI that names no file is not found, as any unknown resource.
    await expect(client.readResource({ uri: "skill://demo-request/other.md" })).rejects.toMatchObject({ code: -32002 });
    await client.close();
  });

  it("resources/list opens with each SKILL.md, named and described from its front matter, then the documents", async () => {
    const client = await connectV1("/mcp/docs");
    const { resources } = await client.listResources();
    const skillResources = resources.filter((resource) => resource.uri.startsWith("skill://"));
    expect(skillResources).toEqual(
      SKILLS.map((skill) => ({
        uri: `skill://${skill.name}/SKILL.md`,
        name: skill.name,
        description: skill.description,
        mimeType: "text/markdown",
      })),
    );
    expect(resources.slice(0, SKILLS.length)).toEqual(skillResources);
    expect(resources.length).toBeGreaterThan(SKILLS.length);
    await client.close();
  });

  it("the calculator server serves no skills: skills/list is -32601", async () => {
    const client = await connectV1("/mcp");
    await expect(client.request({ method: "skills/list", params: {} }, z.looseObject({}))).rejects.toMatchObject({ code: -32601 });
    await client.close();
  });
});
