// Self-hosted entry point for `npm run dev` and `npm start` (Vercel does not use it).
//
// Why a custom server: a Next.js route handler cannot see the TCP peer address,
// and `next start` only fills `X-Forwarded-For` when the client did not send
// one, so a client could pick its own rate-limit identity. This server stamps
// the socket's address into `x-peer-address`, overwriting anything the client
// sent under that name; `lib/http/client-ip.ts` trusts forwarding headers only
// when TRUST_PROXY=1 (or on Vercel, whose edge sets them).
import { createServer } from "node:http";

const dev = process.argv.includes("--dev");
process.env.NODE_ENV ??= dev ? "development" : "production";
const { default: next } = await import("next");
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";

const app = next({ dev, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

/**
 * Pages answer HTML or, on `Accept: text/markdown`, Markdown (proxy.ts), so a
 * shared cache must key HTML on Accept too. Next.js sets a page's Vary header
 * itself after the proxy and config headers, so it is completed here, last.
 * (On Vercel the proxy runs before the edge cache, which keys on the rewrite.)
 */
function varyHtmlOnAccept(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    const type = String(res.getHeader("content-type") ?? "");
    if (type.startsWith("text/html")) {
      const vary = String(res.getHeader("vary") ?? "");
      if (!/(^|,)\s*accept\s*(,|$)/i.test(vary)) res.setHeader("Vary", vary ? `Accept, ${vary}` : "Accept");
    }
    return writeHead.apply(this, args);
  };
}

const server = createServer((req, res) => {
  req.headers["x-peer-address"] = req.socket.remoteAddress ?? "";
  varyHtmlOnAccept(res);
  void handle(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(JSON.stringify({ level: "info", msg: "listening", url: `http://localhost:${port}`, dev }));
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
