import { calculatorOgImage } from "@/components/calculators/og-image";

/** The link-preview image of a result: the same inputs as the page, the figure drawn. */
export function GET(request: Request) {
  return calculatorOgImage("area-converter", request);
}
