import { calculatorResultMetadata, redirectToCleanAddress } from "@/components/calculators/calculator-route";
import { LandRoi } from "@/components/calculators/land-roi/land-roi";
import type { SearchParams } from "@/components/calculators/read-form-values";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  return calculatorResultMetadata("land-roi", await searchParams, "hi");
}

export default async function HindiLandRoiPage({ searchParams }: Props) {
  const params = await searchParams;
  redirectToCleanAddress("land-roi", params, "hi");
  return <LandRoi searchParams={params} locale="hi" />;
}
