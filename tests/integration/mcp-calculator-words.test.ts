import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMcpHttpHandler } from "@/lib/mcp/http-handler";
import { calculatorServer } from "@/lib/mcp/servers";
import { mountHandler, type MountedHandler } from "../helpers/mcp-http";

/**
 * The calculator tools as an agent calls them with the official SDK client (which checks structuredContent
 * against the published output schema): amounts as people write them, state names and cities, and the answer
 * when the locality is left out.
 */
describe("the calculator server, called in people's words", () => {
  let mounted: MountedHandler;
  let client: Client;

  beforeAll(async () => {
    mounted = await mountHandler(createMcpHttpHandler(calculatorServer));
    client = new Client({ name: "words-test-client", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${mounted.url}/mcp`)));
  });
  afterAll(async () => {
    await client.close();
    await mounted.close();
  });

  const text = (result: Awaited<ReturnType<Client["callTool"]>>) =>
    (result.content as Array<{ type: string; text?: string }>).find((block) => block.type === "text")?.text ?? "";

  it("publishes amount arguments as number or string, and the outputs as numbers", async () => {
    const { tools } = await client.listTools();
    const cost = tools.find((tool) => tool.name === "land_acquisition_cost");
    if (!cost) throw new Error("no land_acquisition_cost tool");
    const properties = cost.inputSchema.properties as Record<string, { type?: unknown; anyOf?: unknown[] }>;
    expect(properties.basePrice?.type).toEqual(["number", "string"]);
    expect(properties.state?.anyOf).toHaveLength(2);
    const outputs = (cost.outputSchema?.properties ?? {}) as Record<string, { type?: unknown }>;
    expect(outputs.total?.type).toBe("number");
  });

  it("a ₹1.2 crore plot in Pune: the same answer for words and numbers, any case", async () => {
    const numbers = await client.callTool({
      name: "land_acquisition_cost",
      arguments: { basePrice: 12_000_000, locality: "maharashtra-metro-corporation" },
    });
    for (const args of [
      { basePrice: "1.2 crore", state: "Maharashtra", locality: "Pune" },
      { basePrice: "₹1,20,00,000", state: "maharashtra", locality: "pune" },
      { basePrice: "1.2 Cr", locality: "PUNE" },
      { basePrice: "1.2 करोड़", state: "MAHARASHTRA", locality: "Pune" },
    ]) {
      const words = await client.callTool({ name: "land_acquisition_cost", arguments: args });
      expect(words.isError, JSON.stringify(args)).toBeFalsy();
      expect(words.structuredContent).toEqual(numbers.structuredContent);
      expect(text(words)).toMatch(/^Total ₹1,28,70,000 \(₹1\.29 crore\)/);
    }
  });

  it("without a locality where the rate depends on it, the answer leads with the assumption", async () => {
    const result = await client.callTool({ name: "land_acquisition_cost", arguments: { basePrice: "1.2 crore", state: "Maharashtra" } });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toMatchObject({ locality: "mumbai", localityAssumed: true, total: 12_750_000 });
    expect(text(result)).toMatch(
      /^Assumed locality: Mumbai \(Brihanmumbai Municipal Corporation\), 6% stamp duty, because no locality was given/,
    );
  });

  it("state names as people write them; a name that spans localities, or an unknown amount, is a tool error that says why", async () => {
    const tamil = await client.callTool({ name: "land_acquisition_cost", arguments: { basePrice: "50 lakh", state: "Tamil Nadu" } });
    expect(tamil.structuredContent).toMatchObject({ state: "tamil-nadu", total: 5_450_000 });
    const delhi = await client.callTool({ name: "land_acquisition_cost", arguments: { basePrice: "50 lakh", locality: "Delhi" } });
    expect(delhi.isError).toBe(true);
    expect(text(delhi)).toMatch(/locality: "Delhi" names Delhi, whose rates differ by locality: pass state "delhi" and one of delhi-mcd/);
    const bigha = await client.callTool({
      name: "land_roi",
      arguments: { purchasePrice: "12 bigha", salePrice: 1, holdingPeriodYears: 1 },
    });
    expect(bigha.isError).toBe(true);
    expect(text(bigha)).toMatch(/purchasePrice: "bigha" is not a unit of money here/);
  });
});
