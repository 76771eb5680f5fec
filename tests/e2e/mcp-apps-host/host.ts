/**
 * A minimal MCP Apps host for the end-to-end suite (bundled by the spec, served only to the test
 * browser): it connects an MCP client to the site's /mcp, reads a tool's ui:// view, shows it in a
 * sandboxed iframe and bridges it with ext-apps' AppBridge. Link requests are recorded, not followed.
 */
import { AppBridge, PostMessageTransport, getToolUiResourceUri } from "@modelcontextprotocol/ext-apps/app-bridge";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";

type Theme = "light" | "dark";

interface HostState {
  openedLinks: string[];
  bridge?: AppBridge;
  frame?: HTMLIFrameElement;
}

const state: HostState = { openedLinks: [] };

async function mount(toolName: string, args: Record<string, unknown>, theme: Theme): Promise<void> {
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
    { openLinks: {}, serverTools: {}, serverResources: {} },
    { hostContext: { theme, displayMode: "inline", locale: "en-IN" } },
  );
  bridge.onopenlink = async ({ url }) => {
    state.openedLinks.push(url);
    return {};
  };
  const initialized = new Promise<void>((resolve) => {
    bridge.oninitialized = () => resolve();
  });
  await bridge.connect(new PostMessageTransport(frame.contentWindow!, frame.contentWindow!));
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
  setTheme: (theme: Theme) => state.bridge!.setHostContext({ theme, displayMode: "inline", locale: "en-IN" }),
  sendToolResult: (result: Record<string, unknown>) => state.bridge!.sendToolResult(result as Parameters<AppBridge["sendToolResult"]>[0]),
  /** Raw postMessage traffic a broken host might send. */
  post: (message: unknown) => state.frame!.contentWindow!.postMessage(message, "*"),
  openedLinks: () => [...state.openedLinks],
};

(window as unknown as { host: typeof api }).host = api;
