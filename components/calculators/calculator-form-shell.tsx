"use client";

import Form from "next/form";
import { type FormEvent, type ReactNode, useEffect, useRef } from "react";
import { webMcpFormAttributes } from "@/components/site/webmcp";
import { cleanQuery, type QueryShape } from "./clean-query";

interface Props {
  action: string;
  /** The WebMCP tool this form is (the calculator's MCP tool name and summary). */
  tool: { name: string; description: string };
  /** What each control should show for the current URL. */
  values: Record<string, string>;
  /** The fields in order and which of them the address drops when empty. */
  shape: QueryShape;
  children: ReactNode;
}

/** How far down the page's pinned bars (a sticky or fixed site header) reach: what a scrolled-to result must clear. */
function pinnedTop(): number {
  let bottom = 0;
  for (const element of document.body.querySelectorAll("body > *, body > * > header")) {
    const { position } = window.getComputedStyle(element);
    if (position !== "sticky" && position !== "fixed") continue;
    const box = element.getBoundingClientRect();
    if (box.top <= 1 && box.height < window.innerHeight / 2) bottom = Math.max(bottom, box.bottom);
  }
  return bottom;
}

/** Bring the result into view below any pinned header, and move focus to its heading, so it is seen and read out next. */
function showResult() {
  const heading = document.getElementById("calc-result-heading");
  const panel = document.getElementById("calc-result");
  if (!heading || !panel) return;
  heading.focus({ preventScroll: true });
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const top = window.scrollY + panel.getBoundingClientRect().top - pinnedTop() - 12;
  window.scrollTo({ top: Math.max(0, top), behavior: smooth ? "smooth" : "auto" });
}

/**
 * A GET form: without JavaScript the browser loads the result page (and the
 * server redirects away any empty parameters). With it, empty optional
 * fields are left out of the address (disabled for the moment of sending),
 * `next/form` navigates in place, and once the new result is on the page it
 * is scrolled into view and its heading takes focus. The inputs are uncontrolled (server-rendered defaults), so
 * after a navigation that the typing did not cause (Back, Forward, a link)
 * the controls are set to the URL's values. A control that already shows its
 * value (what was just typed and submitted) is left alone.
 */
export function CalculatorFormShell({ action, tool, values, shape, children }: Props) {
  const ref = useRef<HTMLFormElement>(null);
  const synced = useRef<string | null>(null);
  const showWhenDone = useRef(false);

  useEffect(() => {
    const form = ref.current;
    const key = JSON.stringify(values);
    const first = synced.current === null;
    if (synced.current === key) return;
    synced.current = key;
    // New values from the server: the answer to what was just sent is on the page.
    if (showWhenDone.current) {
      showWhenDone.current = false;
      showResult();
    }
    // On first render the controls already show these values, and anything typed before hydration must stay.
    if (!form || first) return;
    for (const [name, value] of Object.entries(values)) {
      const control = form.elements.namedItem(name);
      if ((control instanceof HTMLInputElement || control instanceof HTMLSelectElement) && control.value !== value) {
        control.value = value;
      }
    }
  }, [values]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const entries = [...new FormData(form)].map(([name, value]) => [name, String(value)] as const);
    const query = cleanQuery(shape, entries);
    if (new URLSearchParams(query).toString() === new URLSearchParams(window.location.search).toString()) {
      // The result on the page is already the answer to these inputs.
      event.preventDefault();
      showResult();
      return;
    }
    showWhenDone.current = true;
    // next/form reads the fields after this handler; disabled ones are not sent.
    const kept = new URLSearchParams(query);
    const dropped = shape.droppable.flatMap((name) => {
      const control = form.elements.namedItem(name);
      return (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) && !kept.has(name) ? [control] : [];
    });
    for (const control of dropped) control.disabled = true;
    setTimeout(() => {
      for (const control of dropped) control.disabled = false;
    });
  }

  return (
    <Form
      ref={ref}
      action={action}
      scroll={false}
      onSubmit={onSubmit}
      className="form calc-form"
      noValidate
      {...webMcpFormAttributes(tool.name, tool.description)}
    >
      {children}
    </Form>
  );
}
