// Serves the Next.js floor app (bench/floor-app) exactly as server.mjs
// serves the application: Next.js's request handler inside a node:http server
// that stamps the peer address. Usage: node next-server.mjs  (PORT, production)
import { createServer } from "node:http";
import path from "node:path";

process.env.NODE_ENV = "production";
const { default: next } = await import("next");
const port = Number(process.env.PORT ?? 3300);
const dir = path.resolve(import.meta.dirname, "../floor-app");

const app = next({ dev: false, dir, hostname: "127.0.0.1", port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  req.headers["x-peer-address"] = req.socket.remoteAddress ?? "";
  void handle(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(port, "127.0.0.1");
process.once("SIGTERM", () => server.close(() => process.exit(0)));
