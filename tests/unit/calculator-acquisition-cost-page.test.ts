import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { AcquisitionCost } from "../../components/calculators/acquisition-cost/acquisition-cost";
import { AcquisitionCostRates } from "../../components/calculators/acquisition-cost/rates-page";
import { formatNumber } from "../../components/calculators/format";
import { STATE_LIST } from "../../lib/calculators";

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
      if (charge.cap !== undefined) expect(html).toContain(`, max Rs ${formatNumber(charge.cap)}`);
      if (charge.minimum !== undefined) expect(html).toContain(`, min Rs ${formatNumber(charge.minimum)}`);
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
