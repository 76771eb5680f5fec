import { calculatorResultMetadata, redirectToCleanAddress } from "@/components/calculators/calculator-route";
import { GuidelineValueCheck } from "@/components/calculators/guideline-value-check/guideline-value-check";
import type { SearchParams } from "@/components/calculators/read-form-values";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  return calculatorResultMetadata("guideline-value-check", await searchParams, "hi");
}

export default async function HindiGuidelineValueCheckPage({ searchParams }: Props) {
  const params = await searchParams;
  redirectToCleanAddress("guideline-value-check", params, "hi");
  return <GuidelineValueCheck searchParams={params} locale="hi" />;
}
