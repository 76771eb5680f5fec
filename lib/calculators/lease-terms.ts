import type { LeaseTerm } from "./data/state-transfer-rates";

/** The band of a state's lease article that covers a term of `years`: more than `overYears` and at most `upToYears`. */
export function leaseTermFor(terms: readonly LeaseTerm[], years: number): LeaseTerm | undefined {
  return terms.find((term) => years > term.overYears && (term.upToYears === undefined || years <= term.upToYears));
}
