/** schema.org JSON-LD for the pages, typed with schema-dts. */
export { calculatorApplication, product } from "./applications";
export { breadcrumbList } from "./breadcrumb-list";
export { docEntity, glossaryTermSet } from "./doc-entities";
export { organization, website } from "./site-entities";
