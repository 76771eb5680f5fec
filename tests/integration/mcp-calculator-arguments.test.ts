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
    expect(tool).toBeDefined();
    const schema = tool!.inputSchema as { properties: Record<string, { enum?: string[] }>; required?: string[] };
    expect(schema.properties.buyer?.enum).toEqual([...BUYER_IDS]);
    expect(schema.required).not.toContain("buyer");
    expect((tool!.outputSchema as { required?: string[] }).required).toContain("buyer");
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
    expect(text(result)).toContain("That is ₹1,60,000 (₹1.6 lakh) less than the general rate.");
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

describe("service_roi: a team and the break-even cost", () => {
  it("takes coordinators and hours a week without a price, and answers with the break-even cost and each default's basis", async () => {
    const result = await client.callTool({ name: "service_roi", arguments: { coordinators: 4, hoursPerWeek: 25, hourlyCost: 900 } });
    expect(result.isError).toBeFalsy();
    const out = result.structuredContent as {
      basis: string;
      breakEvenSoftwareCost: number;
      roiPercent: number | null;
      assumptions: unknown[];
    };
    expect(out).toMatchObject({ basis: "team", breakEvenSoftwareCost: 1_728_000, roiPercent: null });
    expect(out.assumptions).toHaveLength(3);
    expect(text(result)).toContain("the software pays for itself at up to 17,28,000 a year");
    expect(text(result)).toContain("workingWeeksPerYear 48 (52 weeks less about four weeks of leave and public holidays)");
  });

  it("keeps an existing call's answer", async () => {
    const result = await client.callTool({
      name: "service_roi",
      arguments: { parcelsPerYear: 90, hoursPerParcel: 42, hourlyCost: 900, timeSavedPercent: 50, annualSoftwareCost: 800_000 },
    });
    expect(result.structuredContent).toMatchObject({ basis: "parcels", netBenefit: 901_000, roiPercent: 112.625 });
  });

  it("says which input is missing when neither parcels nor a team is given", async () => {
    const result = await client.callTool({ name: "service_roi", arguments: { hourlyCost: 900 } });
    expect(result.isError).toBe(true);
    expect(text(result)).toContain("parcelsPerYear is required, or coordinators and hoursPerWeek for a team");
  });
});
