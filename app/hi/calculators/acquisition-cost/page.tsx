import { calculatorResultMetadata, redirectToCleanAddress } from "@/components/calculators/calculator-route";
import { AcquisitionCost } from "@/components/calculators/acquisition-cost/acquisition-cost";
import type { SearchParams } from "@/components/calculators/read-form-values";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  return calculatorResultMetadata("acquisition-cost", await searchParams, "hi");
}

export default async function HindiAcquisitionCostPage({ searchParams }: Props) {
  const params = await searchParams;
  redirectToCleanAddress("acquisition-cost", params, "hi");
  return <AcquisitionCost searchParams={params} locale="hi" />;
}
