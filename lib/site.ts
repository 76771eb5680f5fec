/** Facts about the company that several surfaces print: one home for each. */
export const SITE = {
  name: "Bhoomi Landworks",
  tagline: "Land-acquisition coordination software",
  description:
    "Bhoomi Landworks helps developers, infrastructure teams and land aggregators in India coordinate land acquisition: parcels, owners, documents, due diligence and payments in one place. Free land calculators, guides and an agent-ready API.",
} as const;
