import { DocPage, docPageMetadata, docStaticParams, type DocRouteProps } from "@/components/content/doc-page";

export const dynamicParams = false;

export function generateStaticParams() {
  return docStaticParams("guide");
}

export function generateMetadata(props: DocRouteProps) {
  return docPageMetadata("guide", props);
}

export default function GuidePage(props: DocRouteProps) {
  return <DocPage kind="guide" params={props.params} />;
}
