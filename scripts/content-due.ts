/**
 * Lists every document, citation and calculator data row whose last
 * verification is older than 180 days, oldest first, so a review starts from
 * a list. Options: `--days=N` (another limit), `--today=YYYY-MM-DD` (see the
 * list as it will be on that day), `--json` (machine-readable), `--check`
 * (exit with status 1 when anything is due, for a scheduled job).
 */
import { allVerifications, dueVerifications, MAX_VERIFICATION_AGE_DAYS } from "@/lib/freshness";

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
const days = Number(option("days") ?? MAX_VERIFICATION_AGE_DAYS);
const today = option("today") ?? new Date().toISOString().slice(0, 10);
if (!Number.isInteger(days) || days < 0) throw new Error(`--days must be a whole number of days, not "${option("days")}"`);
if (!/^\d{4}-\d{2}-\d{2}$/.test(today) || Number.isNaN(Date.parse(today))) throw new Error(`--today must be YYYY-MM-DD, not "${today}"`);

const all = allVerifications();
const due = dueVerifications(all, today, days);

if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ today, maxAgeDays: days, checked: all.length, due }, null, 2));
} else {
  const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\s+/g, " ");
  console.log(
    `${due.length} of ${all.length} documents, citations and data rows were last verified more than ${days} days before ${today}.`,
  );
  if (due.length > 0) {
    console.log("\n| Last checked | Age (days) | Kind | Where | What |");
    console.log("| --- | ---: | --- | --- | --- |");
    for (const item of due) {
      const what = `${item.label}${item.url ? ` <${item.url}>` : ""}${item.inherited ? " (no date of its own: the document's)" : ""}`;
      console.log(`| ${item.checked} | ${item.ageDays} | ${item.kind} | ${cell(item.id)} | ${cell(what)} |`);
    }
  }
}
if (process.argv.includes("--check") && due.length > 0) process.exitCode = 1;
