import { DocPage, docPageMetadata, docStaticParams, type DocRouteProps } from "@/components/content/doc-page";

export const dynamicParams = false;

export function generateStaticParams() {
  return docStaticParams("help", "hi");
}

export function generateMetadata(props: DocRouteProps) {
  return docPageMetadata("help", props, "hi");
}

export default function HindiDocPage(props: DocRouteProps) {
  return <DocPage kind="help" params={props.params} locale="hi" />;
}
