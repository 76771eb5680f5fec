import { calculatorResultMetadata, redirectToCleanAddress } from "@/components/calculators/calculator-route";
import { AreaConverter } from "@/components/calculators/area-converter/area-converter";
import type { SearchParams } from "@/components/calculators/read-form-values";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  return calculatorResultMetadata("area-converter", await searchParams, "hi");
}

export default async function HindiAreaConverterPage({ searchParams }: Props) {
  const params = await searchParams;
  redirectToCleanAddress("area-converter", params, "hi");
  return <AreaConverter searchParams={params} locale="hi" />;
}
