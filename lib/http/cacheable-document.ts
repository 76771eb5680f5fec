import { createHash } from "node:crypto";

export interface CacheableDocument {
  body: string;
  /** e.g. `application/json`, `text/markdown; charset=utf-8`. */
  contentType: string;
  /** Defaults to one hour. */
  maxAgeSeconds?: number;
  /** Further headers on the 200 and the 304 alike (e.g. the api-catalog's own `Link`). */
  headers?: Record<string, string>;
}

const etags = new Map<string, string>();

/** A strong validator from the body's bytes, remembered per body (documents are few and small). */
function etagOf(body: string): string {
  let etag = etags.get(body);
  if (!etag) {
    if (etags.size > 64) etags.clear();
    etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    etags.set(body, etag);
  }
  return etag;
}

/** RFC 9110 §13.1.2: If-None-Match uses the weak comparison, and `*` matches any current representation. */
function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => {
    const value = candidate.trim();
    return value === "*" || value.replace(/^W\//, "") === opaque;
  });
}

/**
 * A public, credential-free document (discovery metadata, walkthroughs):
 * cacheable with `Cache-Control: public`, validated by ETag (a matching
 * If-None-Match is 304). CORS, HEAD and the rest come from the pipeline.
 */
export function cacheableDocument(request: Request, document: CacheableDocument): Response {
  const etag = etagOf(document.body);
  const headers: Record<string, string> = {
    ...document.headers,
    "Cache-Control": `public, max-age=${document.maxAgeSeconds ?? 3600}`,
    ETag: etag,
  };
  if (matches(request.headers.get("if-none-match"), etag)) return new Response(null, { status: 304, headers });
  headers["Content-Type"] = document.contentType;
  return new Response(document.body, { status: 200, headers });
}
