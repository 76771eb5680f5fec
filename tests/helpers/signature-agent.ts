import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { jwkToKeyID, signatureHeaders } from "web-bot-auth";
import { helpers, signerFromJWK } from "web-bot-auth/crypto";

/**
 * A Web Bot Auth signature agent for tests: an Ed25519 key made here, its
 * directory served on 127.0.0.1 at `/.well-known/http-message-signatures-directory`,
 * and requests signed with it.
 */
export interface SignatureAgent {
  /** `http://127.0.0.1:<port>`, the value of `Signature-Agent` and of WEB_BOT_AUTH_TRUSTED_AGENTS. */
  origin: string;
  keyid: string;
  /** How many times the directory was asked for. */
  fetches: number;
  /** What the directory answers: its keys (the default), an error status, or nothing at all. */
  mode: "keys" | "error" | "hang";
  cacheControl: string;
  /** Signs `request` as the current drafts ask (`Signature-Agent` as a dictionary member). */
  sign(request: Request, options?: SignOptions): Promise<Request>;
  /** Signs with `web-bot-auth`'s own signer, `Signature-Agent` as the earlier bare string. */
  signLegacy(request: Request, options?: { created?: Date; expires?: Date }): Promise<Request>;
  close(): Promise<void>;
}

export interface SignOptions {
  created?: number;
  expires?: number;
  nonce?: string;
  /** Sign with this private key instead, still naming the agent's keyid (a forgery). */
  privateKey?: CryptoKey;
  /** The `Signature-Agent` origin to name (defaults to this agent's). */
  agentOrigin?: string;
  /** Sign as if the request went to this authority. */
  authority?: string;
  /** Name this keyid instead of the agent's. */
  keyid?: string;
  /** Parameters of the `Signature-Agent` member, e.g. `;type=jwks_uri`. */
  agentParameters?: string;
}

export async function newEd25519Key(): Promise<{ privateJwk: JsonWebKey; publicJwk: JsonWebKey; privateKey: CryptoKey }> {
  const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"])) as CryptoKeyPair;
  return {
    privateJwk: await crypto.subtle.exportKey("jwk", pair.privateKey),
    publicJwk: await crypto.subtle.exportKey("jwk", pair.publicKey),
    privateKey: pair.privateKey,
  };
}

/** Starts the agent's directory on 127.0.0.1 (`port` 0: any free one). */
export async function startSignatureAgent(port = 0): Promise<SignatureAgent> {
  const { privateJwk, publicJwk, privateKey } = await newEd25519Key();
  const keyid = await jwkToKeyID(publicJwk, helpers.WEBCRYPTO_SHA256, helpers.BASE64URL_DECODE);
  const directory = JSON.stringify({ keys: [{ kty: publicJwk.kty, crv: publicJwk.crv, x: publicJwk.x, kid: keyid }] });
  const sockets = new Set<import("node:net").Socket>();
  const server: Server = createServer((request, response) => {
    agent.fetches += 1;
    if (request.url !== "/.well-known/http-message-signatures-directory") return void response.writeHead(404).end();
    if (agent.mode === "hang") return; // never answers
    if (agent.mode === "error") return void response.writeHead(503).end();
    response
      .writeHead(200, { "Content-Type": "application/http-message-signatures-directory+json", "Cache-Control": agent.cacheControl })
      .end(directory);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent: SignatureAgent = {
    origin,
    keyid,
    fetches: 0,
    mode: "keys",
    cacheControl: "max-age=300",
    async sign(request, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const created = options.created ?? now;
      const expires = options.expires ?? now + 60;
      const nonce = options.nonce ?? randomBytes(64).toString("base64");
      const agentMember = `"${options.agentOrigin ?? origin}"${options.agentParameters ?? ""}`;
      const params = `("@authority" "signature-agent";key="agent1");created=${created};expires=${expires};keyid="${options.keyid ?? keyid}";alg="ed25519";nonce="${nonce}";tag="web-bot-auth"`;
      // The signature base exactly as RFC 9421 section 2.5 builds it, written out here rather than by the library under test.
      const base = [
        `"@authority": ${options.authority ?? new URL(request.url).host}`,
        `"signature-agent";key="agent1": ${agentMember}`,
        `"@signature-params": ${params}`,
      ].join("\n");
      const signature = await crypto.subtle.sign("Ed25519", options.privateKey ?? privateKey, new TextEncoder().encode(base));
      const headers = new Headers(request.headers);
      headers.set("Signature-Agent", `agent1=${agentMember}`);
      headers.set("Signature-Input", `sig1=${params}`);
      headers.set("Signature", `sig1=:${Buffer.from(signature).toString("base64")}:`);
      return new Request(request, { headers });
    },
    async signLegacy(request, options = {}) {
      const headers = new Headers(request.headers);
      headers.set("Signature-Agent", `"${origin}"`);
      const created = options.created ?? new Date();
      const expires = options.expires ?? new Date(created.getTime() + 60_000);
      const signed = await signatureHeaders({ method: request.method, url: request.url, headers }, await signerFromJWK(privateJwk), {
        created,
        expires,
      });
      headers.set("Signature-Input", signed["Signature-Input"]);
      headers.set("Signature", signed.Signature);
      return new Request(request, { headers });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return agent;
}
