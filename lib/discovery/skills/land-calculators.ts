import { CALCULATOR_PAGES, calculatorPath } from "@/components/calculators/calculator-pages";
import { calculatorServer } from "@/lib/mcp/servers";
import { absolute } from "../site-urls";
import { mcpSkillBody } from "./mcp-skill-body";
import type { Skill } from "./skill";

export const landCalculatorsSkill: Skill = {
  name: "land-calculators",
  description:
    "Compute Indian land figures with the site's six calculators over MCP: convert area between units (bigha, guntha, cent, katha, acre, hectare…), price per square foot, land ROI, guideline value (circle rate) against market rate, acquisition cost with state stamp duty, and acquisition-software ROI. Use when a task needs one of these numbers.",
  representativeQueries: [
    "convert 3 bigha to square feet in Assam",
    "stamp duty and registration cost of buying land in Karnataka",
    "is the circle rate above the market rate for this parcel",
    "annual return on land bought for 40 lakh and sold for 65 lakh",
  ],
  body: () =>
    mcpSkillBody(
      calculatorServer,
      [
        "Six pure calculators, the same ones the site's calculator pages run. Regional units are converted with the region's value stated, never guessed: pass the region when the unit differs by state.",
        "",
        "Each calculator also has a page a person can use: " +
          CALCULATOR_PAGES.map((page) => `[${page.title}](${absolute(calculatorPath(page.slug))}) (\`${page.toolName}\`)`).join(", ") +
          ".",
      ].join("\n"),
      { tool: "land_area_convert", arguments: { value: 1, fromUnit: "acre", toUnit: "sqm" } },
    ),
};
