import { type Locale, localePath } from "@/lib/i18n/locales";
import { calculatorPath, type CalculatorSlug } from "./calculator-pages";
import { calculatorPageIn, calculatorWords } from "./calculator-words";
import type { FieldErrors } from "./field-errors";
import { FormField, selectedChoice } from "./form-field";
import { type FieldSpec, groupFields } from "./form-spec";
import { CalculatorFormShell } from "./calculator-form-shell";
import { queryShape } from "./clean-query";

interface Props {
  slug: CalculatorSlug;
  /** The page's language: the form submits to the page in it. */
  locale?: Locale;
  fields: readonly FieldSpec[];
  values: Record<string, string>;
  errors: FieldErrors | undefined;
}

export function CalculatorForm({ slug, locale = "en", fields, values, errors }: Props) {
  const page = calculatorPageIn(slug, locale);
  const { t } = calculatorWords(locale);
  const path = localePath(calculatorPath(slug), locale);
  const words = { optional: t("form.optional"), choose: t("form.choose") };
  const shown = Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.kind === "choice" ? selectedChoice(field, values[field.name] ?? "") : (values[field.name] ?? ""),
    ]),
  );
  const render = (field: FieldSpec) => (
    <FormField key={field.name} field={field} value={values[field.name] ?? ""} error={errors?.fields[field.name]} words={words} />
  );
  return (
    <CalculatorFormShell action={path} tool={{ name: page.toolName, description: page.summary }} values={shown} shape={queryShape(fields)}>
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
          {t("form.calculate")}
        </button>
        {/* A plain link (full load) so a fresh, empty form is guaranteed. */}
        <a href={path} className="button secondary">
          {t("form.clear")}
        </a>
      </div>
    </CalculatorFormShell>
  );
}
