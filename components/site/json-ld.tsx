import type { Thing } from "schema-dts";

/** JSON can hold `</script>`; escaping `<` keeps it inside the script element. */
const serialize = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** schema.org entities as one JSON-LD graph in a data block (never executed, so the CSP does not apply). */
export function JsonLd({ entities }: { entities: readonly Thing[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serialize({ "@context": "https://schema.org", "@graph": entities }) }}
    />
  );
}
