/**
 * Defaults only for the time and percentage inputs: they are illustrative
 * assumptions a caller should replace. Money inputs have no default because
 * a number without a currency context would be invented.
 * Data without a schema, so the calculator views can show them without bundling zod.
 */
export const SERVICE_ROI_DEFAULTS = {
  hoursPerParcel: 40,
  timeSavedPercent: 40,
  avoidedCostPerParcel: 0,
  workingWeeksPerYear: 48,
} as const;
