import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without type declarations
import { judgeAuditReport } from "../../scripts/audit-report.mjs";

/** The shape of `npm audit --json` (report version 2), trimmed to what the check reads. */
function report(counts: Record<string, number>, vulnerabilities: Record<string, { severity: string; range?: string }> = {}) {
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  return JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts, total } },
  });
}

describe("npm audit verdict for production dependencies", () => {
  it("passes with no advisories, and with only low or moderate ones", () => {
    expect(judgeAuditReport(report({}))).toMatchObject({ checked: true, ok: true });
    const moderate = judgeAuditReport(report({ low: 2, moderate: 1 }, { "some-lib": { severity: "moderate", range: "<2.0.0" } }));
    expect(moderate).toMatchObject({ checked: true, ok: true, failing: [] });
    expect(moderate.summary).toContain("1 moderate");
  });

  it("fails on a high or a critical advisory and names the package", () => {
    const high = judgeAuditReport(report({ high: 1 }, { "parser-lib": { severity: "high", range: "<1.4.2" } }));
    expect(high).toMatchObject({ checked: true, ok: false, failing: ["high: parser-lib <1.4.2"] });
    const critical = judgeAuditReport(report({ critical: 1 }, { "auth-lib": { severity: "critical" } }));
    expect(critical).toMatchObject({ checked: true, ok: false, failing: ["critical: auth-lib"] });
  });

  it("reports an unreachable advisory service as not checked, never as a pass", () => {
    const refused = JSON.stringify({
      message: "405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
    });
    expect(judgeAuditReport(refused)).toEqual({ checked: false, reason: expect.stringContaining("405") });
    expect(judgeAuditReport("", "npm error audit endpoint returned an error")).toEqual({
      checked: false,
      reason: "npm error audit endpoint returned an error",
    });
  });
});
