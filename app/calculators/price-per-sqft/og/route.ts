import { calculatorOgRoute } from "@/components/calculators/og-image";

/** The link-preview image of a result: the same inputs as the page, the figure drawn. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = calculatorOgRoute("price-per-sqft");
