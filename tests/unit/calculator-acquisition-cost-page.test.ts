import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { AcquisitionCost } from "../../components/calculators/acquisition-cost/acquisition-cost";
import { AcquisitionCostRates } from "../../components/calculators/acquisition-cost/rates-page";
import { formatRupees, STATE_LIST } from "../../lib/calculators";

// React escapes text; the data's words are compared in the same form.
const escaped = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;");

describe("acquisition cost page: light, and linked to the rates page", () => {
  const html = renderToStaticMarkup(createElement(AcquisitionCost, { searchParams: {} }));

  test("the page links the state rates page and keeps the anchors that guides link to, without the table itself", () => {
    expect(html).toContain('href="/calculators/acquisition-cost/rates"');
    expect(html).toContain('href="/calculators/acquisition-cost/rates#not-covered"');
    expect(html).toContain('id="not-covered"');
    expect(html).toContain('id="other-instruments"');
    expect(html).not.toContain("State default rates on a sale deed");
  });
});

describe("state rates page: the instruments' findings, from their one home in the rate data", () => {
  const html = renderToStaticMarkup(createElement(AcquisitionCostRates));

  test("the rate table states every sale charge's minimum and cap beside its rate", () => {
    const charges = STATE_LIST.flatMap((state) => state.localities.flatMap((locality) => [locality.stampDuty, locality.registration]));
    const capped = charges.filter((charge) => charge.cap !== undefined);
    expect(capped.length).toBeGreaterThan(2);
    for (const charge of charges) {
      if (charge.cap !== undefined) expect(html).toContain(`, max ${formatRupees(charge.cap)}`);
      if (charge.minimum !== undefined) expect(html).toContain(`, min ${formatRupees(charge.minimum)}`);
    }
  });

  test("each lease fee not computed is listed with what was found and its sources", () => {
    const leases = STATE_LIST.filter((state) => state.instruments?.lease?.registrationNotComputed);
    expect(leases.length).toBeGreaterThan(5);
    for (const state of leases) {
      const fee = state.instruments?.lease?.registrationNotComputed;
      expect(html, state.id).toContain(`Registration fee not computed: ${escaped(fee?.finding ?? "")}`);
      for (const source of fee?.sources ?? []) expect(html, `${state.id} ${source.url}`).toContain(`href="${escaped(source.url)}"`);
    }
  });

  test("each instrument not covered is listed with what was found and its sources", () => {
    const entries = STATE_LIST.flatMap((state) =>
      Object.entries(state.notCovered ?? {}).map(([instrument, found]) => ({ name: `${state.id} ${instrument}`, found })),
    );
    expect(entries.length).toBeGreaterThan(5);
    const notCovered = html.slice(html.indexOf('id="not-covered"'));
    for (const { name, found } of entries) {
      // The finding, then its sources as links, in the not-covered list itself.
      const at = notCovered.indexOf(escaped(found?.finding ?? ""));
      expect(at, name).toBeGreaterThan(-1);
      const item = notCovered.slice(at, notCovered.indexOf("</li>", at));
      expect(found?.sources.length, name).toBeGreaterThan(0);
      for (const source of found?.sources ?? []) {
        expect(item, `${name} ${source.url}`).toContain(`href="${escaped(source.url)}" title="${escaped(source.title)}"`);
      }
    }
    expect(html).toContain('id="not-covered"');
    expect(html).toContain('id="other-instruments"');
  });
});

describe("acquisition cost page: locality by state", () => {
  const page = (searchParams: Record<string, string>) => renderToStaticMarkup(createElement(AcquisitionCost, { searchParams }));

  test("the locality list is grouped by state, so it reads without JavaScript and the browser can filter it", () => {
    const html = page({});
    const groups = [...html.matchAll(/<optgroup label="([^"]+)" data-group-value="([^"]+)">/g)].map((match) => [match[1], match[2]]);
    expect(groups).toEqual([
      ["Delhi", "delhi"],
      ["Haryana", "haryana"],
      ["Maharashtra", "maharashtra"],
      ["West Bengal", "west-bengal"],
    ]);
    expect(html).toContain('<option value="maharashtra-gram-panchayat">Gram panchayat area</option>');
    expect(html).toContain('<option value="delhi-ndmc">New Delhi Municipal Council area</option>');
  });

  test("with no locality where the rate depends on it, the assumption comes before the figure", () => {
    const html = page({ basePrice: "1.2 crore", state: "maharashtra" });
    const assumption = html.indexOf("Assumed: Mumbai (Brihanmumbai Municipal Corporation), as no locality was chosen.");
    const figure = html.indexOf(
      'Total acquisition cost</span> <strong class="calc-figure" data-testid="calc-figure">₹1,27,50,000</strong> <span class="calc-figure-words">(₹1.28\u00a0crore)</span>',
    );
    expect(assumption).toBeGreaterThan(0);
    expect(figure).toBeGreaterThan(assumption);
    expect(html).not.toContain("Pass locality");
    expect(page({ basePrice: "1.2 crore", state: "maharashtra", locality: "maharashtra-metro-corporation" })).not.toContain(
      "calc-assumption",
    );
  });
});

describe("acquisition cost page: notes a person reads", () => {
  const result = (searchParams: Record<string, string>) => {
    const html = renderToStaticMarkup(createElement(AcquisitionCost, { searchParams }));
    return html.slice(html.indexOf('class="card calc-result"'), html.indexOf('class="prose calc-explainer"'));
  };
  const API_NAMES =
    /\b(?:basePrice|stampDutyPercent|registrationPercent|brokeragePercent|guidelineValue|annualRent|leaseYears|legalFees|otherCosts|pass locality|pass state)\b/;

  test.each(STATE_LIST.map((state) => [state.id] as const))(
    "%s: a summary first, details folded, sources linked with dates, no API names",
    (state) => {
      const html = result({ basePrice: "45 lakh", state });
      // The words a person reads; the result's own address (the share link) names the form's parameters, as it should.
      expect(html.replace(/\b(?:href|value)="[^"]*"/g, "")).not.toMatch(API_NAMES);
      expect(html).toMatch(/<details><summary>[^<]{20,}<\/summary>/);
      expect(html).toMatch(/<a href="https?:\/\/[^"]+">[^<]+<\/a>(, checked 20\d\d-\d\d-\d\d)?<\/li>/);
      expect(html).not.toMatch(/Source: [^<]*\(https?:/);
    },
  );

  test("Rajasthan's note opens with its rate, not its history", () => {
    const html = result({ basePrice: "45 lakh", state: "rajasthan" });
    expect(html).toContain(
      "<details><summary>7.8% stamp duty for men (6% plus a 30% surcharge on the duty), women 6.5%; a 1% fee with no maximum. A reported 2026 rise to 33% is not applied.</summary>",
    );
    // The details name the form's field where the library names its argument.
    expect(html).toContain("enter “Stamp duty (%)”");
  });

  test("Assam's sale is not covered: said before the total, with the finding folded and its sources", () => {
    const html = result({ basePrice: "1.2 crore", state: "assam" });
    const said = html.indexOf("Not covered: Assam&#x27;s sale-deed rates are unresolved");
    expect(said).toBeGreaterThan(0);
    expect(said).toBeLessThan(html.indexOf("Total acquisition cost"));
    expect(html).toContain("enter “Stamp duty (%)” and “Registration fee (%)”");
    expect(html).toContain('href="https://hailakandi.assam.gov.in/information-and-services/services-at-sub-registrar-office"');
  });
});
