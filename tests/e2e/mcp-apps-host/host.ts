/**
 * A minimal MCP Apps host for the end-to-end suite (bundled by the spec, served only to the test
 * browser): it connects an MCP client to the site's /mcp, reads a tool's ui:// view, shows it in a
 * sandboxed iframe and bridges it with ext-apps' AppBridge. Link requests are recorded, not followed.
 */
import { AppBridge, PostMessageTransport, getToolUiResourceUri } from "@modelcontextprotocol/ext-apps/app-bridge";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";

type Theme = "light" | "dark";

/** How the host presents itself: its theme and locale, and whether it offers model-context updates and downloads. */
export interface HostOptions {
  theme: Theme;
  locale: string;
  updateModelContext: boolean;
  downloadFile: boolean;
}

type Params<K extends keyof AppBridge> = AppBridge[K] extends ((params: infer P, ...rest: never[]) => unknown) | undefined ? P : never;

interface HostState {
  openedLinks: string[];
  modelContexts: Params<"onupdatemodelcontext">[];
  downloads: Params<"ondownloadfile">[];
  /** The view's own tools/call requests and what the server answered. */
  viewCalls: Array<{ params: Params<"oncalltool">; result: unknown }>;
  sizes: Params<"onsizechange">[];
  options?: HostOptions;
  bridge?: AppBridge;
  frame?: HTMLIFrameElement;
}

const state: HostState = { openedLinks: [], modelContexts: [], downloads: [], viewCalls: [], sizes: [] };

async function mount(toolName: string, args: Record<string, unknown>, options: HostOptions): Promise<void> {
  const client = new Client({ name: "e2e-apps-host", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL("/mcp", location.origin)));
  const { tools } = await client.listTools();
  const tool = tools.find((candidate) => candidate.name === toolName);
  const uri = tool && getToolUiResourceUri(tool);
  if (!uri) throw new Error(`${toolName} names no view`);
  const read = await client.readResource({ uri });
  const content = read.contents[0] as { text?: string; mimeType?: string };
  if (content.mimeType !== "text/html;profile=mcp-app" || typeof content.text !== "string") throw new Error("not an MCP App view");

  const frame = document.createElement("iframe");
  frame.title = `${tool!.title ?? toolName} view`;
  frame.setAttribute("sandbox", "allow-scripts");
  frame.style.cssText = "width: 100%; height: 1400px; border: 1px solid #888;";
  document.body.append(frame);

  const bridge = new AppBridge(
    client,
    { name: "e2e-apps-host", version: "1.0.0" },
    {
      openLinks: {},
      serverTools: {},
      serverResources: {},
      ...(options.updateModelContext ? { updateModelContext: { text: {}, structuredContent: {} } } : {}),
      ...(options.downloadFile ? { downloadFile: {} } : {}),
    },
    { hostContext: { theme: options.theme, displayMode: "inline", locale: options.locale } },
  );
  state.options = options;
  bridge.onopenlink = async ({ url }) => {
    state.openedLinks.push(url);
    return {};
  };
  bridge.onupdatemodelcontext = async (params) => {
    state.modelContexts.push(params);
    return {};
  };
  bridge.ondownloadfile = async (params) => {
    state.downloads.push(params);
    return {};
  };
  bridge.onsizechange = (size) => void state.sizes.push(size);
  const initialized = new Promise<void>((resolve) => {
    bridge.oninitialized = () => resolve();
  });
  await bridge.connect(new PostMessageTransport(frame.contentWindow!, frame.contentWindow!));
  // After connect, which installs its own forwarding of the view's tools/call to the client: record each call too.
  bridge.oncalltool = async (params) => {
    const result = await client.callTool(params);
    state.viewCalls.push({ params, result });
    return result as Awaited<ReturnType<NonNullable<AppBridge["oncalltool"]>>>;
  };
  frame.srcdoc = content.text;
  await initialized;
  await bridge.sendToolInput({ arguments: args });
  const result = await client.callTool({ name: toolName, arguments: args });
  await bridge.sendToolResult(result as Parameters<AppBridge["sendToolResult"]>[0]);
  state.bridge = bridge;
  state.frame = frame;
}

const api = {
  mount,
  setTheme: (theme: Theme) => state.bridge!.setHostContext({ theme, displayMode: "inline", locale: state.options!.locale }),
  setLocale: (locale: string) => state.bridge!.setHostContext({ theme: state.options!.theme, displayMode: "inline", locale }),
  sendToolResult: (result: Record<string, unknown>) => state.bridge!.sendToolResult(result as Parameters<AppBridge["sendToolResult"]>[0]),
  /** Raw postMessage traffic a broken host might send. */
  post: (message: unknown) => state.frame!.contentWindow!.postMessage(message, "*"),
  openedLinks: () => [...state.openedLinks],
  modelContexts: () => structuredClone(state.modelContexts),
  downloads: () => structuredClone(state.downloads),
  viewCalls: () => structuredClone(state.viewCalls),
  sizes: () => structuredClone(state.sizes),
};

(window as unknown as { host: typeof api }).host = api;
