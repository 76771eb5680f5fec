/**
 * Who is buying: the categories some states charge differently. The one home
 * of these ids and labels; forms, tool descriptions and the MCP App views read
 * this small module alone (the concessions, with their sources, are in
 * `buyer-categories.ts`).
 */
export const BUYER_IDS = ["man", "woman", "joint", "company"] as const;
export type BuyerId = (typeof BUYER_IDS)[number];

/** The general rate of the state table is the rate for a man or a company; with no buyer given it is used. */
export const DEFAULT_BUYER: BuyerId = "man";

export const BUYER_LABELS: Readonly<Record<BuyerId, string>> = {
  man: "A man (or men only)",
  woman: "A woman (or women only)",
  joint: "A man and a woman jointly",
  company: "A company, firm or other entity",
};
