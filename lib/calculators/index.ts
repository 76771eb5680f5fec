/**
 * Public surface of the land calculators: pure functions with their zod input
 * and output schemas, shared by the MCP tools and the web pages, plus the
 * unit, region and state metadata for menus. Call a function with input that
 * its schema parsed; it throws only `InputError` (with `field`).
 */
export { InputError } from "@/lib/errors/input-error";

export { AMOUNT_EXAMPLES, parseAmount, parsePlainNumber } from "./parse-amount";
export type { ParsedAmount } from "./parse-amount";
export { formatLakhCrore, formatMoney, formatRupees, formatRupeesPrecise } from "./format-money";

export { convertArea, convertAreaInput, convertAreaOutput } from "./convert-area";
export type { ConvertAreaInput, ConvertAreaOutput } from "./convert-area";
export { pricePerArea, pricePerAreaInput, pricePerAreaOutput } from "./price-per-area";
export type { PricePerAreaInput, PricePerAreaOutput } from "./price-per-area";
export { landRoi, landRoiInput, landRoiOutput } from "./land-roi";
export type { LandRoiInput, LandRoiOutput } from "./land-roi";
export { guidelineValueCheck, guidelineValueCheckInput, guidelineValueCheckOutput } from "./guideline-value-check";
export type { GuidelineValueCheckInput, GuidelineValueCheckOutput } from "./guideline-value-check";
export {
  acquisitionCost,
  acquisitionCostInput,
  acquisitionCostOutput,
  localityAssumption,
  localityAssumptionText,
} from "./acquisition-cost";
export { DUTIABLE_BASIS_LABELS } from "./dutiable-basis";
export type { LocalityAssumption } from "./acquisition-cost";
export type { AcquisitionCostInput, AcquisitionCostOutput } from "./acquisition-cost";
export { BUYER_IDS, BUYER_LABELS, DEFAULT_BUYER } from "./data/buyer-ids";
export type { BuyerId } from "./data/buyer-ids";
export { BUYER_RULES } from "./data/buyer-categories";
export type { BuyerRule, StateBuyerRules } from "./data/buyer-categories";
export { serviceRoi, serviceRoiInput, serviceRoiOutput, SERVICE_ROI_DEFAULT_BASIS } from "./service-roi";
export { SERVICE_ROI_DEFAULTS } from "./service-roi-defaults";
export type { ServiceRoiInput, ServiceRoiOutput } from "./service-roi";

export { AREA_UNITS, AREA_UNIT_IDS, LOCALLY_SIZED_UNIT_IDS, REGIONAL_UNIT_IDS } from "./data/area-units";
export type { AreaUnitId, AreaUnitInfo, LocallySizedUnitId, RegionalUnitId } from "./data/area-units";
export { DEFAULT_REGION, NO_PRIMARY_SOURCE, REGIONS, REGION_IDS, REGION_LIST } from "./data/regional-units";
export type { RegionId, RegionInfo, RegionalUnitValue } from "./data/regional-units";
export {
  INSTRUMENT_IDS,
  INSTRUMENT_LABELS,
  JURISDICTION_LIST,
  JURISDICTIONS,
  LOCALITY_IDS,
  LOCALITY_STATE,
  resolveLocality,
  resolveState,
  STATE_IDS,
} from "./data/jurisdictions";
export type { InstrumentId, Jurisdiction, JurisdictionLocality, LocalityId, StateId } from "./data/jurisdictions";
export { allCharges, isRentBasis, rentLeaseTerms, STATE_LIST, STATE_TRANSFER_RATES } from "./data/state-transfer-rates";
export type { Charge, InstrumentCharge, InstrumentRates, LocalityRates, SourceLink, StateTransferRates } from "./data/state-transfer-rates";
