/** What a visitor can ask a demo of; each `tool` value is the API's tool identifier (its words: `demo.product_<tool>` in the messages). */
export const DEMO_PRODUCTS = [
  { tool: "platform" },
  { tool: "due-diligence" },
  { tool: "parcel-tracker" },
  { tool: "payments" },
  { tool: "api" },
] as const;
