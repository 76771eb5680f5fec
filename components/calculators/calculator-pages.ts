/**
 * The six calculator pages: one entry per page, read by the index page, each
 * page's header and metadata, and the "also available to agents" note. Slugs
 * are public URLs that guides and help articles link to; do not rename them.
 */
export interface CalculatorPageInfo {
  slug: string;
  title: string;
  /** One sentence for the index card and the meta description. */
  summary: string;
  /** Name of the same calculator on the calculator MCP server at /mcp. */
  toolName: string;
  /** Help article id under /help. */
  helpId: string;
}

export const CALCULATOR_PAGES = [
  {
    slug: "area-converter",
    title: "Land area converter",
    summary:
      "Convert land area between square feet, square metres, acres, hectares and Indian units such as guntha, cent, bigha and katha, with the regional value stated.",
    toolName: "land_area_convert",
    helpId: "using-the-area-converter",
  },
  {
    slug: "price-per-sqft",
    title: "Price per square foot calculator",
    summary:
      "Work out a parcel's price per square foot, per square metre and per the unit it was quoted in, to compare listings side by side.",
    toolName: "price_per_sqft",
    helpId: "using-the-price-per-sqft-calculator",
  },
  {
    slug: "land-roi",
    title: "Land ROI calculator",
    summary: "Total profit, total return and annualised return (CAGR) of a land investment, including stamp duty, fees and other costs.",
    toolName: "land_roi",
    helpId: "using-the-land-roi-calculator",
  },
  {
    slug: "guideline-value-check",
    title: "Guideline value check",
    summary: "Compare the government guideline value (circle rate) with the market rate and see which one stamp duty will be charged on.",
    toolName: "guideline_value_check",
    helpId: "using-the-guideline-value-check",
  },
  {
    slug: "acquisition-cost",
    title: "Land acquisition cost calculator",
    summary:
      "The full cost of buying a parcel: price plus stamp duty, registration, brokerage, legal fees and other costs, itemised, with state default rates.",
    toolName: "land_acquisition_cost",
    helpId: "using-the-acquisition-cost-calculator",
  },
  {
    slug: "service-roi",
    title: "Acquisition software ROI calculator",
    summary:
      "Estimate the annual return of replacing manual land-acquisition coordination with our software: hours saved, net benefit and payback.",
    toolName: "service_roi",
    helpId: "using-the-service-roi-calculator",
  },
] as const satisfies readonly CalculatorPageInfo[];

/**
 * The state rates page: the full table the acquisition-cost calculator
 * applies, on a page of its own so the calculator page stays light.
 */
export const RATES_PAGE = {
  path: "/calculators/acquisition-cost/rates",
  title: "Stamp duty and registration rates by state",
  summary:
    "The default stamp duty and registration rates, slabs and caps the land acquisition cost calculator applies in each state and locality, with when each took effect, its sources and the date it was checked.",
} as const;

export type CalculatorSlug = (typeof CALCULATOR_PAGES)[number]["slug"];

export function calculatorPage(slug: CalculatorSlug): CalculatorPageInfo {
  const page = CALCULATOR_PAGES.find((entry) => entry.slug === slug);
  if (!page) throw new Error(`Unknown calculator page: ${slug}`);
  return page;
}

export function calculatorPath(slug: CalculatorSlug): string {
  return `/calculators/${slug}`;
}
