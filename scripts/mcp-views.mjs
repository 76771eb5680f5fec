/**
 * Bundles the calculators' MCP App view (components/calculators/app-view) into one script and one
 * stylesheet, the source of lib/mcp/apps/view-bundle.generated.ts. The same inputs give the same bytes,
 * so a unit test can tell when the committed bundle is stale.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { deflateRawSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const viewDir = path.join(root, "components/calculators/app-view");
export const GENERATED_FILE = path.join(root, "lib/mcp/apps/view-bundle.generated.ts");

/** zod's translations of its messages into 40 languages: the calculators write their own English messages. */
const noZodLocales = {
  name: "no-zod-locales",
  setup(build) {
    build.onResolve({ filter: /locales\/index\.js$/ }, (args) =>
      args.importer.includes(`${path.sep}zod${path.sep}`) ? { path: "zod-locales", namespace: "empty" } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "export {};", loader: "js" }));
  },
};

/**
 * The calculators' modules are pure (data and functions), so a module the view
 * imports nothing from is left out, even when an index re-exports it: the view
 * asks the tool to calculate and carries the jurisdictions' names, not the
 * rate table with its notes and sources.
 */
const calculatorsDir = path.join(root, "lib/calculators") + path.sep;
const pureCalculators = {
  name: "pure-calculators",
  setup(build) {
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData?.pure) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: { pure: true },
      });
      if (resolved.errors.length > 0 || !resolved.path.startsWith(calculatorsDir)) return undefined;
      return { path: resolved.path, sideEffects: false };
    });
  },
};

/**
 * The Hindi words ride in the shared script deflated (a fifth of their size), read when a host asks for Hindi:
 * the module that hands them over (components/calculators/hindi-words.ts) is replaced by one that carries the
 * same sections of messages/hi/calculators.json, the ones it imports, and inflates them with DecompressionStream.
 */
const hindiWordsModule = path.join(root, "components/calculators/hindi-words.ts");
const packedHindiWords = {
  name: "packed-hindi-words",
  setup(build) {
    build.onLoad({ filter: /hindi-words\.ts$/ }, (args) => {
      if (args.path !== hindiWordsModule) return undefined;
      const source = readFileSync(hindiWordsModule, "utf8");
      const imported = /import \{([^}]*)\} from "@\/messages\/hi\/calculators\.json"/.exec(source);
      if (!imported) throw new Error("hindi-words.ts no longer imports sections of messages/hi/calculators.json");
      const names = imported[1]
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean);
      const messages = JSON.parse(readFileSync(path.join(root, "messages/hi/calculators.json"), "utf8"));
      const sections = Object.fromEntries(names.map((name) => [name, messages[name]]));
      const packed = deflateRawSync(Buffer.from(JSON.stringify(sections)), { level: 9 }).toString("base64");
      return {
        loader: "ts",
        resolveDir: path.dirname(hindiWordsModule),
        contents: `import { makeWords } from "./words";
const PACKED = ${JSON.stringify(packed)};
export async function loadHindiWords() {
  const bytes = Uint8Array.from(atob(PACKED), (c) => c.charCodeAt(0));
  const text = await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"))).text();
  return makeWords("hi", JSON.parse(text));
}
`,
      };
    });
  },
};

const common = {
  bundle: true,
  minify: true,
  write: false,
  legalComments: "none",
  charset: "utf8",
  logLevel: "silent",
  absWorkingDir: root,
};

export async function bundleCalculatorViews() {
  const script = await esbuild.build({
    ...common,
    entryPoints: [path.join(viewDir, "entry.tsx")],
    format: "esm",
    platform: "browser",
    target: "es2022",
    jsx: "automatic",
    jsxImportSource: "preact",
    alias: {
      react: "preact/compat",
      "react-dom/client": "preact/compat/client",
      "react-dom": "preact/compat",
      "react/jsx-runtime": "preact/jsx-runtime",
    },
    define: { "process.env.NODE_ENV": '"production"' },
    // An inline <script> must not contain "</script".
    supported: { "inline-script": false },
    plugins: [noZodLocales, pureCalculators, packedHindiWords],
  });
  const style = await esbuild.build({ ...common, entryPoints: [path.join(viewDir, "view.css")], loader: { ".css": "css" } });
  return { script: script.outputFiles[0].text, style: style.outputFiles[0].text.trim() };
}

/** The generated module's text. */
export async function generatedModule() {
  const { script, style } = await bundleCalculatorViews();
  return [
    "// Generated by `npm run build:views` from components/calculators/app-view. Do not edit; a unit test checks it is current.",
    `export const VIEW_STYLE = ${JSON.stringify(style)};`,
    `export const VIEW_SCRIPT = ${JSON.stringify(script)};`,
    "",
  ].join("\n");
}
