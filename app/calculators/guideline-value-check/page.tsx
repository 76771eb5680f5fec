import { calculatorMetadata } from "@/components/calculators/calculator-pages";
import { GuidelineValueCheck } from "@/components/calculators/guideline-value-check/guideline-value-check";
import type { SearchParams } from "@/components/calculators/read-form-values";

export const metadata = calculatorMetadata("guideline-value-check");

export default async function GuidelineValueCheckPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <GuidelineValueCheck searchParams={await searchParams} />;
}
