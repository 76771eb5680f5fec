/** Ids the layout and the content pages use themselves; a heading never takes one of them. */
export const RESERVED_IDS = ["main", "doc-toc", "doc-sources", "doc-related"];

/** Lower-case, ASCII, hyphen-separated: "Step 1: check zoning" becomes "step-1-check-zoning". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Unique heading ids within one document: repeats get "-2", "-3"… */
export function createSlugger(): (text: string) => string {
  const used = new Set(RESERVED_IDS);
  return (text) => {
    const base = slugify(text) || "section";
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
}
