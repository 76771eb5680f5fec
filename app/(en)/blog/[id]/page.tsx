import { DocPage, docPageMetadata, docStaticParams, type DocRouteProps } from "@/components/content/doc-page";

export const dynamicParams = false;

export function generateStaticParams() {
  return docStaticParams("blog");
}

export function generateMetadata(props: DocRouteProps) {
  return docPageMetadata("blog", props);
}

export default function BlogPostPage(props: DocRouteProps) {
  return <DocPage kind="blog" params={props.params} />;
}
