import type { Charge, ChargeBand } from "./data/state-transfer-rates";
import { formatRupees } from "./format-money";

export interface AppliedCharge {
  amount: number;
  /** The band's percentage when it applied as written; for a fixed, capped or minimum fee, amount / value × 100. */
  percent: number;
  /** The rule in words: the band that applied and, when it bit, the cap or minimum. */
  rule: string;
}

/** Rupees as the answers print them, with the one money formatter: "₹2,40,00,000". */
export const rupees = (amount: number) => formatRupees(Math.round(amount));

/** The band for `value`: the last one whose threshold the value exceeds (the first band always applies). */
function bandFor(charge: Charge, value: number): ChargeBand {
  let chosen = charge.bands[0] as ChargeBand;
  for (const band of charge.bands) if (value > band.over) chosen = band;
  return chosen;
}

/**
 * A state charge on `value` (rupees): the whole value at the band's rate, or
 * the band's fixed amount, then the table's cap or minimum if it has one.
 */
export function applyCharge(charge: Charge, value: number): AppliedCharge {
  const band = bandFor(charge, value);
  const uncapped = band.amount ?? (value * (band.percent ?? 0)) / 100;
  if (charge.cap !== undefined && uncapped > charge.cap) {
    return {
      amount: charge.cap,
      percent: (charge.cap / value) * 100,
      rule: `${band.rule}, capped at the maximum of ${rupees(charge.cap)}`,
    };
  }
  if (charge.minimum !== undefined && uncapped < charge.minimum) {
    return {
      amount: charge.minimum,
      percent: (charge.minimum / value) * 100,
      rule: `${band.rule}, raised to the minimum of ${rupees(charge.minimum)}`,
    };
  }
  return { amount: uncapped, percent: band.percent ?? (uncapped / value) * 100, rule: band.rule };
}
