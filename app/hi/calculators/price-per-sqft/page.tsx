import { calculatorResultMetadata, redirectToCleanAddress } from "@/components/calculators/calculator-route";
import { PricePerSqft } from "@/components/calculators/price-per-sqft/price-per-sqft";
import type { SearchParams } from "@/components/calculators/read-form-values";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  return calculatorResultMetadata("price-per-sqft", await searchParams, "hi");
}

export default async function HindiPricePerSqftPage({ searchParams }: Props) {
  const params = await searchParams;
  redirectToCleanAddress("price-per-sqft", params, "hi");
  return <PricePerSqft searchParams={params} locale="hi" />;
}
