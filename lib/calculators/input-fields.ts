import { z } from "zod";
import { AREA_UNIT_IDS } from "./data/area-units";
import { DEFAULT_REGION, REGION_IDS } from "./data/regional-units";
import {
  INSTRUMENT_IDS,
  JURISDICTIONS,
  LOCALITY_IDS,
  LOCALITY_PLACE_EXAMPLES,
  LOCALITY_STATE,
  resolveLocality,
  resolveState,
  STATE_IDS,
} from "./data/jurisdictions";
import { parseAmount } from "./parse-amount";

/**
 * Field builders shared by the calculator input schemas. Every message names
 * the field and the rule it broke, because an agent often sees only the
 * message, not the issue path. zod 4 already rejects NaN and ±Infinity in
 * `z.number()`; the messages below say so.
 */
function numberField(field: string) {
  return z.number({
    error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a finite number`),
  });
}

export function positiveNumber(field: string, description: string) {
  return numberField(field)
    .positive({ error: `${field} must be greater than 0` })
    .describe(description);
}

export function nonNegativeNumber(field: string, description: string) {
  return numberField(field)
    .nonnegative({ error: `${field} must be 0 or greater` })
    .describe(description);
}

/**
 * An amount of money: a number, or a string as people write amounts ("12 lakh",
 * "1.2 crore", "₹1,20,00,000", "50k"), read by `parseAmount`. The output is
 * always a number; a string that is not an amount is refused with the reason.
 */
function amountField(field: string, check: (n: z.ZodNumber) => z.ZodNumber, description: string) {
  return z
    .union([z.number(), z.string()], {
      error: (issue) =>
        issue.input === undefined
          ? `${field} is required`
          : typeof issue.input === "number"
            ? `${field} must be a finite number`
            : `${field} must be a finite number or an amount in words, such as "12 lakh" or "1.2 crore"`,
    })
    .transform((value, context) => {
      if (typeof value === "number") return value;
      const parsed = parseAmount(value);
      if (parsed.ok) return parsed.value;
      context.addIssue({ code: "custom", message: `${field}: ${parsed.reason}`, input: value });
      return z.NEVER;
    })
    .pipe(check(numberField(field)))
    .describe(`${description} A number, or a string such as "12 lakh", "1.2 crore", "₹1,20,00,000" or "50k".`);
}

export function positiveAmount(field: string, description: string) {
  return amountField(field, (n) => n.positive({ error: `${field} must be greater than 0` }), description);
}

export function nonNegativeAmount(field: string, description: string) {
  return amountField(field, (n) => n.nonnegative({ error: `${field} must be 0 or greater` }), description);
}

export function percentage(field: string, description: string) {
  return numberField(field)
    .nonnegative({ error: `${field} must be 0 or greater` })
    .max(100, { error: `${field} must be at most 100` })
    .describe(description);
}

function enumField<const T extends readonly [string, ...string[]]>(field: string, values: T) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be one of: ${values.join(", ")}`),
  });
}

export function areaUnitField(field: string, description: string) {
  return enumField(field, AREA_UNIT_IDS).describe(description);
}

export function regionField() {
  return enumField("region", REGION_IDS)
    .optional()
    .describe(
      `Region whose customary sizes of bigha, biswa, katha and nali, or official local marla and kanal, to use: ${REGION_IDS.join(", ")}. ` +
        `Only matters for those units. Without it ${DEFAULT_REGION} is assumed for bigha, biswa and katha (pucca bigha of 27,225 sq ft; West Bengal's is 14,400) and the answer says so; marla and kanal keep their standard size; nali needs region uttarakhand.`,
    );
}

/**
 * One of `values`, given as the id or as a name people write (resolved by `resolve`); the output is always the id.
 * The ids stay listed in the input schema (`anyOf`: the enum, or any string).
 */
function namedField<const T extends readonly [string, ...string[]]>(
  field: string,
  values: T,
  resolve: (text: string) => T[number] | undefined,
  refusal: (text: string) => string,
) {
  return z
    .union([z.enum(values), z.string()], {
      error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be one of: ${values.join(", ")}`),
    })
    .transform((value, context): T[number] => {
      const found = resolve(value);
      if (found !== undefined) return found;
      context.addIssue({ code: "custom", message: `${field}: ${refusal(value)}`, input: value });
      return z.NEVER;
    });
}

export function stateField(description: string) {
  return namedField(
    "state",
    STATE_IDS,
    resolveState,
    (text) =>
      `"${text}" is not a state or UT in the table; give its name (such as "Maharashtra" or "Tamil Nadu") or one of: ${STATE_IDS.join(", ")}`,
  )
    .optional()
    .describe(`${description} Its name as people write it is accepted too, in any case ("Maharashtra", "tamil nadu", "Orissa").`);
}

/** Why a locality name was not taken: a state's name (which locality?), or a place the table does not map. */
function localityRefusal(text: string): string {
  const state = resolveState(text);
  if (state) {
    const { label, localities } = JURISDICTIONS[state];
    const ids = localities.flatMap((locality) => (locality.id ? [`${locality.id} (${locality.label})`] : []));
    return ids.length
      ? `"${text}" names ${label}, whose rates differ by locality: pass state "${state}" and one of ${ids.join("; ")}, or a city there`
      : `"${text}" names ${label}, which has one set of rates: pass it as state and leave locality out`;
  }
  return `"${text}" is not a locality or a city the table maps. Give a locality id (${LOCALITY_IDS.join(", ")}) or a city that lies wholly in one (such as ${LOCALITY_PLACE_EXAMPLES.join(", ")}); for a state with one set of rates, leave locality out`;
}

export function localityField() {
  const places = LOCALITY_IDS.map(
    (id) => `${id} (${JURISDICTIONS[LOCALITY_STATE[id]].localities.find((l) => l.id === id)?.places?.join(", ") ?? "no city names"})`,
  );
  return namedField("locality", LOCALITY_IDS, resolveLocality, localityRefusal)
    .optional()
    .describe(
      `Where in the state the land lies, for states whose rates differ by locality (Delhi, Haryana, Maharashtra, West Bengal): a locality id or a city or district that lies wholly in one, in any case: ${places.join("; ")}. ` +
        "A name that spans localities (Delhi, a district with rural parts) is refused with the choices. " +
        "Without it the state's first locality (delhi-mcd, mumbai, west-bengal-urban, haryana-urban) is used, and the answer leads with that assumption. " +
        "A locality implies its state.",
    );
}

export function instrumentField() {
  return enumField("instrument", INSTRUMENT_IDS)
    .optional()
    .describe(
      `The instrument being stamped and registered: ${INSTRUMENT_IDS.join(", ")}. Default sale (a sale or conveyance deed). ` +
        "Other instruments use the state's own rule where the table has one (for example an agreement to sell with possession charged as a conveyance, or a lease charged on the market value or on its rent); " +
        "where it has none, the answer says the instrument is not covered for that state and uses 0 unless you give the percentages.",
    );
}

export function leaseYearsField() {
  return positiveNumber(
    "leaseYears",
    "Term of the lease in years; required when instrument is lease (lease rules depend on the term).",
  ).optional();
}

export function annualRentField() {
  return positiveAmount(
    "annualRent",
    "Average annual rent of a lease (total rent / years), rupees; needed where the state charges the term on its rent.",
  ).optional();
}

export function premiumField() {
  return nonNegativeAmount(
    "premium",
    "Premium, fine, money advanced or deposit the state's lease rule adds to the rent, rupees (0 if none); needed with annualRent.",
  ).optional();
}
