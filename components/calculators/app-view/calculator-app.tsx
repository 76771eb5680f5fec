import { type KeyboardEvent, type MouseEvent, useMemo, useRef, useState } from "react";
import { type Locale, localePath } from "@/lib/i18n/locales";
import { calculatorPath } from "../calculator-pages";
import { type FieldErrors, issuesToFieldErrors } from "../field-errors";
import { FormField } from "../form-field";
import { groupFields, type FieldSpec } from "../form-spec";
import { formatNumber } from "../format";
import { fieldsWithWords } from "../localize-fields";
import { parseNumberInput } from "../parse-number";
import { toCalculatorInput } from "../read-form-values";
import { ResultPanel } from "../result-panel";
import type { CalculatorView } from "./calculator-views";
import { resultSheet } from "./result-sheet";
import { type JsonSchema, schemaIssues } from "./schema-issues";
import type { ViewMessages } from "./view-messages";
import type { CalcWords } from "../words";

/** A tool result as the bridge delivers it (MCP `CallToolResult`, loosely: a view must survive any shape). */
export interface ToolResultLike {
  content?: unknown;
  structuredContent?: unknown;
  isError?: boolean;
}

/** What the view asks of its host; the optional parts only where the host offers them. */
export interface ViewHost {
  callTool(name: string, args: Record<string, unknown>): Promise<ToolResultLike>;
  openLink(url: string): Promise<unknown>;
  /** Tells the model what the view now shows (`ui/update-model-context`). */
  updateModelContext?(update: ModelContextUpdate): Promise<unknown>;
  /** Saves a file through the host (`ui/download-file`). */
  downloadFile?(file: { name: string; mimeType: string; text: string }): Promise<unknown>;
}

/** The tool's JSON Schemas, as its `tools/list` entry gives them (without descriptions). */
export interface ToolSchemas {
  input: JsonSchema;
  output: JsonSchema;
}

export interface ModelContextUpdate {
  content: Array<{ type: "text"; text: string }>;
  structuredContent: { tool: string; arguments: Record<string, unknown>; result: unknown; isError: boolean };
}

/** After a recompute in the view: the new arguments and result, as text (for any model) and structured. */
export function modelContextUpdate(
  view: CalculatorView,
  args: Record<string, unknown>,
  result: ToolResultLike,
  messages: ViewMessages,
): ModelContextUpdate {
  const text = `${messages.recomputed(view.page.title, `${view.page.toolName} arguments ${JSON.stringify(args)}`)}\n${resultText(result)}`;
  return {
    content: [{ type: "text", text }],
    structuredContent: {
      tool: view.page.toolName,
      arguments: args,
      result: result.structuredContent ?? null,
      isError: result.isError === true,
    },
  };
}

export type Shown =
  | { status: "empty" }
  | { status: "busy" }
  | { status: "ok"; result: ToolResultLike }
  | { status: "invalid"; errors: FieldErrors };

/** The text blocks of a result, joined: what a host without Apps shows, and what an error says. */
export function resultText(result: ToolResultLike): string {
  if (!Array.isArray(result.content)) return "";
  return result.content
    .flatMap((block: unknown) =>
      block !== null && typeof block === "object" && (block as { type?: unknown }).type === "text"
        ? [String((block as { text?: unknown }).text ?? "")]
        : [],
    )
    .join("\n")
    .trim();
}

/** Tool arguments as the form's raw text: numbers as typed, choices as their ids; anything else is left blank. */
export function argumentsToValues(fields: readonly FieldSpec[], args: Record<string, unknown> | undefined): Record<string, string> {
  return Object.fromEntries(
    fields.map((field) => {
      const value = args?.[field.name];
      const text = typeof value === "number" || typeof value === "string" ? String(value) : "";
      return [field.name, text === "" && field.kind === "choice" && !args ? field.defaultValue : text];
    }),
  );
}

/** The calculator page's shareable address: the form's non-empty fields in its query string, as its GET form sends them. */
export function sitePageUrl(siteUrl: string, view: CalculatorView, values: Record<string, string>, locale: Locale = "en"): string {
  const query = new URLSearchParams();
  for (const field of view.fields) {
    const value = values[field.name]?.trim() ?? "";
    if (value !== "") query.set(field.name, value);
  }
  const search = query.toString();
  return `${siteUrl}${localePath(calculatorPath(view.page.slug as Parameters<typeof calculatorPath>[0]), locale)}${search ? `?${search}` : ""}`;
}

interface Props {
  view: CalculatorView;
  schemas: ToolSchemas;
  messages: ViewMessages;
  /** The calculators' words in the frame's language (fields, results, errors), as on the pages. */
  words: CalcWords;
  siteUrl: string;
  host: ViewHost;
  values: Record<string, string>;
  /** Bumped when the host sends new arguments, so the uncontrolled inputs are rebuilt with them. */
  revision: number;
  shown: Shown;
  onValues(values: Record<string, string>): void;
  onShown(shown: Shown): void;
}

const readForm = (form: HTMLFormElement, fields: readonly FieldSpec[]) =>
  Object.fromEntries(fields.map((field) => [field.name, String(new FormData(form).get(field.name) ?? "").trim()]));

/**
 * A calculator inside an agent host: the page's form (fields, help and messages), the page's result
 * rendering, and links to the page and the demo request. Calculating goes through the host (tools/call).
 */
export function CalculatorApp({ view, schemas, messages, words: w, siteUrl, host, values, revision, shown, onValues, onShown }: Props) {
  const fields = useMemo(() => fieldsWithWords(view.page.slug as Parameters<typeof fieldsWithWords>[0], view.fields, w), [view, w]);
  const page = useMemo(
    () => (w.has(`titles.${view.page.slug}`) ? { ...view.page, title: w.t(`titles.${view.page.slug}`) } : view.page),
    [view, w],
  );
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const errors = shown.status === "invalid" ? shown.errors : undefined;

  const formRef = useRef<HTMLFormElement>(null);

  // Not the form's submit event: a frame sandboxed without allow-forms never fires it.
  async function calculate() {
    const form = formRef.current;
    if (!form || shown.status === "busy") return;
    const current = readForm(form, fields);
    onValues(current);
    const input = toCalculatorInput(fields, current);
    const issues = schemaIssues(input, schemas.input);
    if (issues.length > 0) {
      onShown({ status: "invalid", errors: issuesToFieldErrors(issues, fields, current, w) });
      return;
    }
    onShown({ status: "busy" });
    let result: ToolResultLike;
    try {
      result = await host.callTool(page.toolName, input);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      onShown({ status: "invalid", errors: { fields: {}, form: messages.hostCallFailed(reason) } });
      return;
    }
    onShown({ status: "ok", result });
    host.updateModelContext?.(modelContextUpdate(view, input, result, messages)).catch((error: unknown) => {
      console.warn("calculator view: the host refused the model context update", error);
    });
  }

  function open(url: string) {
    return (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      setLinkProblem(null);
      host.openLink(url).catch(() => setLinkProblem(messages.linkRefused(url)));
    };
  }

  const result = shown.status === "ok" ? shown.result : undefined;
  const read = result && !result.isError ? readResult(view, schemas, result.structuredContent, messages, w) : undefined;
  const problem = result && (result.isError || !read?.ok) ? resultText(result) || (read && !read.ok ? read.problem : "") : "";
  const status = shown.status === "ok" ? (read?.ok ? "ok" : "invalid") : shown.status === "busy" ? "empty" : shown.status;
  const panelErrors: FieldErrors | undefined =
    shown.status === "ok" && !read?.ok ? { fields: {}, form: problem || messages.noResultText } : errors;
  const sheet = view.sheet;
  const download =
    read?.ok && sheet && host.downloadFile
      ? () => {
          setLinkProblem(null);
          const inputs = fields.flatMap((field) => {
            const value = values[field.name] ?? "";
            // A number as the sheet's reader writes it ("1,00,00,000" for 10000000 or "1 crore"); a choice by its label.
            const number = field.kind === "number" ? parseNumberInput(value, { amount: field.amount }) : undefined;
            const shownValue =
              field.kind === "choice"
                ? (field.options.find((option) => option.value === value)?.label ?? value)
                : number !== undefined && Number.isFinite(number)
                  ? formatNumber(number)
                  : value;
            return shownValue === "" ? [] : [[field.label, shownValue] as const];
          });
          const text = resultSheet(page.title, inputs, resultRef.current!);
          host.downloadFile!({ name: sheet.fileName, mimeType: "text/csv", text }).catch(() => setLinkProblem(messages.downloadRefused));
        }
      : undefined;
  const pageUrl = sitePageUrl(siteUrl, view, values, w.locale);
  const demoUrl = `${siteUrl}${localePath("/demo", w.locale)}`;

  return (
    <main className="view" aria-busy={shown.status === "busy"}>
      <h1>{page.title}</h1>
      <div className="view-columns">
        <form
          key={revision}
          ref={formRef}
          className="form calc-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void calculate();
          }}
          onKeyDown={(event: KeyboardEvent<HTMLFormElement>) => {
            if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
              event.preventDefault();
              void calculate();
            }
          }}
          onChange={(event) => onValues(readForm(event.currentTarget, fields))}
        >
          {groupFields(fields).flatMap((group) => {
            const rendered = group.fields.map((field) => (
              <FormField
                key={field.name}
                field={field}
                value={values[field.name] ?? ""}
                error={errors?.fields[field.name]}
                words={messages}
              />
            ));
            return group.legend === undefined
              ? rendered
              : [
                  <fieldset key={group.legend} className="calc-fieldset">
                    <legend>{group.legend}</legend>
                    {rendered}
                  </fieldset>,
                ];
          })}
          <div className="calc-actions">
            <button type="button" className="button" disabled={shown.status === "busy"} onClick={() => void calculate()}>
              {shown.status === "busy" ? messages.calculating : messages.calculate}
            </button>
          </div>
        </form>
        <div ref={resultRef}>
          <ResultPanel w={w} status={status} fields={fields} errors={panelErrors} headline={read?.ok ? read.headline : null}>
            {read?.ok ? read.breakdown : null}
          </ResultPanel>
          {download ? (
            <button type="button" className="button secondary" onClick={download} data-testid="download-sheet">
              {messages.downloadSheet}
            </button>
          ) : null}
        </div>
      </div>
      <nav className="view-links" aria-label="More">
        <a href={pageUrl} onClick={open(pageUrl)} data-testid="open-on-site">
          {messages.openOnSite}
        </a>
        <a href={demoUrl} onClick={open(demoUrl)} data-testid="request-demo">
          {messages.requestDemo}
        </a>
      </nav>
      {linkProblem ? (
        <p className="notice error" role="alert">
          {linkProblem}
        </p>
      ) : null}
      <p className="calc-disclaimer">{messages.disclaimer}</p>
    </main>
  );
}

/** The tool's structured result checked against its output schema, then rendered as the page renders it. */
function readResult(view: CalculatorView, schemas: ToolSchemas, structuredContent: unknown, messages: ViewMessages, w: CalcWords) {
  if (schemaIssues(structuredContent, schemas.output).length > 0) return { ok: false as const, problem: messages.notViewable };
  return { ok: true as const, ...view.render(structuredContent, w) };
}
