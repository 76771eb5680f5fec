import { CalculatorsIndex, calculatorsIndexMetadata } from "@/components/calculators/calculators-index";

export const metadata = calculatorsIndexMetadata("en");

export default function CalculatorsPage() {
  return <CalculatorsIndex locale="en" />;
}
