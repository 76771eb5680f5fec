import { describe, expect, test } from "vitest";
import { acquisitionCostCalculator } from "../../components/calculators/acquisition-cost/definition";
import { evaluateCalculator } from "../../components/calculators/evaluate-calculator";
import { acquisitionCost, acquisitionCostInput, JURISDICTION_LIST, resolveLocality, resolveState, STATE_IDS } from "../../lib/calculators";
import { calculatorTools } from "../../lib/mcp/tools/calculator-tools";

const tool = calculatorTools.find((t) => t.name === "land_acquisition_cost")!;
const run = (args: Record<string, unknown>) => tool.run(tool.inputSchema.parse(args) as never) as { text: string; structuredContent: any };

describe("state names as people write them", () => {
  test.each([
    ["Maharashtra", "maharashtra"],
    ["maharashtra", "maharashtra"],
    ["MAHARASHTRA", "maharashtra"],
    ["tamil nadu", "tamil-nadu"],
    ["Tamil Nadu", "tamil-nadu"],
    ["Tamil-Nadu", "tamil-nadu"],
    ["tamil-nadu", "tamil-nadu"],
    ["Tamilnadu", "tamil-nadu"],
    ["West Bengal", "west-bengal"],
    ["Orissa", "odisha"],
    ["NCT of Delhi", "delhi"],
    ["Uttaranchal", "uttarakhand"],
    ["UP", "uttar-pradesh"],
  ])("%s is %s", (name, id) => {
    expect(resolveState(name)).toBe(id);
    expect(acquisitionCostInput.parse({ basePrice: 1, state: name }).state).toBe(id);
  });

  test("every state's id and label resolve to it", () => {
    for (const state of JURISDICTION_LIST) {
      expect(resolveState(state.id)).toBe(state.id);
      expect(resolveState(state.label.toUpperCase())).toBe(state.id);
    }
  });

  test("an unknown state is refused with the ids and an example name", () => {
    const result = acquisitionCostInput.safeParse({ basePrice: 1, state: "Narnia" });
    expect(result.error?.issues[0]?.message).toMatch(
      /^state: "Narnia" is not a state or UT in the table; give its name \(such as "Maharashtra"/,
    );
    expect(result.error?.issues[0]?.message).toContain(STATE_IDS.join(", "));
  });
});

describe("cities and districts to their locality", () => {
  test.each([
    ["Pune", "maharashtra-metro-corporation"],
    ["pune", "maharashtra-metro-corporation"],
    ["PUNE", "maharashtra-metro-corporation"],
    ["Pune district", "maharashtra-metro-corporation"],
    ["Pimpri Chinchwad", "maharashtra-metro-corporation"],
    ["Thane", "maharashtra-metro-corporation"],
    ["navi mumbai", "maharashtra-metro-corporation"],
    ["Nagpur", "maharashtra-metro-corporation"],
    ["Mumbai", "mumbai"],
    ["Bombay", "mumbai"],
    ["mumbai suburban", "mumbai"],
    ["Kolkata", "west-bengal-urban"],
    ["Gurgaon", "haryana-urban"],
    ["Gurugram", "haryana-urban"],
    ["NDMC", "delhi-ndmc"],
    ["maharashtra-gram-panchayat", "maharashtra-gram-panchayat"],
    ["Gram panchayat area", "maharashtra-gram-panchayat"],
  ])("%s is %s", (name, id) => {
    expect(resolveLocality(name)).toBe(id);
  });

  test('"Pune", "pune" and "PUNE" cost a ₹1.2 crore plot at Pune\'s 7%, ₹1,28,70,000, with no assumption', () => {
    for (const locality of ["Pune", "pune", "PUNE"]) {
      const { structuredContent: out, text } = run({ basePrice: "1.2 crore", state: "Maharashtra", locality });
      expect(out.locality).toBe("maharashtra-metro-corporation");
      expect(out.localityAssumed).toBe(false);
      expect(out.total).toBe(12_870_000);
      expect(text).toMatch(/^Total ₹1,28,70,000 \(₹1\.29 crore\)/);
    }
  });

  test("a name that spans localities is refused with the choices: the tool asks", () => {
    for (const name of ["Delhi", "Maharashtra", "new delhi"]) {
      const message = acquisitionCostInput.safeParse({ basePrice: 1, locality: name }).error?.issues[0]?.message ?? "";
      expect(message, name).toMatch(
        /^locality: ".*" names (Delhi|Maharashtra), whose rates differ by locality: pass state ".*" and one of /,
      );
    }
    const unknown = acquisitionCostInput.safeParse({ basePrice: 1, locality: "Nashik" }).error?.issues[0]?.message ?? "";
    expect(unknown).toMatch(
      /"Nashik" is not a locality or a city the table maps\. Give a locality id .* or a city that lies wholly in one \(such as .*Pune/,
    );
  });

  test("a city of another state is an error on locality, in names, not ids", () => {
    expect(() => acquisitionCost(acquisitionCostInput.parse({ basePrice: 1, state: "karnataka", locality: "Pune" }))).toThrow(
      /Pune, Pimpri-Chinchwad, Thane, Navi Mumbai or Nagpur municipal corporation is in Maharashtra, not Karnataka\. Karnataka has one set of rates: leave the locality out\./,
    );
  });
});

describe("no locality where the rate depends on it: the assumption leads", () => {
  test.each(JURISDICTION_LIST.filter((state) => state.localities.length > 1).map((state) => [state.id, state] as const))(
    "%s: the text and the first note open with the locality assumed and the range",
    (id, state) => {
      const { structuredContent: out, text } = run({ basePrice: 10_000_000, state: id });
      expect(out.localityAssumed).toBe(true);
      expect(out.locality).toBe(state.localities[0]?.id);
      const lead = `Assumed locality: ${state.localities[0]?.label}, `;
      expect(text.startsWith(lead), text).toBe(true);
      expect(out.notes[0].startsWith(lead)).toBe(true);
      for (const other of state.localities.slice(1)) expect(out.notes[0]).toContain(other.label);
    },
  );

  test("a state with one set of rates assumes nothing", () => {
    const { structuredContent: out, text } = run({ basePrice: 10_000_000, state: "karnataka" });
    expect(out.localityAssumed).toBe(false);
    expect(text).not.toMatch(/Assumed/);
  });
});

describe("links shared before names were accepted still work", () => {
  test.each([
    ["basePrice=12000000&state=maharashtra", 12_750_000, "mumbai"],
    ["basePrice=12000000&state=maharashtra&locality=maharashtra-metro-corporation", 12_870_000, "maharashtra-metro-corporation"],
    ["basePrice=12000000&locality=maharashtra-metro-corporation", 12_870_000, "maharashtra-metro-corporation"],
    ["basePrice=1%2C20%2C00%2C000&state=maharashtra&locality=mumbai", 12_750_000, "mumbai"],
    ["basePrice=5000000&state=delhi&locality=delhi-ndmc&brokeragePercent=1&legalFees=25000", null, "delhi-ndmc"],
    ["basePrice=5000000&state=west-bengal&locality=west-bengal-rural", null, "west-bengal-rural"],
    ["basePrice=5000000&state=haryana&locality=haryana-rural", null, "haryana-rural"],
    ["basePrice=5000000&state=karnataka&instrument=lease&leaseYears=25&annualRent=400000&premium=0", null, null],
  ])("%s", (query, total, locality) => {
    const state = evaluateCalculator(acquisitionCostCalculator, Object.fromEntries(new URLSearchParams(query)));
    expect(state.status).toBe("ok");
    if (state.status !== "ok") return;
    if (total !== null) expect(state.output.total).toBe(total);
    expect(state.output.locality).toBe(locality);
  });

  test("and the same pages take the names and words a person types", () => {
    const state = evaluateCalculator(acquisitionCostCalculator, {
      basePrice: "1.2 crore",
      state: "maharashtra",
      locality: "maharashtra-metro-corporation",
    });
    expect(state.status === "ok" && state.output.total).toBe(12_870_000);
  });
});
