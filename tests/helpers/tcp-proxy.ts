import net, { type AddressInfo, type Server, type Socket } from "node:net";

/**
 * A TCP proxy between the code under test and a real server (PostgreSQL,
 * Redis), so a test can take the network away mid-run and give it back:
 *
 * - `cut()` destroys every live connection (both ends) and refuses new ones,
 *   as a stopped server or a dropped route does. The port stays reserved:
 *   in "refuse" mode the listener is closed (clients see ECONNREFUSED) and
 *   re-opened on the same port by `restore()`; in "reset" mode it keeps
 *   accepting and destroys each new connection at once (ECONNRESET or "Connection
 *   terminated" at the client).
 * - `stall()` keeps connections open but stops forwarding bytes in either
 *   direction and holds new connections unanswered: a network partition,
 *   where the client only learns of trouble from its own timeouts.
 * - `restore()` forwards again; connections opened after it work normally.
 */
export type CutMode = "refuse" | "reset";

export interface TcpProxy {
  readonly host: string;
  readonly port: number;
  /** `postgres://…@host:port/db` or `redis://host:port` with the upstream's address replaced by the proxy's. */
  rewrite(url: string): string;
  cut(mode?: CutMode): Promise<void>;
  stall(): void;
  restore(): Promise<void>;
  /** Live client connections. */
  readonly connections: number;
  /** Connections accepted since the proxy started (refused ones not counted). */
  readonly accepted: number;
  readonly state: "open" | "cut" | "stalled";
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
}

export async function startTcpProxy(upstream: { host: string; port: number }): Promise<TcpProxy> {
  const host = "127.0.0.1";
  const pairs = new Set<Pair>();
  const held = new Set<Socket>();
  let state: TcpProxy["state"] = "open";
  let mode: CutMode = "refuse";
  let accepted = 0;
  let server: Server;
  let port = 0;

  const destroyPair = (pair: Pair) => {
    pair.client.destroy();
    pair.upstream.destroy();
    pairs.delete(pair);
  };

  const onConnection = (client: Socket) => {
    client.on("error", () => {});
    if (state === "cut") {
      // "reset" mode: accepted by the kernel, dropped before a byte is exchanged.
      client.resetAndDestroy?.() ?? client.destroy();
      return;
    }
    if (state === "stalled") {
      // Held without an upstream: the client's connect or first query times out.
      held.add(client);
      client.on("close", () => held.delete(client));
      return;
    }
    accepted += 1;
    const upstreamSocket = net.connect(upstream.port, upstream.host);
    upstreamSocket.on("error", () => {});
    const pair: Pair = { client, upstream: upstreamSocket };
    pairs.add(pair);
    client.pipe(upstreamSocket);
    upstreamSocket.pipe(client);
    const end = () => destroyPair(pair);
    client.on("close", end);
    upstreamSocket.on("close", end);
  };

  const listen = (onPort: number) =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer(onConnection);
      server.once("error", reject);
      server.listen(onPort, host, () => {
        server.off("error", reject);
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });

  const closeListener = () => new Promise<void>((resolve) => server.close(() => resolve()));

  await listen(0);

  return {
    host,
    get port() {
      return port;
    },
    rewrite(url: string) {
      const parsed = new URL(url);
      parsed.hostname = host;
      parsed.port = String(port);
      return parsed.toString();
    },
    async cut(cutMode: CutMode = "refuse") {
      if (state === "cut") return;
      state = "cut";
      mode = cutMode;
      for (const pair of [...pairs]) destroyPair(pair);
      for (const socket of [...held]) socket.destroy();
      if (mode === "refuse") await closeListener();
    },
    stall() {
      if (state !== "open") throw new Error(`cannot stall a proxy that is ${state}`);
      state = "stalled";
      for (const { client, upstream: upstreamSocket } of pairs) {
        client.unpipe(upstreamSocket);
        upstreamSocket.unpipe(client);
        client.pause();
        upstreamSocket.pause();
      }
    },
    async restore() {
      if (state === "open") return;
      if (state === "stalled") {
        // Bytes held back during a partition are not replayed: those connections are dead to their clients.
        for (const pair of [...pairs]) destroyPair(pair);
        for (const socket of [...held]) socket.destroy();
      }
      if (state === "cut" && mode === "refuse") await listen(port);
      state = "open";
    },
    get connections() {
      return pairs.size;
    },
    get accepted() {
      return accepted;
    },
    get state() {
      return state;
    },
    async close() {
      for (const pair of [...pairs]) destroyPair(pair);
      for (const socket of [...held]) socket.destroy();
      if (!(state === "cut" && mode === "refuse")) await closeListener();
      state = "cut";
      mode = "refuse";
    },
  };
}

/** Host and port of a `postgres://` or `redis://` URL. */
export function upstreamOf(url: string, defaultPort: number): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname || "127.0.0.1", port: Number(parsed.port || defaultPort) };
}
