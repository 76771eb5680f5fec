import { BUYER_RULES, REGIONS, STATE_TRANSFER_RATES } from "@/lib/calculators";
import { getAllDocs } from "@/lib/content";
import { dataVerifications, documentVerifications, type Verification } from "./verifications";

export { ageInDays, dataVerifications, documentVerifications, dueVerifications } from "./verifications";
export type { Verification, VerificationKind } from "./verifications";

/** Maximum age of a check before the fact is due for another (about six months). */
export const MAX_VERIFICATION_AGE_DAYS = 180;

/** Every document, citation and calculator data row with the date it was last verified. */
export function allVerifications(): Verification[] {
  return [
    ...documentVerifications(getAllDocs()),
    ...dataVerifications(STATE_TRANSFER_RATES, "STATE_TRANSFER_RATES"),
    ...dataVerifications(REGIONS, "REGIONS"),
    ...dataVerifications(BUYER_RULES, "BUYER_RULES"),
  ];
}
