import { fullFormats } from "ajv-formats/dist/formats";
import { z } from "zod";

const uriFormat = fullFormats.uri as (value: string) => boolean;

/**
 * Whether `value` is an absolute URI as RFC 3986 defines it: the check JSON Schema's `format: "uri"`
 * applies in the MCP SDK clients (ajv-formats), which `z.url()` (the WHATWG parser) does not. A
 * typographic apostrophe or a space in a path passes `new URL()` but fails here: percent-encode it.
 */
export function isAbsoluteUri(value: string): boolean {
  return uriFormat(value);
}

/** `z.url()` that also passes `isAbsoluteUri`, so a document or rate can never break a client's output-schema check. */
export function absoluteUri() {
  return z.url().refine(isAbsoluteUri, {
    message: "must be an absolute RFC 3986 URI: percent-encode characters such as ’, spaces or non-ASCII letters",
  });
}
