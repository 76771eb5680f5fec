import { expect } from "vitest";
import { getDoc } from "../../lib/content";

/**
 * Reading documents as the content review tests check them: each test pins the
 * wording of a corrected fact, so that an edit cannot bring back the error it replaced.
 */

/** A document's body without bold or italic markers, so a sentence reads as its words. */
export function body(id: string): string {
  const doc = getDoc(id);
  expect(doc, id).toBeDefined();
  return (doc?.body ?? "").replace(/\*\*|__/g, "");
}

/** A document's sources, one "title url" per line. */
export function sources(id: string): string {
  return (getDoc(id)?.sources ?? []).map((s) => `${s.title} ${s.url}`).join("\n");
}

/** The anchors of a document's headings. */
export function anchors(id: string): string[] {
  return (getDoc(id)?.headings ?? []).map((h) => h.id);
}

/** The plain-text copy of the Income-tax Act, 2025 as amended by the Finance Act, 2026 that the documents cite. */
export const ACT_COPY =
  "https://github.com/abaasairam-ai/income-tax-rag/blob/a84d25b8a874462b9c799eba818148fc9b4b70e7/docs-text/income-tax-act-2025.txt";
