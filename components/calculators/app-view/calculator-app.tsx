import { type KeyboardEvent, type MouseEvent, useRef, useState } from "react";
import { calculatorPath } from "../calculator-pages";
import { type FieldErrors, issuesToFieldErrors } from "../field-errors";
import { FormField } from "../form-field";
import { groupFields, type FieldSpec } from "../form-spec";
import { toCalculatorInput } from "../read-form-values";
import { ResultPanel } from "../result-panel";
import type { CalculatorView } from "./calculator-views";

/** A tool result as the bridge delivers it (MCP `CallToolResult`, loosely: a view must survive any shape). */
export interface ToolResultLike {
  content?: unknown;
  structuredContent?: unknown;
  isError?: boolean;
}

/** What the view asks of its host. */
export interface ViewHost {
  callTool(name: string, args: Record<string, unknown>): Promise<ToolResultLike>;
  openLink(url: string): Promise<unknown>;
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
export function sitePageUrl(siteUrl: string, view: CalculatorView, values: Record<string, string>): string {
  const query = new URLSearchParams();
  for (const field of view.fields) {
    const value = values[field.name]?.trim() ?? "";
    if (value !== "") query.set(field.name, value);
  }
  const search = query.toString();
  return `${siteUrl}${calculatorPath(view.page.slug as Parameters<typeof calculatorPath>[0])}${search ? `?${search}` : ""}`;
}

interface Props {
  view: CalculatorView;
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
export function CalculatorApp({ view, siteUrl, host, values, revision, shown, onValues, onShown }: Props) {
  const { fields, page } = view;
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const errors = shown.status === "invalid" ? shown.errors : undefined;

  const formRef = useRef<HTMLFormElement>(null);

  // Not the form's submit event: a frame sandboxed without allow-forms never fires it.
  async function calculate() {
    const form = formRef.current;
    if (!form || shown.status === "busy") return;
    const current = readForm(form, fields);
    onValues(current);
    const input = toCalculatorInput(fields, current);
    const parsed = view.schema.safeParse(input);
    if (!parsed.success) {
      onShown({ status: "invalid", errors: issuesToFieldErrors(parsed.error.issues, fields, current) });
      return;
    }
    onShown({ status: "busy" });
    try {
      onShown({ status: "ok", result: await host.callTool(page.toolName, input) });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      onShown({ status: "invalid", errors: { fields: {}, form: `The calculation could not be run through the host: ${reason}` } });
    }
  }

  function open(url: string) {
    return (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      setLinkProblem(null);
      host.openLink(url).catch(() => setLinkProblem(`The host did not open the link. The address is ${url}`));
    };
  }

  const result = shown.status === "ok" ? shown.result : undefined;
  const read = result && !result.isError ? view.read(result.structuredContent) : undefined;
  const problem = result && (result.isError || !read?.ok) ? resultText(result) || (read && !read.ok ? read.problem : "") : "";
  const status = shown.status === "ok" ? (read?.ok ? "ok" : "invalid") : shown.status === "busy" ? "empty" : shown.status;
  const panelErrors: FieldErrors | undefined =
    shown.status === "ok" && !read?.ok
      ? { fields: {}, form: problem || "The calculator returned a result without any text to show." }
      : errors;
  const pageUrl = sitePageUrl(siteUrl, view, values);
  const demoUrl = `${siteUrl}/demo`;

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
              <FormField key={field.name} field={field} value={values[field.name] ?? ""} error={errors?.fields[field.name]} />
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
              {shown.status === "busy" ? "Calculating…" : "Calculate"}
            </button>
          </div>
        </form>
        <ResultPanel status={status} fields={fields} errors={panelErrors} headline={read?.ok ? read.headline : null}>
          {read?.ok ? read.breakdown : null}
        </ResultPanel>
      </div>
      <nav className="view-links" aria-label="More">
        <a href={pageUrl} onClick={open(pageUrl)} data-testid="open-on-site">
          Open on the site
        </a>
        <a href={demoUrl} onClick={open(demoUrl)} data-testid="request-demo">
          Request a demo
        </a>
      </nav>
      {linkProblem ? (
        <p className="notice error" role="alert">
          {linkProblem}
        </p>
      ) : null}
      <p className="calc-disclaimer">
        Results are estimates for planning. Confirm rates, guideline values and land records with the relevant state authority before you
        transact.
      </p>
    </main>
  );
}
