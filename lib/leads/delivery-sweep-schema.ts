import { z } from "zod";

/** The Cron Job route's path; vercel.json names it too. */
export const LEAD_DELIVERY_CRON_PATH = "/api/cron/lead-deliveries";

export const DeliverySweepSchema = z
  .object({
    attempted: z.number().int().describe("Delivery attempts made by this run."),
    delivered: z.number().int().describe("Attempts that a receiver or the mail server accepted."),
    failed: z
      .number()
      .int()
      .describe("Attempts that failed (each is retried on the schedule, or becomes a dead letter after the last or on a 410)."),
  })
  .describe("Lead delivery sweep");
