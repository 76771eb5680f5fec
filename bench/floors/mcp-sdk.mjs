// The floor for the tool servers: the MCP SDK's own stateless Streamable HTTP
// setup on bare node:http, as in the SDK's stateless example: a new McpServer
// and StreamableHTTPServerTransport (sessionIdGenerator: undefined, JSON
// responses) for every request. `land_area_convert` runs the project's real
// calculator with its real zod schemas (imported through tsx), so the
// difference from `/mcp` is transport and server overhead, not the tool.
// Usage: node --import tsx bench/floors/mcp-sdk.mjs  (PORT)
import { createServer } from "node:http";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { convertArea, convertAreaInput, convertAreaOutput } from "../../lib/calculators/index.ts";

const port = Number(process.env.PORT ?? 3302);

function buildServer() {
  const server = new McpServer({ name: "bench-floor", version: "1.0.0" });
  server.registerTool(
    "land_area_convert",
    { description: "Convert a land area between units.", inputSchema: convertAreaInput, outputSchema: convertAreaOutput },
    (args) => {
      const out = convertArea(args);
      return {
        content: [{ type: "text", text: `${out.value} ${out.fromUnit} = ${out.result} ${out.toUnit}.` }],
        structuredContent: out,
      };
    },
  );
  return server;
}

function readJson(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      } catch (error) {
        reject(error);
      }
    });
    req.on("error", reject);
  });
}

const httpServer = createServer(async (req, res) => {
  if (req.method !== "POST" || req.url !== "/mcp") {
    res.writeHead(405).end();
    return;
  }
  try {
    const body = await readJson(req);
    const server = buildServer();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.on("close", () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, body);
  } catch {
    if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ jsonrpc: "2.0", error: { code: -32603, message: "Internal error" }, id: null }));
  }
});
httpServer.keepAliveTimeout = 65_000;
httpServer.listen(port, "127.0.0.1");
process.once("SIGTERM", () => httpServer.close(() => process.exit(0)));
