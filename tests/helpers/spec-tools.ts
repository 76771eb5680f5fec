/** The tools each server must list, in the spec's order (SPEC.md, "MCP tool servers"): the oracle, not the registry. */
export const SPEC_CALCULATOR_TOOLS = [
  "land_area_convert",
  "price_per_sqft",
  "land_roi",
  "guideline_value_check",
  "land_acquisition_cost",
  "service_roi",
] as const;

export const SPEC_DOCS_TOOLS = ["search_docs", "get_doc", "list_docs"] as const;
