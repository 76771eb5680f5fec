import { eq } from "drizzle-orm";
import { tables, type Database } from "@/lib/db";
import { log } from "@/lib/log/logger";

const normalize = (email: string) => email.trim().toLowerCase();

/**
 * Erases every lead of one person (any tool), with its pending and past
 * deliveries (work not yet planned is a flag in the lead's row; planned outbox rows go with it), so nothing personal is left
 * to send. The (email, tool) pair is free again: a later request from the
 * same address is a new lead with a new consent record.
 */
export async function eraseLeadsByEmail(db: Database, email: string): Promise<string[]> {
  const { demoRequests } = tables;
  const erased = await db
    .delete(demoRequests)
    .where(eq(demoRequests.emailNormalized, normalize(email)))
    .returning({ id: demoRequests.id });
  const ids = erased.map((row) => row.id);
  if (ids.length) log.info("leads erased on request", { leadIds: ids });
  return ids;
}
