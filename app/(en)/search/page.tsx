import { SearchPage, searchPageMetadata } from "@/components/search/search-page";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props) {
  return searchPageMetadata(await searchParams);
}

export default async function Search({ searchParams }: Props) {
  return <SearchPage params={await searchParams} />;
}
