import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";

/**
 * Mounts a Web-standard `Request => Response` handler on `node:http`, the way
 * Next.js serves a route handler: the IncomingMessage becomes a `Request`
 * (streamed body) and the `Response` is written back chunk by chunk, so SSE
 * events and chunked transfer reach the client as they are produced.
 */
export interface MountedHandler {
  url: string;
  close(): Promise<void>;
}

export async function mountHandler(handler: (request: Request) => Promise<Response>): Promise<MountedHandler> {
  const server = createServer((req, res) => {
    void serve(handler, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function toWebRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  return new Request(`http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`, {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : null,
    // Required by undici for a streamed request body.
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

async function serve(handler: (request: Request) => Promise<Response>, req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    const response = await handler(toWebRequest(req));
    res.statusCode = response.status;
    for (const [name, value] of response.headers) res.setHeader(name, value);
    if (!response.body) {
      res.end();
      return;
    }
    res.flushHeaders();
    const reader = response.body.getReader();
    res.once("close", () => void reader.cancel().catch(() => {}));
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      res.write(value);
    }
    res.end();
  } catch {
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  }
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * A request through `node:http` without fetch's defaults (fetch always adds
 * `Accept: *\/*`), for asserting what happens when a header is really absent.
 * A `chunks` body is sent with chunked transfer encoding and no Content-Length.
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; chunks?: string[] },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? "POST", headers: options.headers ?? {} }, (res) => {
      const parts: Buffer[] = [];
      res.on("data", (chunk: Buffer) => parts.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(parts).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
    if (options.chunks) {
      for (const chunk of options.chunks) req.write(chunk);
      req.end();
    } else {
      req.end(options.body);
    }
  });
}

/** Splits an SSE body into events, each as its field lines. */
export function parseSseEvents(text: string): Array<{ event: string | undefined; data: string[]; lines: string[] }> {
  return text
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const lines = block.split("\n");
      return {
        lines,
        event: lines
          .find((line) => line.startsWith("event:"))
          ?.slice("event:".length)
          .trim(),
        data: lines.filter((line) => line.startsWith("data:")).map((line) => line.slice("data:".length).trim()),
      };
    });
}

export const JSON_HEADERS = { "content-type": "application/json", accept: "application/json" } as const;
export const SSE_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" } as const;

/** POSTs a JSON-RPC body (a value, or a raw string sent as is). */
export function postRpc(url: string, body: unknown, headers: Record<string, string> = JSON_HEADERS): Promise<Response> {
  return fetch(url, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
}

export function toolCall(id: number | string, name: string, args: Record<string, unknown>) {
  return { jsonrpc: "2.0", id, method: "tools/call", params: { name, arguments: args } };
}
