import { calculatorMetadata } from "@/components/calculators/calculator-pages";
import { PricePerSqft } from "@/components/calculators/price-per-sqft/price-per-sqft";
import type { SearchParams } from "@/components/calculators/read-form-values";

export const metadata = calculatorMetadata("price-per-sqft");

export default async function PricePerSqftPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PricePerSqft searchParams={await searchParams} />;
}
