// Judges the JSON of `npm audit --json` (npm 7 and later, report version 2).

export const FAILING_SEVERITIES = ["high", "critical"];

/**
 * @returns {{ checked: false, reason: string } | { checked: true, ok: boolean, summary: string, failing: string[] }}
 */
export function judgeAuditReport(stdout, stderr = "") {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    report = undefined;
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    const reason = report?.message ?? report?.error?.summary ?? (stderr.trim().split("\n").pop() || "no report");
    return { checked: false, reason };
  }
  const summary = Object.entries(counts)
    .filter(([severity]) => severity !== "total")
    .map(([severity, count]) => `${count} ${severity}`)
    .join(", ");
  const failing = Object.entries(report.vulnerabilities ?? {})
    .filter(([, item]) => FAILING_SEVERITIES.includes(item.severity))
    .map(([name, item]) => `${item.severity}: ${name} ${item.range ?? ""}`.trim());
  const failingCount = FAILING_SEVERITIES.reduce((sum, severity) => sum + (counts[severity] ?? 0), 0);
  return { checked: true, ok: failingCount === 0, summary, failing };
}
