import { DocPage, docPageMetadata, docStaticParams, type DocRouteProps } from "@/components/content/doc-page";

export const dynamicParams = false;

export function generateStaticParams() {
  return docStaticParams("glossary");
}

export function generateMetadata(props: DocRouteProps) {
  return docPageMetadata("glossary", props);
}

export default function GlossaryEntryPage(props: DocRouteProps) {
  return <DocPage kind="glossary" params={props.params} />;
}
