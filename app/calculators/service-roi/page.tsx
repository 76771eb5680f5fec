import { calculatorMetadata } from "@/components/calculators/calculator-pages";
import type { SearchParams } from "@/components/calculators/read-form-values";
import { ServiceRoi } from "@/components/calculators/service-roi/service-roi";

export const metadata = calculatorMetadata("service-roi");

export default async function ServiceRoiPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <ServiceRoi searchParams={await searchParams} />;
}
