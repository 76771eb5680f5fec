import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { AreaConverter } from "../../components/calculators/area-converter/area-converter";
import { PricePerSqft } from "../../components/calculators/price-per-sqft/price-per-sqft";

const notes = (html: string) => {
  const start = html.indexOf('data-testid="calc-region-notes"');
  return html.slice(start, html.indexOf("</div>", start));
};

describe("regional notes on the pages: the size first, its source a link with its check date", () => {
  test("area converter, Rajasthan bigha", () => {
    const html = notes(
      renderToStaticMarkup(
        createElement(AreaConverter, { searchParams: { value: "3", fromUnit: "bigha", toUnit: "acre", region: "rajasthan" } }),
      ),
    );
    expect(html).toContain("<details><summary>1 bigha (Rajasthan (pucca bigha)) = 27,225 sq ft.</summary>");
    expect(html).toMatch(
      /<a href="https:\/\/en\.wikipedia\.org\/wiki\/Bigha">Wikipedia, &quot;Bigha&quot;[^<]*<\/a>, checked 2026-11-2\d<\/li>/,
    );
    // No address is left as plain text.
    expect(html.replace(/<a href="[^"]*">[^<]*<\/a>/g, "")).not.toMatch(/https?:\/\//);
  });

  test("price per sq ft, an assumed region: the assumption first, in the form's words", () => {
    const html = notes(
      renderToStaticMarkup(createElement(PricePerSqft, { searchParams: { totalPrice: "14.4 lakh", area: "1", unit: "bigha" } })),
    );
    expect(html).toMatch(/<ul><li>No region chosen, so Uttar Pradesh was assumed\./);
    expect(html).not.toMatch(/pass region/);
    expect(html.replace(/<a href="[^"]*">[^<]*<\/a>/g, "")).not.toMatch(/https?:\/\//);
  });
});
