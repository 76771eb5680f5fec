import { describe, expect, test } from "vitest";
import {
  AREA_UNIT_IDS,
  AREA_UNITS,
  DEFAULT_REGION,
  REGION_IDS,
  REGION_LIST,
  REGIONAL_UNIT_IDS,
  REGIONS,
  STATE_IDS,
  STATE_LIST,
  STATE_TRANSFER_RATES,
} from "../../lib/calculators";
import { divide, fromDecimal, rational, toNumber } from "../../lib/calculators/rational";

describe("unit and region tables", () => {
  test("unit metadata covers every unit once, flagging exactly the regional ones", () => {
    expect(AREA_UNITS.map((u) => u.id)).toEqual([...AREA_UNIT_IDS]);
    expect(
      AREA_UNITS.filter((u) => u.regional)
        .map((u) => u.id)
        .sort(),
    ).toEqual([...REGIONAL_UNIT_IDS].sort());
    for (const unit of AREA_UNITS) expect(unit.label.length).toBeGreaterThan(0);
  });

  test("every region has an entry with a cited, positive value per unit it uses", () => {
    expect(REGION_LIST.map((r) => r.id)).toEqual([...REGION_IDS]);
    for (const id of REGION_IDS) {
      const region = REGIONS[id];
      expect(region.id).toBe(id);
      expect(region.note.length).toBeGreaterThan(0);
      const values = Object.values(region.units);
      expect(values.length).toBeGreaterThan(0);
      for (const value of values) {
        expect(value.squareFeet).toBeGreaterThan(0);
        expect(value.source.length).toBeGreaterThan(10);
      }
    }
  });

  test("biswa is 1/20 bigha; katha is 1/20 bigha except Assam's 1/5", () => {
    for (const region of REGION_LIST) {
      const { bigha, biswa, katha } = region.units;
      if (bigha && biswa) expect(biswa.squareFeet * 20).toBe(bigha.squareFeet);
      if (bigha && katha) expect(katha.squareFeet * (region.id === "assam" ? 5 : 20)).toBe(bigha.squareFeet);
    }
  });

  test("the default region defines every regional unit", () => {
    for (const unit of REGIONAL_UNIT_IDS) expect(REGIONS[DEFAULT_REGION].units[unit]).toBeDefined();
  });
});

describe("state transfer rates", () => {
  test("every state has plausible rates, a source and a past ISO as-of date", () => {
    expect(STATE_LIST.map((s) => s.id)).toEqual([...STATE_IDS]);
    for (const id of STATE_IDS) {
      const rates = STATE_TRANSFER_RATES[id];
      expect(rates.id).toBe(id);
      expect(rates.stampDutyPercent).toBeGreaterThan(0);
      expect(rates.stampDutyPercent).toBeLessThan(15);
      expect(rates.registrationPercent).toBeGreaterThan(0);
      expect(rates.registrationPercent).toBeLessThanOrEqual(4);
      expect(rates.source.length).toBeGreaterThan(20);
      expect(rates.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(rates.asOf)).toBeLessThanOrEqual(Date.now());
    }
  });
});

describe("rational arithmetic", () => {
  test("fromDecimal takes the decimal a person typed, exactly", () => {
    expect(fromDecimal(0.1)).toEqual(rational(1n, 10n));
    expect(fromDecimal(272.25)).toEqual(rational(1089n, 4n));
    expect(fromDecimal(-1.5e-7)).toEqual(rational(-3n, 20_000_000n));
    expect(fromDecimal(2e21)).toEqual(rational(2n * 10n ** 21n));
  });

  test("toNumber rounds once, also for operands beyond 2^53", () => {
    expect(toNumber(divide(rational(1n), rational(3n)))).toBe(1 / 3);
    expect(toNumber(rational(10n ** 30n + 1n, 10n ** 10n))).toBe(1e20);
    expect(toNumber(rational(1n, 3n * 10n ** 300n))).toBeCloseTo(1 / 3 / 1e300, 315);
    expect(toNumber(rational(10n ** 400n))).toBe(Number.POSITIVE_INFINITY);
  });
});
