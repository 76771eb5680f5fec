import { NotFoundPage, notFoundMetadata } from "@/components/search/not-found-page";

export const metadata = notFoundMetadata("hi");

export default function NotFound() {
  return <NotFoundPage locale="hi" />;
}
