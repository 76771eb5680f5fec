import type { z } from "zod";

/**
 * The JSON Schema keywords the calculators' tool schemas use (what `tools/list` publishes, generated from
 * their zod schemas), checked without zod: the view reads its tool's input and output schemas from its
 * page and reports problems as zod-shaped issues, so the page's own field messages apply unchanged.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

type Issue = z.core.$ZodIssue;
type Path = (string | number)[];

const TYPE_OF: Record<string, (value: unknown) => boolean> = {
  number: (value) => typeof value === "number" && Number.isFinite(value),
  integer: (value) => Number.isInteger(value),
  string: (value) => typeof value === "string",
  boolean: (value) => typeof value === "boolean",
  null: (value) => value === null,
  array: (value) => Array.isArray(value),
  object: (value) => value !== null && typeof value === "object" && !Array.isArray(value),
};

const named = (path: Path) => (path.length > 0 ? path.join(".") : "value");

/** Every way `value` breaks `schema`; none when it fits. */
export function schemaIssues(value: unknown, schema: JsonSchema, path: Path = []): Issue[] {
  if (schema.anyOf) {
    const tried = schema.anyOf.map((branch) => schemaIssues(value, branch, path));
    return tried.some((issues) => issues.length === 0) ? [] : (tried[0] ?? []);
  }
  const types = schema.type === undefined ? [] : ([] as string[]).concat(schema.type);
  if (types.length > 0 && !types.some((type) => TYPE_OF[type]?.(value))) {
    const message = value === undefined ? `${named(path)} is required` : `${named(path)} must be ${types.join(" or ")}`;
    return [{ code: "invalid_type", expected: types[0] as never, input: value, path, message }];
  }
  if (schema.enum && !schema.enum.includes(value)) {
    return [
      {
        code: "invalid_value",
        values: schema.enum as never,
        input: value,
        path,
        message: `${named(path)} must be one of: ${schema.enum.join(", ")}`,
      },
    ];
  }
  if ("const" in schema && value !== schema.const) {
    return [
      {
        code: "invalid_value",
        values: [schema.const] as never,
        input: value,
        path,
        message: `${named(path)} must be ${String(schema.const)}`,
      },
    ];
  }
  if (typeof value === "number") return numberIssues(value, schema, path);
  if (Array.isArray(value)) return schema.items ? value.flatMap((item, index) => schemaIssues(item, schema.items!, [...path, index])) : [];
  if (TYPE_OF.object!(value)) return objectIssues(value as Record<string, unknown>, schema, path);
  return [];
}

function numberIssues(value: number, schema: JsonSchema, path: Path): Issue[] {
  const low = schema.exclusiveMinimum ?? schema.minimum;
  if (low !== undefined && (value < low || (schema.exclusiveMinimum !== undefined && value === low))) {
    const inclusive = schema.exclusiveMinimum === undefined;
    const message = `${named(path)} must be ${inclusive ? `${low} or greater` : `greater than ${low}`}`;
    return [{ code: "too_small", origin: "number", minimum: low, inclusive, input: value, path, message }];
  }
  const high = schema.exclusiveMaximum ?? schema.maximum;
  if (high !== undefined && (value > high || (schema.exclusiveMaximum !== undefined && value === high))) {
    const inclusive = schema.exclusiveMaximum === undefined;
    const message = `${named(path)} must be ${inclusive ? `at most ${high}` : `less than ${high}`}`;
    return [{ code: "too_big", origin: "number", maximum: high, inclusive, input: value, path, message }];
  }
  return [];
}

function objectIssues(value: Record<string, unknown>, schema: JsonSchema, path: Path): Issue[] {
  const properties = schema.properties ?? {};
  const issues = Object.entries(properties).flatMap(([key, property]) =>
    value[key] === undefined && !schema.required?.includes(key) ? [] : schemaIssues(value[key], property, [...path, key]),
  );
  const extra = schema.additionalProperties === false ? Object.keys(value).filter((key) => !(key in properties)) : [];
  if (extra.length > 0)
    issues.push({ code: "unrecognized_keys", keys: extra, input: value, path, message: `Unrecognized keys: ${extra.join(", ")}` });
  return issues;
}
