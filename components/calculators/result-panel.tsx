import type { ReactNode } from "react";
import type { FieldErrors } from "./field-errors";
import { fieldId } from "./form-field";
import type { FieldSpec } from "./form-spec";

interface Props {
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

function ErrorSummary({ fields, errors }: { fields: readonly FieldSpec[]; errors: FieldErrors }) {
  const listed = fields.filter((field) => errors.fields[field.name]);
  return (
    <div className="notice error calc-error-summary">
      <p>
        {errors.form ??
          (listed.length === 1 ? "Please correct the highlighted field." : `Please correct the ${listed.length} highlighted fields.`)}
      </p>
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
export function ResultPanel({ status, fields, errors, headline, children, actions }: Props) {
  return (
    <section className="card calc-result" id="calc-result" aria-labelledby="calc-result-heading" data-status={status}>
      {/* Focused after Calculate (tabIndex -1: reachable by script, not by Tab), so the answer is read out next. */}
      <h2 id="calc-result-heading" tabIndex={-1}>
        Result
      </h2>
      <div role="status" aria-live="polite" aria-atomic="true" className="calc-status" data-testid="calc-status">
        {status === "ok" ? (
          <p className="calc-headline">{headline}</p>
        ) : status === "invalid" && errors ? (
          <ErrorSummary fields={fields} errors={errors} />
        ) : (
          <p className="calc-placeholder">Enter your figures and press Calculate to see the result here.</p>
        )}
      </div>
      {status === "ok" ? actions : null}
      {status === "ok" ? children : null}
    </section>
  );
}
