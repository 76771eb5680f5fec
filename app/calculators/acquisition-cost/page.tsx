import { AcquisitionCost } from "@/components/calculators/acquisition-cost/acquisition-cost";
import { calculatorMetadata } from "@/components/calculators/calculator-pages";
import type { SearchParams } from "@/components/calculators/read-form-values";

export const metadata = calculatorMetadata("acquisition-cost");

export default async function AcquisitionCostPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <AcquisitionCost searchParams={await searchParams} />;
}
