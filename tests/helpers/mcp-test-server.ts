import { z } from "zod";
import { InputError } from "@/lib/errors/input-error";
import { defineTool, type ToolServerDefinition } from "@/lib/mcp/tool-definition";

/** Small tools that exercise each path of the transport; not the product's tools. */
const add = defineTool({
  name: "add",
  title: "Add",
  description: "Adds two numbers.",
  inputSchema: z.object({
    a: z.number().describe("First addend"),
    b: z.number().min(0).describe("Second addend, at least 0"),
  }),
  outputSchema: z.object({ sum: z.number() }),
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  run: ({ a, b }) => ({ structuredContent: { sum: a + b }, text: `${a} + ${b} = ${a + b}` }),
});

const divide = defineTool({
  name: "divide",
  title: "Divide",
  description: "Divides a by b.",
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  outputSchema: z.object({ quotient: z.number() }),
  annotations: { readOnlyHint: true },
  run: ({ a, b }) => {
    if (b === 0) throw new InputError("b", "must not be zero");
    return { structuredContent: { quotient: a / b }, text: String(a / b) };
  },
});

const explode = defineTool({
  name: "explode",
  title: "Explode",
  description: "Always fails with an unexpected error.",
  inputSchema: z.object({}),
  outputSchema: z.object({ never: z.string() }),
  annotations: { readOnlyHint: true },
  run: () => {
    throw new Error("secret internal detail /srv/app/lib/thing.ts:42");
  },
});

const slowEcho = defineTool({
  name: "slow_echo",
  title: "Slow echo",
  description: "Echoes value after delayMs milliseconds.",
  inputSchema: z.object({ value: z.string(), delayMs: z.number().int().min(0).max(5_000) }),
  outputSchema: z.object({ value: z.string() }),
  annotations: { readOnlyHint: true },
  run: async ({ value, delayMs }) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return { structuredContent: { value }, text: value };
  },
});

const hang = defineTool({
  name: "hang",
  title: "Hang",
  description: "Never answers.",
  inputSchema: z.object({}),
  outputSchema: z.object({ never: z.string() }),
  annotations: { readOnlyHint: true },
  run: () => new Promise<never>(() => {}),
});

const badOutput = defineTool({
  name: "bad_output",
  title: "Bad output",
  description: "Returns structured content that breaks its own output schema.",
  inputSchema: z.object({}),
  outputSchema: z.object({ count: z.number() }),
  annotations: { readOnlyHint: true },
  run: () => ({ structuredContent: { count: "three" as unknown as number }, text: "three" }),
});

export function createTestToolServer(overrides: Partial<ToolServerDefinition> = {}): ToolServerDefinition {
  return {
    path: "/mcp",
    name: "service-land-tools",
    version: "1.0.0",
    title: "Test tools",
    description: "Tools for transport tests.",
    instructions: "Call add to add numbers.",
    tools: [add, divide, explode, slowEcho, hang, badOutput],
    ...overrides,
  };
}
