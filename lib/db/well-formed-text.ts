const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text as it can be stored: lone UTF-16 surrogates (which JSON can carry but
 * UTF-8 cannot) become U+FFFD. node-postgres already encodes them that way;
 * the embedded PGlite instead fails some sequences of them (two lone low
 * surrogates in a row) with "invalid byte sequence for encoding UTF8", a 500.
 */
export function wellFormedText(value: string): string {
  return value.replace(LONE_SURROGATE, "\ufffd");
}
