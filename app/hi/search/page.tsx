import { SearchPage, searchPageMetadata } from "@/components/search/search-page";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props) {
  return searchPageMetadata(await searchParams, "hi");
}

export default async function HindiSearch({ searchParams }: Props) {
  return <SearchPage params={await searchParams} locale="hi" />;
}
