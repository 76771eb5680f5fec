import { LOCALE_INFO, type Locale } from "@/lib/i18n/locales";
import { translator } from "@/lib/i18n/messages";
import type { FieldSpec } from "./form-spec";

const date = (locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_INFO[locale].htmlLang, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
    numberingSystem: "latn",
  });

/** The value a field shows, in words: a choice's label, else the text as entered. */
function shown(field: FieldSpec, value: string): string {
  if (field.kind === "number") return value;
  return field.options.find((option) => option.value === value)?.label ?? field.emptyLabel ?? value;
}

/**
 * The top of a printed cost sheet (hidden on screen), under the page's
 * title: the date it was worked out, the result's address, and the inputs it
 * was worked out from (fields left empty are left out).
 */
export function PrintSheetHead({
  locale = "en",
  title,
  url,
  fields,
  values,
}: {
  locale?: Locale;
  title: string;
  url: string;
  fields: readonly FieldSpec[];
  values: Record<string, string>;
}) {
  const t = translator(locale, "calculators");
  const given = fields.filter((field) => (values[field.name] ?? "") !== "" || (field.kind === "choice" && field.emptyLabel));
  return (
    <div className="calc-print-only calc-print-head">
      <p>
        {t("print.workedOut", { date: date(locale).format(new Date()), title: locale === "en" ? title.toLowerCase() : title })}
        <br />
        {url}
      </p>
      <table className="calc-breakdown calc-print-inputs">
        <caption>{t("print.inputs")}</caption>
        <tbody>
          {given.map((field) => (
            <tr key={field.name}>
              <th scope="row">{field.label}</th>
              <td className="calc-num">{shown(field, values[field.name] ?? "")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
