import { DocPage, docPageMetadata, docStaticParams, type DocRouteProps } from "@/components/content/doc-page";

export const dynamicParams = false;

export function generateStaticParams() {
  return docStaticParams("help");
}

export function generateMetadata(props: DocRouteProps) {
  return docPageMetadata("help", props);
}

export default function HelpArticlePage(props: DocRouteProps) {
  return <DocPage kind="help" params={props.params} />;
}
