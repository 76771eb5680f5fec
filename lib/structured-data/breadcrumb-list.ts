import type { BreadcrumbList } from "schema-dts";
import { siteUrl } from "./site-entities";

/** A breadcrumb trail; the last crumb is the current page and needs no link. */
export function breadcrumbList(items: ReadonlyArray<{ label: string; href?: string }>): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      ...(item.href ? { item: siteUrl(item.href) } : {}),
    })),
  };
}
