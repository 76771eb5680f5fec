/** Sections for surfaces outside `/api` (agent identity, tool servers) that the reference also documents. */
export function extraApiDocsSections(_base: string): string[] {
  return [];
}
