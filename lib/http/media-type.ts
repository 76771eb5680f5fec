/** The media type of a Content-Type header, lower-cased, without parameters ("" when absent). */
export function mediaTypeOf(contentType: string | null): string {
  return contentType?.split(";")[0]?.trim().toLowerCase() ?? "";
}

/** `application/json` or any `application/*+json` type. */
export function isJsonMediaType(type: string): boolean {
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}
