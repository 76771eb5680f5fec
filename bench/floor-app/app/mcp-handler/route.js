// Peer floor for `/mcp`: vercel's mcp-handler 2.x (the SDK v2 dual-era handler, which builds a server per request)
// in a bare Next.js route, with an equivalent `land_area_convert`: zod input and output schemas, the same exact
// square-foot factors, a text summary and structured content. Called with 2025 and 2026-07-28 requests.
import { createMcpHandler } from "mcp-handler";
import { z } from "zod";

const SQFT_PER_UNIT = { sqft: 1, sqm: 1 / 0.09290304, sqyd: 9, acre: 43_560, hectare: 10_000 / 0.09290304, cent: 435.6, guntha: 1089 };
const unit = z.enum(Object.keys(SQFT_PER_UNIT));
const input = z.object({ value: z.number().finite().nonnegative(), fromUnit: unit, toUnit: unit });
const output = z.object({ value: z.number(), fromUnit: unit, toUnit: unit, result: z.number(), squareFeet: z.number() });

const handler = createMcpHandler((server) => {
  server.registerTool(
    "land_area_convert",
    { description: "Convert a land area between units.", inputSchema: input, outputSchema: output },
    ({ value, fromUnit, toUnit }) => {
      const squareFeet = value * SQFT_PER_UNIT[fromUnit];
      const out = { value, fromUnit, toUnit, result: squareFeet / SQFT_PER_UNIT[toUnit], squareFeet };
      return { content: [{ type: "text", text: `${value} ${fromUnit} = ${out.result} ${toUnit}.` }], structuredContent: out };
    },
  );
});

export { handler as GET, handler as POST };
