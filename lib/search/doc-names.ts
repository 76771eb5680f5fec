import type { Doc } from "@/lib/content";
import { terms } from "./tokenize";

/** Each document's names as terms, prepared once per document. */
const cache = new Map<string, readonly (readonly string[])[]>();

/**
 * The names a document goes by, as terms: its title without a bracketed
 * part, what the brackets hold ("Power of attorney (PoA)" → "power
 * attorney", "poa"; "Katha (kattha, cottah)" → "katha", "kattha",
 * "cottah") and its aliases.
 */
export function docNames(doc: Doc): readonly (readonly string[])[] {
  let names = cache.get(doc.id);
  if (!names) {
    const bracketed = [...doc.title.matchAll(/\(([^)]*)\)/g)].flatMap((match) => (match[1] ?? "").split(","));
    const plain = doc.title.replace(/\([^)]*\)/g, " ");
    names = [plain, ...bracketed, ...doc.aliases].map(terms).filter((name) => name.length > 0);
    cache.set(doc.id, names);
  }
  return names;
}

/**
 * Whether every term of one of the document's names is among `matched` and
 * none of them only among `excluded`: the query names the document.
 */
export function namesDoc(doc: Doc, matched: ReadonlySet<string>, excluded: ReadonlySet<string> = new Set()): boolean {
  return docNames(doc).some((name) => name.every((term) => matched.has(term) && !excluded.has(term)));
}
