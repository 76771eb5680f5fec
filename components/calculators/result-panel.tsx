import type { ReactNode } from "react";
import { ENGLISH } from "./english-words";
import type { CalcWords } from "./words";
import type { FieldErrors } from "./field-errors";
import { fieldId } from "./form-field";
import type { FieldSpec } from "./form-spec";

interface Props {
  /** The words of the page or view (English unless given). */
  w?: CalcWords;
  status: "empty" | "invalid" | "ok";
  fields: readonly FieldSpec[];
  errors: FieldErrors | undefined;
  /** One line with the answer; read out by screen readers when it changes. */
  headline: ReactNode;
  /** The breakdown, shown under the headline when there is a result. */
  children?: ReactNode;
  /** Share and print, between the answer and its breakdown (pages only). */
  actions?: ReactNode;
}

function ErrorSummary({ fields, errors, w }: { fields: readonly FieldSpec[]; errors: FieldErrors; w: CalcWords }) {
  const listed = fields.filter((field) => errors.fields[field.name]);
  return (
    <div className="notice error calc-error-summary">
      <p>{errors.form ?? w.t("result.correct", { count: listed.length })}</p>
      {listed.length > 0 ? (
        <ul>
          {listed.map((field) => (
            <li key={field.name}>
              <a href={`#${fieldId(field.name)}`}>{field.label}</a>: {errors.fields[field.name]}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The result column. The status region stays in the page across soft
 * navigations, so assistive technology announces each new answer or error.
 */
export function ResultPanel({ w = ENGLISH, status, fields, errors, headline, children, actions }: Props) {
  return (
    <section className="card calc-result" id="calc-result" aria-labelledby="calc-result-heading" data-status={status}>
      {/* Focused after Calculate (tabIndex -1: reachable by script, not by Tab), so the answer is read out next. */}
      <h2 id="calc-result-heading" tabIndex={-1}>
        {w.t("result.heading")}
      </h2>
      <div role="status" aria-live="polite" aria-atomic="true" className="calc-status" data-testid="calc-status">
        {status === "ok" ? (
          <p className="calc-headline">{headline}</p>
        ) : status === "invalid" && errors ? (
          <ErrorSummary fields={fields} errors={errors} w={w} />
        ) : (
          <p className="calc-placeholder">{w.t("result.placeholder")}</p>
        )}
      </div>
      {status === "ok" ? actions : null}
      {status === "ok" ? children : null}
    </section>
  );
}
