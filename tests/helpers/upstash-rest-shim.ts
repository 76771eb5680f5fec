import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Redis } from "ioredis";

/**
 * A small server that speaks Upstash's REST protocol (`POST /` with a command
 * array, `/pipeline`, `/multi-exec`) and forwards to a real Redis, so
 * @upstash/redis and @upstash/ratelimit run unchanged against the test Redis.
 */
export interface UpstashShim {
  url: string;
  token: string;
  redis: Redis;
  close(): Promise<void>;
}

function encode(value: unknown, base64: boolean): unknown {
  if (!base64) return value;
  if (typeof value === "string") return Buffer.from(value).toString("base64");
  if (Array.isArray(value)) return value.map((item) => encode(item, base64));
  return value;
}

/**
 * @upstash/ratelimit (2.1 and later) starts its Lua scripts with
 * `#!lua flags=allow-key-locking`, a flag only Upstash knows: open-source
 * Redis rejects the script ("Unexpected flag in script shebang"), so without
 * this every hit would fail and quietly fall back to memory. The flag is a
 * locking optimisation; dropping it gives Redis's ordinary (global) script lock.
 * EVALSHA of the original script's hash is answered with the rewritten script.
 */
export function acceptUpstashScripts(redis: Redis): void {
  const rewritten = new Map<string, string>();
  const strip = (script: string) =>
    script.replace(/^#!lua flags=([^\n]*)\n/, (_line, flags: string) => {
      const kept = flags
        .split(",")
        .map((flag) => flag.trim())
        .filter((flag) => flag !== "allow-key-locking" && flag !== "");
      return kept.length > 0 ? `#!lua flags=${kept.join(",")}\n` : "";
    });
  const call = redis.call.bind(redis) as (name: string, ...args: unknown[]) => Promise<unknown>;
  (redis as unknown as { call: typeof call }).call = (name, ...args) => {
    const command = name.toLowerCase();
    if (command === "eval" && typeof args[0] === "string") {
      const original = args[0];
      const script = strip(original);
      rewritten.set(createHash("sha1").update(original).digest("hex"), script);
      return call(name, script, ...args.slice(1));
    }
    if (command === "evalsha" && typeof args[0] === "string" && rewritten.has(args[0])) {
      return call("eval", rewritten.get(args[0])!, ...args.slice(1));
    }
    if (command === "script" && String(args[0]).toLowerCase() === "load" && typeof args[1] === "string") {
      return call(name, args[0], strip(args[1]));
    }
    return call(name, ...args);
  };
}

export async function startUpstashShim(redisUrl: string, token = "test-token"): Promise<UpstashShim> {
  const redis = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 });
  acceptUpstashScripts(redis);
  const run = async (command: unknown[]): Promise<{ result?: unknown; error?: string }> => {
    const [name, ...args] = command.map(String);
    try {
      return { result: await redis.call(name!, ...args) };
    } catch (error) {
      return { error: (error as Error).message };
    }
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      if (request.headers.authorization !== `Bearer ${token}`) {
        response.writeHead(401, { "content-type": "application/json" }).end('{"error":"Unauthorized"}');
        return;
      }
      const base64 = request.headers["upstash-encoding"] === "base64";
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "[]") as unknown[];
      const path = (request.url ?? "/").split("?")[0];
      if (path === "/pipeline" || path === "/multi-exec") {
        const results = [];
        for (const command of body as unknown[][]) {
          const outcome = await run(command);
          results.push(outcome.error ? outcome : { result: encode(outcome.result, base64) });
        }
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(results));
        return;
      }
      const outcome = await run(body);
      response
        .writeHead(outcome.error ? 400 : 200, { "content-type": "application/json" })
        .end(JSON.stringify(outcome.error ? outcome : { result: encode(outcome.result, base64) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    redis,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      redis.disconnect();
    },
  };
}
