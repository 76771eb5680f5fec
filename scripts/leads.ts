// Operator commands for leads; each opens the configured store (DATABASE_URL, or the embedded one under DATA_DIR).
//   npm run leads:export [-- --from 2026-11-01] [--to 2026-12-01] [--format csv|jsonl]   to stdout
//   npm run leads:redeliver -- <lead id>        (or --dead-letters: every dead letter's lead)
//   npm run leads:dead-letters                 deliveries that ended without success, oldest first
//   npm run leads:erase -- <email>
// On the embedded store, stop the server first: PGlite allows one process at a time.
import { parseArgs } from "node:util";
import { ConfigError, getConfig } from "../lib/config/env";
import { openDatabase } from "../lib/db/client";
import { eraseLeadsByEmail } from "../lib/leads/erase-leads";
import { exportLeads, type ExportFormat } from "../lib/leads/export-leads";
import { listDeadLetters } from "../lib/leads/dead-letters";
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
  | { kind: "redeliver"; leadIds: string[] | "dead-letters" }
  | { kind: "dead-letters" }
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
  if (command === "redeliver") {
    if (rest[0] === "--dead-letters") return { kind: "redeliver", leadIds: "dead-letters" };
    return { kind: "redeliver", leadIds: [rest[0] ?? fail("usage: npm run leads:redeliver -- <lead id> | --dead-letters")] };
  }
  if (command === "dead-letters") return { kind: "dead-letters" };
  if (command === "erase") return { kind: "erase", email: rest[0] ?? fail("usage: npm run leads:erase -- <email>") };
  return fail("usage: tsx scripts/leads.ts export|redeliver|dead-letters|erase …");
}

const job = jobOf();
const handle = await openDatabase({ url: config.databaseUrl });
try {
  if (job.kind === "export") {
    const count = await exportLeads(handle.db, job, (chunk) => process.stdout.write(chunk));
    console.error(`${count} leads exported`);
  } else if (job.kind === "redeliver") {
    const leadIds =
      job.leadIds === "dead-letters" ? [...new Set((await listDeadLetters(handle)).map((letter) => letter.leadId))] : job.leadIds;
    if (leadIds.length === 0) console.log("no dead letters");
    for (const leadId of leadIds) {
      const tally = await redeliverLead(handle, leadId);
      if (!tally) {
        if (job.leadIds === "dead-letters") continue;
        fail(`no lead with id ${leadId}`);
      }
      console.log(
        `${leadId}: ${tally.attempted} deliveries attempted, ${tally.delivered} delivered, ${tally.failed} failed (failures are retried on the schedule)`,
      );
    }
  } else if (job.kind === "dead-letters") {
    const letters = await listDeadLetters(handle);
    if (letters.length === 0) console.log("no dead letters");
    for (const letter of letters) {
      console.log([letter.deadSince.toISOString(), letter.leadId, letter.channel, `attempt ${letter.attempt}`, letter.reason].join("\t"));
    }
  } else {
    const ids = await eraseLeadsByEmail(handle, job.email);
    console.log(ids.length ? `erased ${ids.length} lead(s): ${ids.join(", ")}` : "no lead with that email");
  }
} finally {
  closeEmailTransports();
  await handle.close();
}
