// `npm run audit:prod`: fails when a production dependency has a high or
// critical advisory. Some networks cannot reach the registry's advisory
// service; there the check says so plainly and passes, unless
// AUDIT_REQUIRED=1 makes an unchecked run a failure too.
import { spawnSync } from "node:child_process";
import { judgeAuditReport } from "./audit-report.mjs";

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
const verdict = judgeAuditReport(run.stdout, run.stderr);

if (!verdict.checked) {
  const required = process.env.AUDIT_REQUIRED === "1";
  console.log(`audit:prod: NOT CHECKED: the advisory service did not answer (${verdict.reason}).`);
  if (required) console.log("audit:prod: AUDIT_REQUIRED=1, so this counts as a failure.");
  process.exit(required ? 1 : 0);
}
console.log(`audit:prod: production dependencies: ${verdict.summary}.`);
for (const line of verdict.failing) console.log(`  ${line}`);
process.exit(verdict.ok ? 0 : 1);
