import { timingSafeEqual } from "node:crypto";
import { ApiError } from "@/lib/errors/api-error";
import { getConfig } from "@/lib/config/env";
import { getDatabase, withStore } from "@/lib/db";
import { drainDueDeliveries } from "./delivery-worker";

/** Vercel sends `Authorization: Bearer <CRON_SECRET>`; compared in constant time. */
function isScheduler(request: Request): boolean {
  const secret = getConfig().cronSecret;
  if (!secret) return false;
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The Cron Job's run: pg-boss hands out every due delivery job, and each gets its attempt. */
export async function runDeliveryCron(request: Request): Promise<Response> {
  if (!isScheduler(request)) throw new ApiError("CRON_SECRET_REQUIRED");
  const handle = await withStore(getDatabase);
  const tally = await withStore(() => drainDueDeliveries(handle, { supervise: true }));
  return Response.json(tally, { headers: { "Cache-Control": "no-store" } });
}
