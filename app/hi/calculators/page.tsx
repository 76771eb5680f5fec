import { CalculatorsIndex, calculatorsIndexMetadata } from "@/components/calculators/calculators-index";

export const metadata = calculatorsIndexMetadata("hi");

export default function HindiCalculatorsPage() {
  return <CalculatorsIndex locale="hi" />;
}
