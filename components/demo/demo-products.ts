/** What a visitor can ask a demo of; each `tool` value is the API's tool identifier. */
export const DEMO_PRODUCTS = [
  { tool: "platform", label: "The full land-acquisition platform" },
  { tool: "due-diligence", label: "Title search and due-diligence workflow" },
  { tool: "parcel-tracker", label: "Parcel and owner tracker with maps" },
  { tool: "payments", label: "Owner payments and compensation" },
  { tool: "api", label: "API and agent integrations" },
] as const;
