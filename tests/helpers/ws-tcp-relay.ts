import { createHash } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";

/**
 * A minimal WebSocket-to-TCP relay, as Neon's proxy is for its serverless
 * driver: each binary message a client sends is written to a TCP connection
 * to `address` (the query string's `address=host:port`), and whatever comes
 * back is sent as binary messages. Enough of RFC 6455 for one client library
 * (no extensions, no fragmentation): tests point Neon's `Pool` at a local
 * PostgreSQL through it.
 */
export async function startWsTcpRelay(): Promise<{ host: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer();
  server.on("upgrade", (request: IncomingMessage, client: Socket) => {
    const address = new URL(request.url ?? "/", "http://relay").searchParams.get("address") ?? "";
    const [host, port] = address.split(":");
    const accept = createHash("sha1")
      .update(`${request.headers["sec-websocket-key"]}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest("base64");
    client.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    const upstream = connect(Number(port), host);
    sockets.add(client).add(upstream);
    upstream.on("data", (data: Buffer) => client.write(frame(data)));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    upstream.on("close", end).on("error", end);
    client.on("close", end).on("error", end);
    let pending = Buffer.alloc(0);
    client.on("data", (data: Buffer) => {
      pending = Buffer.concat([pending, data]);
      for (;;) {
        const parsed = unframe(pending);
        if (!parsed) return;
        pending = pending.subarray(parsed.consumed);
        if (parsed.opcode === 0x8) {
          // The closing handshake: answer the client's close, then hang up.
          client.end(Buffer.from([0x88, 0x00]));
          upstream.destroy();
          return;
        }
        if (parsed.opcode === 0x2 || parsed.opcode === 0x0) upstream.write(parsed.payload);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function frame(payload: Buffer): Buffer {
  const length = payload.length;
  const header = length < 126 ? Buffer.from([0x82, length]) : length < 65_536 ? Buffer.alloc(4) : Buffer.alloc(10);
  if (length >= 126 && length < 65_536) {
    header[0] = 0x82;
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else if (length >= 65_536) {
    header[0] = 0x82;
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}

function unframe(buffer: Buffer): { opcode: number; payload: Buffer; consumed: number } | undefined {
  if (buffer.length < 2) return undefined;
  const opcode = buffer[0]! & 0x0f;
  const masked = (buffer[1]! & 0x80) !== 0;
  let length = buffer[1]! & 0x7f;
  let offset = 2;
  if (length === 126) {
    if (buffer.length < 4) return undefined;
    length = buffer.readUInt16BE(2);
    offset = 4;
  } else if (length === 127) {
    if (buffer.length < 10) return undefined;
    length = Number(buffer.readBigUInt64BE(2));
    offset = 10;
  }
  const maskOffset = offset;
  if (masked) offset += 4;
  if (buffer.length < offset + length) return undefined;
  const payload = Buffer.from(buffer.subarray(offset, offset + length));
  if (masked) for (let index = 0; index < payload.length; index += 1) payload[index]! ^= buffer[maskOffset + (index % 4)]!;
  return { opcode, payload, consumed: offset + length };
}
