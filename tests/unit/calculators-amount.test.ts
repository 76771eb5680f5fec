import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { formatLakhCrore, formatMoney, formatRupees, formatRupeesPrecise, parseAmount, parsePlainNumber } from "../../lib/calculators";

const value = (text: string) => {
  const parsed = parseAmount(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.reason}`);
  return parsed.value;
};

describe("parseAmount", () => {
  test.each([
    ["12 lakh", 1_200_000],
    ["12 lac", 1_200_000],
    ["12 lakhs", 1_200_000],
    ["12L", 1_200_000],
    ["1.2 crore", 12_000_000],
    ["1.2 Cr", 12_000_000],
    ["1.2 Cr.", 12_000_000],
    ["1.2crore", 12_000_000],
    ["₹1,20,00,000", 12_000_000],
    ["₹ 1,20,00,000/-", 12_000_000],
    ["Rs. 50,000", 50_000],
    ["Rs 50,000 only", 50_000],
    ["INR 50,000", 50_000],
    ["50k", 50_000],
    ["50 thousand", 50_000],
    ["1,20,00,000", 12_000_000],
    ["12,000,000", 12_000_000],
    ["43 560", 43_560],
    ["2203.86", 2203.86],
    ["1e6", 1_000_000],
    ["1 crore 20 lakh", 12_000_000],
    ["2 crore 5 lakh 50,000", 20_550_000],
    ["1.5 million", 1_500_000],
    ["12 लाख", 1_200_000],
    ["1.2 करोड़", 12_000_000],
    // The precomposed letter ड़ (U+095C) and the letter with a nukta (U+0921 U+093C) are the same word.
    ["1.2 \u0915\u0930\u094b\u095c", 12_000_000],
    ["१२ लाख", 1_200_000],
    ["₹ 12 लाख", 1_200_000],
    ["12 लाख 50 हज़ार", 1_250_000],
    ["12 लाख 50 हजार", 1_250_000],
    ["१.२ करोड़", 12_000_000],
    ["रु 50,000", 50_000],
    ["-5,000", -5_000],
    ["0", 0],
  ])("%s is %d", (text, expected) => {
    expect(value(text)).toBe(expected);
  });

  test("decimal units are exact where the decimal is: 1.1 lakh is 1,10,000, not 110000.00000000001", () => {
    expect(value("1.1 lakh")).toBe(110_000);
    expect(value("0.07 crore")).toBe(700_000);
    expect(value("2.3 lakh")).toBe(230_000);
  });

  test.each([
    ["", "Enter an amount."],
    ["₹", "Enter an amount"],
    ["abc", "is not an amount"],
    ["12 bigha", '"bigha" is not a unit of money'],
    ["1.2.3", "is not an amount"],
    ["1 lakh 2 crore", "larger unit first"],
    ["12 lakh lakh", "is not an amount"],
    ["0x10", "is not a unit of money"],
    ["Infinity", "is not an amount"],
    ["NaN", "is not an amount"],
    ["1e400", "too large"],
    ["1e3 lakh", "either an exponent or a unit"],
  ])("refuses %o, saying why", (text, reason) => {
    const parsed = parseAmount(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toContain(reason);
  });

  test("every refusal shows an example of what is accepted, or names the problem", () => {
    const parsed = parseAmount("twelve lakh");
    expect(parsed).toMatchObject({ ok: false });
    if (!parsed.ok) expect(parsed.reason).toMatch(/12 lakh, 1\.2 crore/);
  });
});

describe("parseAmount, properties", () => {
  test("reads back every figure formatRupees writes (₹ and Indian grouping), to the paisa", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        expect(value(formatRupees(n))).toBe(n);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (paise) => {
        expect(value(formatRupees(paise / 100))).toBeCloseTo(paise / 100, 2);
      }),
    );
  });

  test("reads back the full precise figure exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (n) => {
        expect(value(formatRupeesPrecise(n))).toBe(n);
      }),
    );
  });

  test("reads back the lakh or crore phrase to the precision it shows (two decimals of its unit)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100_000, max: 1e13 }), (n) => {
        const phrase = formatLakhCrore(n);
        expect(phrase).not.toBeNull();
        const unit = phrase?.endsWith("crore") ? 10_000_000 : 100_000;
        expect(Math.abs(value(phrase ?? "") - n)).toBeLessThanOrEqual(unit * 0.005 + 1e-6 * n);
      }),
    );
  });

  test("both halves of formatMoney read back, and agree", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (n) => {
        const [figure = "", phrase] = formatMoney(n).split(" · ");
        expect(value(figure)).toBe(n);
        if (phrase !== undefined) expect(Math.abs(value(phrase) - n) / n).toBeLessThan(0.005);
      }),
    );
  });

  test("grouping is ignored wherever the commas or spaces fall between digits", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e15 }),
        fc.array(fc.constantFrom(",", " ", ""), { minLength: 16, maxLength: 16 }),
        (n, gaps) => {
          const digits = String(n);
          const grouped = [...digits].map((digit, i) => (i === 0 ? digit : `${gaps[i] ?? ""}${digit}`)).join("");
          expect(value(grouped)).toBe(n);
        },
      ),
    );
  });

  test("a number with a unit is the number times the unit, in every spelling", () => {
    const units = fc.constantFrom(
      ["k", 1e3],
      ["thousand", 1e3],
      ["lakh", 1e5],
      ["lac", 1e5],
      ["L", 1e5],
      ["लाख", 1e5],
      ["million", 1e6],
      ["crore", 1e7],
      ["Cr", 1e7],
      ["करोड़", 1e7],
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999 }),
        fc.integer({ min: 0, max: 99 }),
        units,
        fc.boolean(),
        (whole, hundredths, [unit, size], spaced) => {
          const text = `${whole}.${String(hundredths).padStart(2, "0")}${spaced ? " " : ""}${unit}`;
          expect(value(text)).toBeCloseTo(((whole * 100 + hundredths) * size) / 100, 6);
        },
      ),
    );
  });

  test("never throws, and anything it accepts is a finite number", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseAmount(text);
        if (parsed.ok) expect(Number.isFinite(parsed.value)).toBe(true);
        else expect(parsed.reason.length).toBeGreaterThan(5);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("parsePlainNumber", () => {
  test("digits with grouping or an exponent; no units or currency", () => {
    expect(parsePlainNumber("1,00,000")).toEqual({ ok: true, value: 100_000 });
    expect(parsePlainNumber("1e6")).toEqual({ ok: true, value: 1_000_000 });
    expect(parsePlainNumber("12 lakh").ok).toBe(false);
    expect(parsePlainNumber("₹100").ok).toBe(false);
  });
});

describe("formatMoney", () => {
  test.each([
    [12_870_000, "₹1,28,70,000 · ₹1.29 crore"],
    [840_000, "₹8,40,000 · ₹8.4 lakh"],
    [100_000, "₹1,00,000 · ₹1 lakh"],
    [99_999, "₹99,999"],
    [2203.857, "₹2,203.86"],
    [-1_200_000, "-₹12,00,000 · -₹12 lakh"],
    [0, "₹0"],
    [-0, "₹0"],
    // Rounds to 100 lakh: said in crore.
    [9_999_999, "₹99,99,999 · ₹1 crore"],
  ])("%d is %s", (n, text) => {
    expect(formatMoney(n)).toBe(text);
  });

  test("the precise form keeps ten significant digits", () => {
    expect(formatRupeesPrecise(1_234_567.891)).toBe("₹12,34,567.891");
  });
});
