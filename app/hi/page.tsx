import { HomePage, homeMetadata } from "@/components/home/home-page";

export const metadata = homeMetadata("hi");

export default function HindiHomePage() {
  return <HomePage locale="hi" />;
}
