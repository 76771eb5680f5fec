import { calculatorMetadata } from "@/components/calculators/calculator-pages";
import { LandRoi } from "@/components/calculators/land-roi/land-roi";
import type { SearchParams } from "@/components/calculators/read-form-values";

export const metadata = calculatorMetadata("land-roi");

export default async function LandRoiPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <LandRoi searchParams={await searchParams} />;
}
