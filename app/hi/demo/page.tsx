import { DemoPage, demoPageMetadata } from "@/components/demo/demo-page";

export const metadata = demoPageMetadata("hi");

export default function HindiDemoPage() {
  return <DemoPage locale="hi" />;
}
