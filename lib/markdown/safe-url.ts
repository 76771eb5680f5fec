/** Schemes a link in our Markdown may use; everything else (javascript:, data:, vbscript:, file:…) is dropped. */
const SAFE_LINK_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
const SAFE_IMAGE_SCHEMES = new Set(["http", "https"]);

const NAMED_ENTITIES: Record<string, string> = { colon: ":", tab: "\t", newline: "\n", amp: "&", lpar: "(", rpar: ")" };

/** Resolves character references the way a browser would before it reads the scheme. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? match;
  });
}

function schemeOf(url: string): string | undefined {
  // Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const normalised = decodeEntities(url).replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(normalised);
  return match?.[1]?.toLowerCase();
}

/** A link target that cannot run script: a relative URL, a fragment, or an allowed scheme. */
export function isSafeLinkUrl(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme === undefined || SAFE_LINK_SCHEMES.has(scheme);
}

/** An image source that cannot run script or embed a document. */
export function isSafeImageUrl(url: string): boolean {
  const scheme = schemeOf(url);
  return scheme === undefined || SAFE_IMAGE_SCHEMES.has(scheme);
}
