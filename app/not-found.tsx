import { NotFoundPage, notFoundMetadata } from "@/components/search/not-found-page";

export const metadata = notFoundMetadata;

export default function NotFound() {
  return <NotFoundPage />;
}
