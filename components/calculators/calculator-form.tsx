import { calculatorPage, calculatorPath, type CalculatorSlug } from "./calculator-pages";
import type { FieldErrors } from "./field-errors";
import { FormField, selectedChoice } from "./form-field";
import { type FieldSpec, groupFields } from "./form-spec";
import { CalculatorFormShell } from "./calculator-form-shell";
import { queryShape } from "./clean-query";

interface Props {
  slug: CalculatorSlug;
  fields: readonly FieldSpec[];
  values: Record<string, string>;
  errors: FieldErrors | undefined;
}

export function CalculatorForm({ slug, fields, values, errors }: Props) {
  const page = calculatorPage(slug);
  const shown = Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.kind === "choice" ? selectedChoice(field, values[field.name] ?? "") : (values[field.name] ?? ""),
    ]),
  );
  const render = (field: FieldSpec) => (
    <FormField key={field.name} field={field} value={values[field.name] ?? ""} error={errors?.fields[field.name]} />
  );
  return (
    <CalculatorFormShell
      action={calculatorPath(slug)}
      tool={{ name: page.toolName, description: page.summary }}
      values={shown}
      shape={queryShape(fields)}
    >
      {groupFields(fields).flatMap((group) =>
        group.legend === undefined
          ? group.fields.map(render)
          : [
              <fieldset key={group.legend} className="calc-fieldset">
                <legend>{group.legend}</legend>
                {group.fields.map(render)}
              </fieldset>,
            ],
      )}
      <div className="calc-actions">
        <button type="submit" className="button">
          Calculate
        </button>
        {/* A plain link (full load) so a fresh, empty form is guaranteed. */}
        <a href={calculatorPath(slug)} className="button secondary">
          Clear
        </a>
      </div>
    </CalculatorFormShell>
  );
}
