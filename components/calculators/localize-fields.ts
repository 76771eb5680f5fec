import { AREA_UNITS, DEFAULT_REGION, SERVICE_ROI_DEFAULTS } from "@/lib/calculators";
import type { CalculatorSlug } from "./calculator-pages";
import type { ChoiceOption, FieldSpec } from "./form-spec";
import type { CalcWords } from "./words";

/** Option labels in the language of `w`: units by the term base's name (the English name in brackets), the rest by name. */
function optionIn(field: FieldSpec, option: ChoiceOption, w: CalcWords): ChoiceOption {
  const unit = AREA_UNITS.find((candidate) => candidate.id === option.value);
  const byName = (key: string) => (w.has(`${key}.${option.value}`) ? w.t(`${key}.${option.value}`) : option.label);
  let label = option.label;
  if (field.name === "fromUnit" || field.name === "toUnit" || field.name === "unit") {
    if (unit) {
      const name = `${w.unit(unit.id)} (${unit.label})`;
      label = unit.regional ? w.t("names.regional", { unit: name }) : name;
    }
  } else if (field.name === "region") label = byName("names.regions");
  else if (field.name === "state") label = byName("labels.states");
  else if (field.name === "buyer") label = byName("labels.buyers");
  else if (field.name === "instrument") label = byName("labels.instruments");
  const group = option.groupValue !== undefined ? w.t(`labels.states.${option.groupValue}`) : undefined;
  return { ...option, label, ...(group === undefined ? {} : { group }) };
}

/**
 * A calculator's form fields in the language of `w`: labels, help, placeholders, legends and option names
 * from its messages. English is the fields as defined (a test checks the English messages say the same).
 * Shared by the pages and the MCP Apps views.
 */
export function fieldsWithWords<N extends string>(slug: CalculatorSlug, fields: readonly FieldSpec<N>[], w: CalcWords): FieldSpec<N>[] {
  if (w.locale === "en") return [...fields];
  const region = w.region(DEFAULT_REGION);
  const defaults = SERVICE_ROI_DEFAULTS as Record<string, number | undefined>;
  return fields.map((field) => {
    const key = `fields.${slug}.${field.name}`;
    const args = { value: String(defaults[field.name] ?? ""), region };
    const word = (part: string) => (w.has(`${key}.${part}`) ? w.t(`${key}.${part}`, args) : undefined);
    const common = { label: word("label") ?? field.label, help: word("help"), group: word("group") };
    if (field.kind === "choice") {
      return { ...field, ...common, options: field.options.map((option) => optionIn(field, option, w)), emptyLabel: word("emptyLabel") };
    }
    return { ...field, ...common, placeholder: word("placeholder") };
  });
}
