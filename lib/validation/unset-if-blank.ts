import { z } from "zod";

/** Absent, null, or only whitespace: "not given", from a form, a JSON body or an environment variable. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** The schema, with a blank value read as unset (so `.optional()` and `.default()` apply to it). */
export function unsetIfBlank<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (isBlank(value) ? undefined : value), schema);
}
