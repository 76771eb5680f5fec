import { describe, expect, test } from "vitest";
import { type Charge, STATE_LIST } from "../../lib/calculators";
import { getDoc } from "../../lib/content";

/**
 * The two pages that tabulate every state's sale-deed rates, the state guide
 * and the calculator's help page, against the rate table the calculator
 * applies. Each state's row must exist and must state the rate of the first
 * and last value band of every locality's stamp duty and registration fee,
 * and the fee's cap or top fixed fee; the help page's "In force" date must be
 * the table's. A rate changed in the data and not on the page (or the
 * reverse), or a state missing from a page, fails here.
 */

/** The body's table rows, split into trimmed cells, Markdown bold removed. */
function tableRows(id: string): string[][] {
  const body = (getDoc(id)?.body ?? "").replace(/\*\*/g, "");
  return body
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|\s*-/.test(line))
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

const percent = (value: number) => new RegExp(`(?<![\\d.])${String(value).replace(".", "\\.")}%`);

/** "₹30,000", or for a lakh and more also "₹2 lakh". */
function rupees(amount: number): RegExp {
  const indian = new Intl.NumberFormat("en-IN").format(amount);
  const lakh = amount >= 100_000 ? `|₹${amount / 100_000} lakh` : "";
  return new RegExp(`₹${indian}(?![\\d,])${lakh}`);
}

/** The cell states the charge's first and last band and its cap or top fixed fee. */
function expectStates(cell: string | undefined, charge: Charge, what: string) {
  expect(cell, what).toBeDefined();
  const first = charge.bands[0];
  const last = charge.bands[charge.bands.length - 1];
  for (const band of [first, last]) {
    if (band?.percent !== undefined) expect(cell, `${what}: ${band.percent}%`).toMatch(percent(band.percent));
  }
  for (const amount of [charge.cap, last?.amount]) {
    if (amount !== undefined) expect(cell, `${what}: ₹${amount}`).toMatch(rupees(amount));
  }
}

describe("state rate tables on the content pages are the calculator's table", () => {
  test("the state guide has a row for every state, with its sale-deed rates", () => {
    const rows = tableRows("stamp-duty-and-registration-by-state");
    for (const state of STATE_LIST) {
      const row = rows.find((cells) => cells[0] === state.label);
      expect(row, `${state.label}: a row in the state guide`).toBeDefined();
      for (const locality of state.localities) {
        expectStates(row?.[1], locality.stampDuty, `${locality.label}, stamp duty`);
        expectStates(row?.[2], locality.registration, `${locality.label}, registration`);
      }
    }
  });

  test("the calculator help has a row for every locality, with its rates and in-force date", () => {
    const rows = tableRows("using-the-acquisition-cost-calculator");
    for (const state of STATE_LIST) {
      for (const locality of state.localities) {
        const id = `\`${locality.id ?? state.id}\``;
        const row = rows.find((cells) => cells[1]?.includes(id));
        expect(row, `${locality.label}: a row naming ${id}`).toBeDefined();
        // A sale the calculator does not cover (rates not settled) says so instead of the reported rates.
        if (state.notCovered?.sale) {
          expect(row?.[2], `${locality.label}: not covered`).toMatch(/^not covered/);
          expect(row?.[3], `${locality.label}: not covered`).toMatch(/^not covered/);
          continue;
        }
        expectStates(row?.[2], locality.stampDuty, `${locality.label}, stamp duty`);
        expectStates(row?.[3], locality.registration, `${locality.label}, registration`);
        const inForce = row?.[4]?.match(/^(by )?(\d{4}(?:-\d{2}){0,2})$/);
        expect(inForce, `${locality.label}: in-force cell "${row?.[4]}"`).not.toBeNull();
        expect(Boolean(inForce?.[1]), `${locality.label}: "by" marks an in-force-by date`).toBe(
          locality.stampDuty.effectiveFromKind === "in-force-by",
        );
        expect(locality.stampDuty.effectiveFrom.startsWith(inForce?.[2] ?? "-"), `${locality.label}: ${row?.[4]}`).toBe(true);
      }
    }
  });

  test("pages that count the states covered give the table's count", () => {
    const count = `${STATE_LIST.filter((state) => state.id !== "delhi").length} states and Delhi`;
    for (const id of ["stamp-duty-and-registration-by-state", "land-acquisition-process"]) {
      expect(getDoc(id)?.body, `${id} says "${count}"`).toContain(count);
    }
  });
});
