import { calculatorResultMetadata, redirectToCleanAddress } from "@/components/calculators/calculator-route";
import { ServiceRoi } from "@/components/calculators/service-roi/service-roi";
import type { SearchParams } from "@/components/calculators/read-form-values";

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  return calculatorResultMetadata("service-roi", await searchParams, "hi");
}

export default async function HindiServiceRoiPage({ searchParams }: Props) {
  const params = await searchParams;
  redirectToCleanAddress("service-roi", params, "hi");
  return <ServiceRoi searchParams={params} locale="hi" />;
}
