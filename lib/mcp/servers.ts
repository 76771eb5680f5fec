import { calculatorTools } from "./tools/calculator-tools";
import type { ToolServerDefinition } from "./tool-definition";

/** The tool servers, defined once: the routes, the server cards and the docs all read these. */
export const calculatorServer: ToolServerDefinition = {
  path: "/mcp",
  name: "service-land-tools",
  version: "1.0.0",
  title: "Land acquisition calculators",
  description:
    "Six land-acquisition calculators: area conversion across 15 Indian and international units, price per area, ROI, guideline value check, acquisition cost and software ROI.",
  instructions:
    "Read-only calculators; every tool is pure and idempotent. Regional units (bigha, biswa, katha) vary by state: pass `region`, and read the region and factor each answer reports. Money values are currency-agnostic numbers.",
  tools: calculatorTools,
};
