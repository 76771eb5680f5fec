import type { Metadata } from "next";
import { AcquisitionCostRates } from "@/components/calculators/acquisition-cost/rates-page";
import { RATES_PAGE } from "@/components/calculators/calculator-pages";
import { pageAlternates } from "@/lib/i18n/page-languages";

export const metadata: Metadata = { title: RATES_PAGE.title, description: RATES_PAGE.summary, alternates: pageAlternates(RATES_PAGE.path) };

export default function AcquisitionCostRatesPage() {
  return <AcquisitionCostRates />;
}
