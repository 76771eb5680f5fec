"use client";

import Form from "next/form";
import { useEffect, useRef, type ReactNode } from "react";
import { webMcpFormAttributes } from "@/components/site/webmcp";

interface Props {
  action: string;
  /** The WebMCP tool this form is (the calculator's MCP tool name and summary). */
  tool: { name: string; description: string };
  /** What each control should show for the current URL. */
  values: Record<string, string>;
  children: ReactNode;
}

/**
 * A GET form: without JavaScript the browser loads the result page; with it,
 * `next/form` navigates in place so the result's live region announces the
 * new answer and focus stays put. The inputs are uncontrolled (server-rendered
 * defaults), so after a navigation that the typing did not cause (Back,
 * Forward, a link) the controls are set to the URL's values. A control that
 * already shows its value (what was just typed and submitted) is left alone.
 */
export function CalculatorFormShell({ action, tool, values, children }: Props) {
  const ref = useRef<HTMLFormElement>(null);
  const synced = useRef<string | null>(null);
  useEffect(() => {
    const form = ref.current;
    const key = JSON.stringify(values);
    const first = synced.current === null;
    if (synced.current === key) return;
    synced.current = key;
    // On first render the controls already show these values, and anything typed before hydration must stay.
    if (!form || first) return;
    for (const [name, value] of Object.entries(values)) {
      const control = form.elements.namedItem(name);
      if ((control instanceof HTMLInputElement || control instanceof HTMLSelectElement) && control.value !== value) {
        control.value = value;
      }
    }
  }, [values]);
  return (
    <Form
      ref={ref}
      action={action}
      scroll={false}
      className="form calc-form"
      noValidate
      {...webMcpFormAttributes(tool.name, tool.description)}
    >
      {children}
    </Form>
  );
}
