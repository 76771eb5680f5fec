import type { FieldSpec } from "./form-spec";
import type { SearchParams } from "./read-form-values";

/**
 * A field the result address can leave out when it is empty: an optional
 * number, or an optional choice whose default is the empty option. Its
 * absence means exactly what its empty value means. A required field stays,
 * even empty, so the page still says it is missing.
 */
function droppableWhenEmpty(field: FieldSpec): boolean {
  return field.optional === true && (field.kind === "number" || field.defaultValue === "");
}

/** What cleaning needs to know of a form (small enough to hand to the browser): its field names in order, and which may go when empty. */
export interface QueryShape {
  names: readonly string[];
  droppable: readonly string[];
}

export function queryShape(fields: readonly FieldSpec[]): QueryShape {
  return { names: fields.map((field) => field.name), droppable: fields.filter(droppableWhenEmpty).map((field) => field.name) };
}

/**
 * The query string of a result address, from a submitted form's entries or a
 * page's search parameters: the form's fields in form order, empty optional
 * ones dropped, values trimmed; any other parameter (utm_source…) kept, after
 * the fields, unless it is empty.
 */
export function cleanQuery(shape: QueryShape, entries: Iterable<readonly [string, string]>): string {
  const sent = new Map<string, string>();
  for (const [name, value] of entries) if (!sent.has(name)) sent.set(name, value.trim());
  const query = new URLSearchParams();
  for (const name of shape.names) {
    const value = sent.get(name);
    if (value === undefined || (value === "" && shape.droppable.includes(name))) continue;
    query.set(name, value);
  }
  for (const [name, value] of sent) if (!shape.names.includes(name) && value !== "") query.set(name, value);
  // Every field was empty and optional: keep one, so the address still reads as a submitted form.
  const first = shape.names[0];
  const sentAField = shape.names.some((name) => sent.has(name));
  if (first !== undefined && sentAField && !shape.names.some((name) => query.has(name))) query.set(first, "");
  return query.toString();
}

/** The search parameters as entries (the first of a repeated name). */
export function searchParamEntries(searchParams: SearchParams): [string, string][] {
  return Object.entries(searchParams).flatMap(([name, value]) => {
    const first = Array.isArray(value) ? value[0] : value;
    return first === undefined ? [] : [[name, first] as [string, string]];
  });
}

/**
 * The clean address of a result page, or null when the one asked for is
 * already clean. Old links with empty parameters are redirected here.
 */
export function cleanResultPath(path: string, fields: readonly FieldSpec[], searchParams: SearchParams): string | null {
  const entries = searchParamEntries(searchParams);
  if (entries.length === 0) return null;
  const cleaned = cleanQuery(queryShape(fields), entries);
  // Order is not a reason to redirect: only a dropped, trimmed or repeated parameter is.
  const sorted = (query: string) =>
    [...new URLSearchParams(query)]
      .map(([name, value]) => `${name}=${value}`)
      .sort()
      .join("&");
  const repeated = Object.values(searchParams).some(Array.isArray);
  if (!repeated && sorted(cleaned) === sorted(new URLSearchParams(entries).toString())) return null;
  return cleaned === "" ? path : `${path}?${cleaned}`;
}
