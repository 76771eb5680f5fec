import { DemoPage, demoPageMetadata } from "@/components/demo/demo-page";

export const metadata = demoPageMetadata("en");

export default function EnglishDemoPage() {
  return <DemoPage locale="en" />;
}
