import { bridgeMessageProblem } from "./guard-bridge-messages";

/**
 * The view's side of the MCP Apps bridge (`io.modelcontextprotocol/ui`, 2026-01-26): JSON-RPC 2.0 over
 * `postMessage` with the host window, and no SDK. It covers what the calculator views use: the
 * `ui/initialize` handshake, the host's notifications and requests, calls to the host, and size reports.
 */
export const APPS_PROTOCOL_VERSION = "2026-01-26";
const REQUEST_TIMEOUT_MS = 60_000;

type Params = Record<string, unknown>;
type Handler = (params: Params) => unknown;
type RpcMessage = {
  id?: string | number | null;
  method?: unknown;
  params?: unknown;
  result?: unknown;
  error?: { code?: number; message?: unknown };
};

/** What the host said it supports (`McpUiHostCapabilities`), the parts the views read. */
export interface HostCapabilities {
  openLinks?: object;
  serverTools?: object;
  downloadFile?: object;
  updateModelContext?: { text?: object; structuredContent?: object };
  [key: string]: unknown;
}

/** The host's context (`McpUiHostContext`), the parts the views read; updates arrive partial and are merged. */
export interface HostContext {
  theme?: "light" | "dark";
  locale?: string;
  styles?: { variables?: Record<string, string | undefined>; css?: { fonts?: string } };
  [key: string]: unknown;
}

export interface HostBridge {
  /** A request to the host; rejects with the host's error message, or after 60 s without an answer. */
  request(method: string, params?: Params): Promise<Params>;
  notify(method: string, params?: Params): void;
  /** Handles a notification or request from the host; a request's answer is the handler's return value. */
  on(method: string, handler: Handler): void;
  /** The `ui/initialize` handshake; register handlers first, since the host sends tool input right after it. */
  connect(appInfo: { name: string; version: string }): Promise<{ capabilities: HostCapabilities; context: HostContext }>;
}

/** A peer for the host `host` (the view's parent window), listening on `self`. Messages from any other window are ignored. */
export function createHostBridge(host: Window = window.parent, self: Window = window): HostBridge {
  let nextId = 1;
  const pending = new Map<number, { resolve(result: Params): void; reject(error: Error): void }>();
  const handlers = new Map<string, Handler>([
    ["ping", () => ({})],
    ["ui/resource-teardown", () => ({})],
  ]);
  const send = (message: RpcMessage) => host.postMessage({ jsonrpc: "2.0", ...message }, "*");

  function answer(id: string | number, method: string, params: Params) {
    const handler = handlers.get(method);
    Promise.resolve()
      .then(() => {
        if (!handler) throw Object.assign(new Error(`Method not found: ${method}`), { code: -32601 });
        return handler(params);
      })
      .then(
        (result) => send({ id, result: (result as Params | undefined) ?? {} }),
        (error: { code?: number; message?: string }) =>
          send({ id, error: { code: error.code ?? -32603, message: error.message ?? "Internal error" } }),
      );
  }

  self.addEventListener("message", (event: MessageEvent) => {
    if (event.source !== host) return;
    const problem = bridgeMessageProblem(event.data);
    if (problem !== undefined) {
      console.warn(`calculator view: ignored a bridge message (${problem})`);
      return;
    }
    const message = event.data as RpcMessage;
    const params = (message.params && typeof message.params === "object" ? message.params : {}) as Params;
    if (typeof message.method === "string") {
      if (message.id === undefined || message.id === null) handlers.get(message.method)?.(params);
      else answer(message.id, message.method, params);
      return;
    }
    const waiting = typeof message.id === "number" ? pending.get(message.id) : undefined;
    if (!waiting) return;
    pending.delete(message.id as number);
    if (message.error) waiting.reject(new Error(String(message.error.message ?? "The host answered with an error")));
    else waiting.resolve((message.result ?? {}) as Params);
  });

  const bridge: HostBridge = {
    request(method, params = {}) {
      const id = nextId++;
      return new Promise<Params>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error(`the host did not answer ${method} within ${REQUEST_TIMEOUT_MS / 1000} s`));
        }, REQUEST_TIMEOUT_MS);
        const settle =
          <T>(then: (value: T) => void) =>
          (value: T) => {
            clearTimeout(timer);
            then(value);
          };
        pending.set(id, { resolve: settle(resolve), reject: settle(reject) });
        send({ id, method, params });
      });
    },
    notify: (method, params = {}) => send({ method, params }),
    on: (method, handler) => void handlers.set(method, handler),
    async connect(appInfo) {
      const result = await bridge.request("ui/initialize", { appInfo, appCapabilities: {}, protocolVersion: APPS_PROTOCOL_VERSION });
      bridge.notify("ui/notifications/initialized");
      return {
        capabilities: (result.hostCapabilities ?? {}) as HostCapabilities,
        context: (result.hostContext ?? {}) as HostContext,
      };
    },
  };
  return bridge;
}

/** Reports the document's size to the host (`ui/notifications/size-changed`) now and whenever it changes. */
export function reportSize(bridge: HostBridge, doc: Document = document): void {
  let queued = false;
  let last = "";
  const measure = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      const html = doc.documentElement;
      const height = html.style.height;
      html.style.height = "max-content";
      const size = { width: Math.ceil(window.innerWidth), height: Math.ceil(html.getBoundingClientRect().height) };
      html.style.height = height;
      if (`${size.width}x${size.height}` === last) return;
      last = `${size.width}x${size.height}`;
      bridge.notify("ui/notifications/size-changed", size);
    });
  };
  measure();
  const observer = new ResizeObserver(measure);
  observer.observe(doc.documentElement);
  observer.observe(doc.body);
}

/** The host's theme, style variables and fonts on the document (what ext-apps' `applyDocumentTheme` and friends do). */
export function applyHostContext(context: HostContext, doc: Document = document): void {
  const root = doc.documentElement;
  if (context.theme === "light" || context.theme === "dark") {
    root.setAttribute("data-theme", context.theme);
    root.style.colorScheme = context.theme;
  }
  for (const [name, value] of Object.entries(context.styles?.variables ?? {})) {
    if (name.startsWith("--") && typeof value === "string") root.style.setProperty(name, value);
  }
  const fonts = context.styles?.css?.fonts;
  if (typeof fonts === "string" && !doc.getElementById("host-fonts")) {
    const style = doc.createElement("style");
    style.id = "host-fonts";
    style.textContent = fonts;
    doc.head.append(style);
  }
}
