import type { ReactNode } from "react";
import type { ChoiceFieldSpec, ChoiceOption, FieldSpec, NumberFieldSpec } from "./form-spec";

export const fieldId = (name: string) => `calc-${name}`;

interface FieldProps<F extends FieldSpec> {
  field: F;
  value: string;
  error: string | undefined;
  /** The page's words for "(optional)" and an unchosen list. */
  words: FieldWords;
}

export interface FieldWords {
  optional: string;
  choose: string;
}

/** The value a choice shows: the one sent if it is an option, else the empty option. */
export function selectedChoice(field: ChoiceFieldSpec, value: string): string {
  return field.options.some((option) => option.value === value) ? value : "";
}

function describedBy(field: FieldSpec, error: string | undefined): string | undefined {
  const ids = [field.help ? `${fieldId(field.name)}-help` : null, error ? `${fieldId(field.name)}-error` : null];
  return ids.filter(Boolean).join(" ") || undefined;
}

function FieldFrame({
  field,
  error,
  words,
  children,
}: {
  field: FieldSpec;
  error: string | undefined;
  words: FieldWords;
  children: ReactNode;
}) {
  const id = fieldId(field.name);
  return (
    <div className="field">
      <label htmlFor={id}>
        {field.label}
        {field.optional ? <span className="optional"> {words.optional}</span> : null}
      </label>
      {field.help ? (
        <p className="help" id={`${id}-help`}>
          {field.help}
        </p>
      ) : null}
      {children}
      {error ? (
        <p className="error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function NumberInput({ field, value, error, words }: FieldProps<NumberFieldSpec>) {
  return (
    <FieldFrame field={field} error={error} words={words}>
      <input
        id={fieldId(field.name)}
        name={field.name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        defaultValue={value}
        placeholder={field.placeholder}
        required={!field.optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, error)}
      />
    </FieldFrame>
  );
}

function ChoiceInput({ field, value, error, words }: FieldProps<ChoiceFieldSpec>) {
  const selected = selectedChoice(field, value);
  const showEmpty = field.emptyLabel !== undefined || selected === "";
  return (
    <FieldFrame field={field} error={error} words={words}>
      <select
        id={fieldId(field.name)}
        name={field.name}
        defaultValue={selected}
        required={!field.optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, error)}
      >
        {showEmpty ? <option value="">{field.emptyLabel ?? words.choose}</option> : null}
        {optionGroups(field.options).map(({ group, groupValue, options }) =>
          group === undefined ? (
            options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))
          ) : (
            <optgroup key={group} label={group} data-group-value={groupValue}>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ),
        )}
      </select>
    </FieldFrame>
  );
}

/** Consecutive options that share a group, in order; ungrouped options stand alone. */
function optionGroups(options: readonly ChoiceOption[]) {
  const groups: { group: string | undefined; groupValue: string | undefined; options: ChoiceOption[] }[] = [];
  for (const option of options) {
    const last = groups.at(-1);
    if (last && option.group !== undefined && last.group === option.group) last.options.push(option);
    else groups.push({ group: option.group, groupValue: option.groupValue, options: [option] });
  }
  return groups;
}

export function FormField({ field, value, error, words }: FieldProps<FieldSpec>) {
  return field.kind === "number" ? (
    <NumberInput field={field} value={value} error={error} words={words} />
  ) : (
    <ChoiceInput field={field} value={value} error={error} words={words} />
  );
}
