import { DocPage, docPageMetadata, docStaticParams, type DocRouteProps } from "@/components/content/doc-page";

export const dynamicParams = false;

export function generateStaticParams() {
  return docStaticParams("guide", "hi");
}

export function generateMetadata(props: DocRouteProps) {
  return docPageMetadata("guide", props, "hi");
}

export default function HindiDocPage(props: DocRouteProps) {
  return <DocPage kind="guide" params={props.params} locale="hi" />;
}
