// Operator commands for leads; each opens the configured store (DATABASE_URL, or the embedded one under DATA_DIR).
//   npm run leads:export [-- --from 2026-11-01] [--to 2026-12-01] [--format csv|jsonl]   to stdout
//   npm run leads:redeliver -- <lead id>
//   npm run leads:erase -- <email>
// On the embedded store, stop the server first: PGlite allows one process at a time.
import { parseArgs } from "node:util";
import { ConfigError, getConfig } from "../lib/config/env";
import { openDatabase } from "../lib/db/client";
import { eraseLeadsByEmail } from "../lib/leads/erase-leads";
import { exportLeads, type ExportFormat } from "../lib/leads/export-leads";
import { redeliverLead } from "../lib/leads/redeliver-lead";
import { closeEmailTransports } from "../lib/leads/send-email";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

function dateArgument(name: string, value: string | undefined): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) fail(`--${name} must be a date such as 2026-11-01 or 2026-11-01T09:30:00Z`);
  return date;
}

const [command, ...rest] = process.argv.slice(2);
let config: ReturnType<typeof getConfig>;
try {
  config = getConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

type Job =
  | { kind: "export"; from?: Date; to?: Date; format: ExportFormat }
  | { kind: "redeliver"; leadId: string }
  | { kind: "erase"; email: string };

// Arguments are checked before the store is opened, so a typo costs nothing.
function jobOf(): Job {
  if (command === "export") {
    const { values } = parseArgs({
      args: rest,
      options: { from: { type: "string" }, to: { type: "string" }, format: { type: "string", default: "csv" } },
    });
    if (values.format !== "csv" && values.format !== "jsonl") fail("--format must be csv or jsonl");
    return { kind: "export", from: dateArgument("from", values.from), to: dateArgument("to", values.to), format: values.format };
  }
  if (command === "redeliver") return { kind: "redeliver", leadId: rest[0] ?? fail("usage: npm run leads:redeliver -- <lead id>") };
  if (command === "erase") return { kind: "erase", email: rest[0] ?? fail("usage: npm run leads:erase -- <email>") };
  return fail("usage: tsx scripts/leads.ts export|redeliver|erase …");
}

const job = jobOf();
const handle = await openDatabase({ url: config.databaseUrl });
try {
  if (job.kind === "export") {
    const count = await exportLeads(handle.db, job, (chunk) => process.stdout.write(chunk));
    console.error(`${count} leads exported`);
  } else if (job.kind === "redeliver") {
    const tally = await redeliverLead(handle.db, job.leadId);
    if (!tally) fail(`no lead with id ${job.leadId}`);
    console.log(
      `${job.leadId}: ${tally.attempted} deliveries attempted, ${tally.delivered} delivered, ${tally.failed} failed (failures are retried by the sweeper)`,
    );
  } else {
    const ids = await eraseLeadsByEmail(handle.db, job.email);
    console.log(ids.length ? `erased ${ids.length} lead(s): ${ids.join(", ")}` : "no lead with that email");
  }
} finally {
  closeEmailTransports();
  await handle.close();
}
