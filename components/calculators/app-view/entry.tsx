import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { setNumberLocale } from "../format";
import { argumentsToValues, CalculatorApp, type Shown, type ToolResultLike, type ToolSchemas, type ViewHost } from "./calculator-app";
import { CALCULATOR_VIEWS, type CalculatorView } from "./calculator-views";
import { applyHostContext, createHostBridge, type HostBridge, type HostCapabilities, type HostContext, reportSize } from "./host-bridge";
import { ENGLISH } from "../english-words";
import { loadHindiWords } from "../hindi-words";
import type { CalcWords } from "../words";
import { messagesFor, type ViewMessages } from "./view-messages";

/** What the server writes into each view's HTML (`#view-config`): the tool, its JSON Schemas, and the site's address. */
interface ViewConfig {
  toolName: string;
  siteUrl: string;
  inputSchema: ToolSchemas["input"];
  outputSchema: ToolSchemas["output"];
}

function readConfig(): ViewConfig | undefined {
  try {
    const config = JSON.parse(document.getElementById("view-config")?.textContent ?? "null") as ViewConfig | null;
    const fits = config && typeof config.toolName === "string" && typeof config.siteUrl === "string";
    return fits && typeof config.inputSchema === "object" && typeof config.outputSchema === "object" ? config : undefined;
  } catch {
    return undefined;
  }
}

/** The view's host calls, each offered only where the host declared it in `ui/initialize`. */
function viewHost(bridge: HostBridge, capabilities: HostCapabilities): ViewHost {
  const modelContext = capabilities.updateModelContext;
  return {
    callTool: (name, args) => bridge.request("tools/call", { name, arguments: args }) as Promise<ToolResultLike>,
    openLink: async (url) => {
      if ((await bridge.request("ui/open-link", { url })).isError) throw new Error("refused");
    },
    ...(modelContext && {
      updateModelContext: ({ content, structuredContent }) =>
        bridge.request("ui/update-model-context", modelContext.structuredContent ? { content, structuredContent } : { content }),
    }),
    ...(capabilities.downloadFile && {
      downloadFile: async ({ name, mimeType, text }) => {
        const resource = { uri: `file:///${name}`, mimeType, text };
        if ((await bridge.request("ui/download-file", { contents: [{ type: "resource", resource }] })).isError) throw new Error("refused");
      },
    }),
  };
}

function Root({ bridge, view, config }: { bridge: HostBridge; view: CalculatorView; config: ViewConfig }) {
  const [values, setValues] = useState(() => argumentsToValues(view.fields, undefined));
  const [revision, setRevision] = useState(0);
  const [shown, setShown] = useState<Shown>({ status: "empty" });
  const [host, setHost] = useState<{ capabilities: HostCapabilities; context: HostContext }>({ capabilities: {}, context: {} });
  const [hindi, setHindi] = useState<CalcWords | null>(null);
  // The frame's words follow the host's language; Hindi once its calculator words are read (English meanwhile).
  const wanted = messagesFor(host.context.locale);
  const [messages, words]: [ViewMessages, CalcWords] =
    wanted.lang === "hi" ? (hindi ? [wanted, hindi] : [messagesFor("en"), ENGLISH]) : [wanted, ENGLISH];

  useEffect(() => {
    if (wanted.lang === "hi" && !hindi) {
      loadHindiWords()
        .then(setHindi)
        .catch((error: unknown) => console.error("calculator view: could not read the Hindi words", error));
    }
  }, [wanted.lang, hindi]);

  useEffect(() => {
    document.documentElement.lang = messages.lang;
  }, [messages.lang]);

  useEffect(() => {
    let context: HostContext = {};
    const adopt = (next: HostContext) => {
      context = next;
      applyHostContext(context);
      setNumberLocale(context.locale ?? "en-IN");
    };
    bridge.on("ui/notifications/tool-input", ({ arguments: args }) => {
      setValues(argumentsToValues(view.fields, (args as Record<string, unknown> | undefined) ?? {}));
      setRevision((n) => n + 1);
    });
    bridge.on("ui/notifications/tool-result", (result) => setShown({ status: "ok", result: result as ToolResultLike }));
    bridge.on("ui/notifications/host-context-changed", (change) => {
      adopt({ ...context, ...(change as HostContext) });
      setHost((current) => ({ ...current, context }));
    });
    bridge
      .connect({ name: `${view.page.toolName}-view`, version: "1.0.0" })
      .then((connected) => {
        adopt(connected.context);
        setHost(connected);
        reportSize(bridge);
      })
      .catch((error: unknown) => console.error("calculator view: could not connect to the host", error));
  }, [bridge, view]);

  return (
    <CalculatorApp
      view={view}
      schemas={{ input: config.inputSchema, output: config.outputSchema }}
      messages={messages}
      words={words}
      siteUrl={config.siteUrl}
      host={viewHost(bridge, host.capabilities)}
      values={values}
      revision={revision}
      shown={shown}
      onValues={setValues}
      onShown={setShown}
    />
  );
}

function start() {
  const root = document.getElementById("root")!;
  const config = readConfig();
  const view = config ? CALCULATOR_VIEWS[config.toolName] : undefined;
  if (!config || !view) {
    root.textContent = "This view is not configured for a known calculator.";
    console.error("calculator view: missing or unknown #view-config", config);
    return;
  }
  createRoot(root).render(<Root bridge={createHostBridge()} view={view} config={config} />);
}

start();
