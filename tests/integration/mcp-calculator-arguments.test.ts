import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUYER_IDS } from "@/lib/calculators";
import { createMcpHttpHandler } from "@/lib/mcp/http-handler";
import { calculatorServer } from "@/lib/mcp/servers";
import { type MountedHandler, mountHandler } from "../helpers/mcp-http";

/** The calculator tools' newer arguments as an MCP client sends them: the official SDK client over Streamable HTTP. */
let mounted: MountedHandler;
let client: Client;

beforeAll(async () => {
  mounted = await mountHandler(createMcpHttpHandler(calculatorServer));
  client = new Client({ name: "arguments-test", version: "1.0.0" }, { versionNegotiation: { mode: "auto" } });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${mounted.url}/mcp`)));
});
afterAll(async () => {
  await client.close();
  await mounted.close();
});

const text = (result: { content?: unknown }) =>
  (result.content as Array<{ type: string; text?: string }>).map((block) => block.text ?? "").join("\n");

describe("land_acquisition_cost: buyer", () => {
  it("lists buyer as an optional argument with its values", async () => {
    const { tools } = await client.listTools();
    const tool = tools.find((t) => t.name === "land_acquisition_cost");
    const schema = tool?.inputSchema as { properties: Record<string, { enum?: string[] }>; required?: string[] };
    expect(schema.properties.buyer?.enum).toEqual([...BUYER_IDS]);
    expect(schema.required).not.toContain("buyer");
    expect((tool?.outputSchema as { required?: string[] }).required).toContain("buyer");
  });

  it("applies a woman's concession in Delhi and says so in the structured answer and the text", async () => {
    const result = await client.callTool({
      name: "land_acquisition_cost",
      arguments: { basePrice: 8_000_000, state: "delhi", buyer: "woman" },
    });
    expect(result.isError).toBeFalsy();
    const out = result.structuredContent as { total: number; buyer: { category: string; applied: boolean; lessThanGeneral: number } };
    expect(out.total).toBe(8_480_000);
    expect(out.buyer).toMatchObject({ category: "woman", applied: true, lessThanGeneral: 160_000 });
    expect(text(result)).toContain("Buyer woman: A woman pays 2 points less");
    expect(text(result)).toContain("That is 160,000 less than the general rate.");
  });

  it("states the default when no buyer is given, and existing calls are unchanged", async () => {
    const result = await client.callTool({ name: "land_acquisition_cost", arguments: { basePrice: 8_000_000, state: "delhi" } });
    const out = result.structuredContent as { total: number; buyer: { category: string; given: boolean } };
    expect(out.total).toBe(8_640_000);
    expect(out.buyer).toMatchObject({ category: "man", given: false });
    expect(text(result)).toContain("Buyer not given (the general rate, a man's)");
  });

  it("refuses an unknown buyer with a clear error naming the field and its values", async () => {
    const result = await client.callTool({
      name: "land_acquisition_cost",
      arguments: { basePrice: 8_000_000, state: "delhi", buyer: "female" },
    });
    expect(result.isError).toBe(true);
    expect(text(result)).toContain(`buyer must be one of: ${BUYER_IDS.join(", ")}`);
  });
});
