import { calculatorResultMetadata, redirectToCleanAddress } from "@/components/calculators/calculator-route";
import { LandRoi } from "@/components/calculators/land-roi/land-roi";
import type { SearchParams } from "@/components/calculators/read-form-values";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  return calculatorResultMetadata("land-roi", await searchParams);
}

export default async function LandRoiPage({ searchParams }: Props) {
  const params = await searchParams;
  redirectToCleanAddress("land-roi", params);
  return <LandRoi searchParams={params} />;
}
