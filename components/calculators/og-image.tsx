import { ImageResponse } from "next/og";
import { cors, EXPOSED_HEADERS, edgeRoute, environment, head, methodCheck, plainErrorResponse, redirectToHttps } from "@/lib/edge";
import { endpoint } from "@/lib/endpoints/endpoint-table";
import { SITE } from "@/lib/site";
import { calculatorPage, type CalculatorSlug } from "./calculator-pages";
import { CALCULATOR_RESULTS } from "./calculator-results";
import type { SearchParams } from "./read-form-values";

const SIZE = { width: 1200, height: 630 };
const INK = "#14213d";
const MUTED = "#3d4a63";
const BRAND = "#1f6f4a";

function searchParamsOf(request: Request): SearchParams {
  const params: SearchParams = {};
  for (const [name, value] of new URL(request.url).searchParams) if (params[name] === undefined) params[name] = value;
  return params;
}

/**
 * A result's link-preview image (1200×630 PNG): the calculator, the answer's
 * label, the figure in large type and its context line, from the same inputs
 * as the page. A fresh page's image carries the calculator's name and summary.
 */
export function calculatorOgImage(slug: CalculatorSlug, request: Request): ImageResponse {
  const page = calculatorPage(slug);
  const summary = CALCULATOR_RESULTS[slug].summarize(searchParamsOf(request));
  const figureSize = summary && summary.figure.length > 14 ? 96 : 120;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        background: "#ffffff",
        color: INK,
        padding: "56px 72px",
        borderTop: `18px solid ${BRAND}`,
        fontSize: 34,
      }}
    >
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ fontSize: 30, color: BRAND }}>{SITE.name}</div>
        <div style={{ fontSize: 44, marginTop: 8 }}>{page.title}</div>
      </div>
      {summary ? (
        <div style={{ display: "flex", flexDirection: "column" }}>
          <div style={{ fontSize: 40, color: MUTED }}>{summary.label}</div>
          <div style={{ fontSize: figureSize, color: BRAND, lineHeight: 1.1 }}>{summary.figure}</div>
          {summary.words ? <div style={{ fontSize: 44 }}>{summary.words}</div> : null}
          {summary.detail ? <div style={{ fontSize: 34, color: MUTED, marginTop: 12 }}>{summary.detail}</div> : null}
        </div>
      ) : (
        <div style={{ fontSize: 38, color: MUTED }}>{page.summary}</div>
      )}
      <div style={{ fontSize: 26, color: MUTED }}>
        Estimates for planning: confirm rates and values with the state authority before you transact.
      </div>
    </div>,
    { ...SIZE, headers: { "Cache-Control": "public, max-age=3600" } },
  );
}

/**
 * The route module of a calculator's preview image: the edge pipeline every
 * public document goes through (request id, HEAD, HTTPS redirect, the
 * environment's headers, CORS and preflight, the method check), then the PNG.
 */
export function calculatorOgRoute(slug: CalculatorSlug) {
  return edgeRoute({
    methods: endpoint("calculatorPreviewImage").methods,
    pieces: [
      head,
      redirectToHttps,
      environment,
      cors({ allowHeaders: ["Accept", "User-Agent"], exposeHeaders: EXPOSED_HEADERS }),
      methodCheck,
    ],
    handle: async ({ request }) => calculatorOgImage(slug, request),
    renderError: plainErrorResponse,
  });
}
