import { DocPage, docPageMetadata, docStaticParams, type DocRouteProps } from "@/components/content/doc-page";

export const dynamicParams = false;

export function generateStaticParams() {
  return docStaticParams("glossary", "hi");
}

export function generateMetadata(props: DocRouteProps) {
  return docPageMetadata("glossary", props, "hi");
}

export default function HindiDocPage(props: DocRouteProps) {
  return <DocPage kind="glossary" params={props.params} locale="hi" />;
}
