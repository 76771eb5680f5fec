import Link from "next/link";
import { JsonLd } from "@/components/site/json-ld";
import { breadcrumbList } from "@/lib/structured-data";

export interface Crumb {
  label: string;
  href?: string;
}

/** Trail above a page title; the last crumb is the current page. The same trail is given as a BreadcrumbList. */
export function Breadcrumbs({ items, label = "Breadcrumb" }: { items: readonly Crumb[]; label?: string }) {
  return (
    <nav className="breadcrumbs" aria-label={label}>
      <JsonLd entities={[breadcrumbList(items)]} />
      <ol>
        {items.map((item) => (
          <li key={item.label}>{item.href ? <Link href={item.href}>{item.label}</Link> : <span aria-current="page">{item.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
