// The physical floor for `GET /api/v1/health`: the same work (per-IP fixed
// window, RateLimit and CORS headers, JSON body) on bare node:http.
import { createServer } from "node:http";
import { clientIp, health } from "../floor-app/lib/health-work.js";

const port = Number(process.env.PORT ?? 3301);

const server = createServer((req, res) => {
  if (req.method !== "GET" || req.url !== "/health") {
    res.writeHead(404).end();
    return;
  }
  const ip = clientIp(req.headers["x-forwarded-for"], req.socket.remoteAddress);
  const { status, headers, body } = health(ip);
  res.writeHead(status, headers).end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(port, "127.0.0.1");
process.once("SIGTERM", () => server.close(() => process.exit(0)));
