import { AreaConverter } from "@/components/calculators/area-converter/area-converter";
import { calculatorMetadata } from "@/components/calculators/calculator-pages";
import type { SearchParams } from "@/components/calculators/read-form-values";

export const metadata = calculatorMetadata("area-converter");

export default async function AreaConverterPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <AreaConverter searchParams={await searchParams} />;
}
