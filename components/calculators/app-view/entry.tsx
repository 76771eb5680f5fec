import {
  App,
  applyDocumentTheme,
  applyHostFonts,
  applyHostStyleVariables,
  type McpUiHostContext,
  PostMessageTransport,
} from "@modelcontextprotocol/ext-apps";
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { argumentsToValues, CalculatorApp, type Shown, type ToolResultLike } from "./calculator-app";
import { CALCULATOR_VIEWS, type CalculatorView } from "./calculator-views";
import { guardBridgeMessages } from "./guard-bridge-messages";

/** What the server writes into each view's HTML (`#view-config`): which tool the view is, and the site's address. */
interface ViewConfig {
  toolName: string;
  siteUrl: string;
}

function readConfig(): ViewConfig | undefined {
  try {
    const config = JSON.parse(document.getElementById("view-config")?.textContent ?? "null") as ViewConfig | null;
    return config && typeof config.toolName === "string" && typeof config.siteUrl === "string" ? config : undefined;
  } catch {
    return undefined;
  }
}

function applyHostContext(context: McpUiHostContext | undefined) {
  if (!context) return;
  if (context.theme) applyDocumentTheme(context.theme);
  if (context.styles?.variables) applyHostStyleVariables(context.styles.variables);
  if (context.styles?.css?.fonts) applyHostFonts(context.styles.css.fonts);
}

function Root({ app, view, siteUrl }: { app: App; view: CalculatorView; siteUrl: string }) {
  const [values, setValues] = useState(() => argumentsToValues(view.fields, undefined));
  const [revision, setRevision] = useState(0);
  const [shown, setShown] = useState<Shown>({ status: "empty" });
  useEffect(() => {
    app.ontoolinput = ({ arguments: args }) => {
      setValues(argumentsToValues(view.fields, args ?? {}));
      setRevision((n) => n + 1);
    };
    app.ontoolresult = (result) => setShown({ status: "ok", result: result as ToolResultLike });
    app.onhostcontextchanged = (context) => applyHostContext(context);
  }, [app, view]);
  const host = {
    callTool: (name: string, args: Record<string, unknown>) => app.callServerTool({ name, arguments: args }),
    openLink: async (url: string) => {
      const answer = await app.openLink({ url });
      if (answer.isError) throw new Error("refused");
    },
  };
  return (
    <CalculatorApp
      view={view}
      siteUrl={siteUrl}
      host={host}
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
  guardBridgeMessages(window);
  const app = new App({ name: `${view.page.toolName}-view`, version: "1.0.0" }, {}, { autoResize: true });
  createRoot(root).render(<Root app={app} view={view} siteUrl={config.siteUrl} />);
  app
    .connect(new PostMessageTransport(window.parent, window.parent))
    .then(() => applyHostContext(app.getHostContext()))
    .catch((error: unknown) => console.error("calculator view: could not connect to the host", error));
}

start();
