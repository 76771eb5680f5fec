"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { webMcpFormAttributes } from "@/components/site/webmcp";
import { PHONE_MAX_CHARS } from "@/lib/demo-requests/patterns";
import { readAttribution } from "./attribution";
import { DEMO_PRODUCTS } from "./demo-products";
import { humanMessage } from "./error-messages";
import { submitDemoRequest } from "./submit-demo-request";
import { validateDemoForm, type DemoFormErrors, type DemoFormValues } from "./validate-demo-form";

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "sent"; id: string } | { kind: "failed"; code: string; message: string };

const EMPTY: DemoFormValues = { name: "", email: "", phone: "", company: "", tool: "platform", message: "" };

/** The demo-request form; its words come from the `demo` messages the page provides (see `ClientMessages`). */
export function DemoForm({ privacyPath = "/privacy" }: { privacyPath?: string }) {
  const t = useTranslations("demo");
  const [values, setValues] = useState<DemoFormValues>(EMPTY);
  const [errors, setErrors] = useState<DemoFormErrors>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [marketingOptIn, setMarketingOptIn] = useState(false);
  const attribution = useRef<Record<string, string>>({});
  useEffect(() => {
    attribution.current = readAttribution();
  }, []);
  // One key per distinct submission: a double click or an automatic retry reuses it.
  const attempt = useRef<{ payload: string; key: string } | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const formId = useId();

  const fieldProps = (name: keyof DemoFormValues) => ({
    id: `${formId}-${name}`,
    name,
    value: values[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${formId}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const fieldError = (name: keyof DemoFormValues) =>
    errors[name] ? (
      <p className="error" id={`${formId}-${name}-error`}>
        {errors[name] === "phoneInvalid" ? t("phoneInvalid", { rule: t("phoneRule") }) : errors[name] && t(errors[name])}
      </p>
    ) : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === "sending") return;
    const found = validateDemoForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.getElementById(`${formId}-${first}`)?.focus();
      return;
    }
    const honeypot = (event.currentTarget.elements.namedItem("website") as HTMLInputElement | null)?.value ?? "";
    const payload = JSON.stringify({ ...values, ...attribution.current, marketing_opt_in: marketingOptIn, website: honeypot });
    if (attempt.current?.payload !== payload) attempt.current = { payload, key: crypto.randomUUID() };
    setStatus({ kind: "sending" });
    const result = await submitDemoRequest(payload, attempt.current.key);
    if (result.ok) {
      setStatus({ kind: "sent", id: result.id });
    } else {
      setStatus({ kind: "failed", code: result.code, message: humanMessage(t, result.code, result.retryAfter) });
      if (result.code === "INVALID_EMAIL" || result.code === "DISPOSABLE_EMAIL") {
        setErrors({ email: result.code });
      }
    }
    requestAnimationFrame(() => statusRef.current?.focus());
  }

  if (status.kind === "sent") {
    return (
      <div className="notice success" role="status" tabIndex={-1} ref={statusRef} data-testid="demo-success">
        <h2>{t("sentHeading")}</h2>
        <p>{t.rich("sentBody", { email: values.email.trim(), id: status.id, code: (chunks) => <code>{chunks}</code> })}</p>
      </div>
    );
  }

  return (
    <form
      className="form"
      onSubmit={onSubmit}
      noValidate
      aria-describedby={`${formId}-intro`}
      {...webMcpFormAttributes("request_demo", t("webMcpDescription"))}
    >
      <p id={`${formId}-intro`} className="visually-hidden">
        {t("intro")}
      </p>
      {status.kind === "failed" ? (
        <div className="notice error" role="alert" tabIndex={-1} ref={statusRef} data-testid="demo-error" data-code={status.code}>
          <p>{status.message}</p>
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${formId}-name`}>{t("name")}</label>
        <input {...fieldProps("name")} autoComplete="name" required maxLength={120} />
        {fieldError("name")}
      </div>
      <div className="field">
        <label htmlFor={`${formId}-email`}>{t("email")}</label>
        <input {...fieldProps("email")} type="email" autoComplete="email" required maxLength={254} />
        {fieldError("email")}
      </div>
      <div className="field">
        <label htmlFor={`${formId}-phone`}>
          {t("phone")} <span className="optional">{t("optional")}</span>
        </label>
        <input {...fieldProps("phone")} type="tel" autoComplete="tel" maxLength={PHONE_MAX_CHARS} />
        {fieldError("phone")}
      </div>
      <div className="field">
        <label htmlFor={`${formId}-company`}>
          {t("company")} <span className="optional">{t("optional")}</span>
        </label>
        <input {...fieldProps("company")} autoComplete="organization" maxLength={200} />
        {fieldError("company")}
      </div>
      <div className="field">
        <label htmlFor={`${formId}-tool`}>{t("tool")}</label>
        <select {...fieldProps("tool")}>
          {DEMO_PRODUCTS.map((product) => (
            <option key={product.tool} value={product.tool}>
              {t(`product_${product.tool}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${formId}-message`}>
          {t("message")} <span className="optional">{t("optional")}</span>
        </label>
        <textarea {...fieldProps("message")} maxLength={2000} />
        {fieldError("message")}
      </div>
      {/* Honeypot: hidden from people and assistive technology; bots fill it in. */}
      <div className="honeypot" aria-hidden="true">
        <label htmlFor={`${formId}-website`}>{t("website")}</label>
        <input id={`${formId}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="field checkbox">
        <input
          id={`${formId}-marketing`}
          name="marketing_opt_in"
          type="checkbox"
          checked={marketingOptIn}
          onChange={(event) => setMarketingOptIn(event.target.checked)}
        />
        <label htmlFor={`${formId}-marketing`}>
          {t("marketing")} <span className="optional">{t("optional")}</span>
        </label>
      </div>
      <p className="form-notice" data-testid="privacy-notice">
        {t.rich("notice", { link: (chunks) => <Link href={privacyPath}>{chunks}</Link> })}
      </p>
      <div>
        <button type="submit" className="button" disabled={status.kind === "sending"}>
          {status.kind === "sending" ? t("sending") : t("submit")}
        </button>
      </div>
    </form>
  );
}
