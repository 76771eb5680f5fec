import { sql } from "drizzle-orm";
import { PgBoss } from "pg-boss";
import { describe, expect, it, vi } from "vitest";
import { rowsOf } from "@/lib/db";
import { listDeadLetters } from "@/lib/leads/dead-letters";
import { attemptJobs } from "@/lib/leads/attempt-delivery";
import { DELIVERY_QUEUE, type DeliveryJob, deliveryQueue, installDeliveryQueue, JOB_RETRY, startEngine } from "@/lib/leads/delivery-queue";
import { drainDueDeliveries, startDeliveryWorker } from "@/lib/leads/delivery-worker";
import { redeliverLead } from "@/lib/leads/redeliver-lead";
import { MAX_ATTEMPTS } from "@/lib/leads/retry-schedule";
import { callApi, jsonOf, validLead } from "../helpers/api-client";
import { captureLogs } from "../helpers/fault-log-capture";
import { useLeadDeliveryFixture } from "../helpers/lead-delivery-fixture";
import { deliveryRows, makeDeliveriesDue, unplannedLeads, waitFor } from "../helpers/lead-receivers";
import { storeBackends } from "../helpers/test-store";

/**
 * Lead delivery on pg-boss, as a receiver and an operator see it: the retry
 * schedule and what a receiver's answer changes in it, dead letters and their
 * redelivery, erased leads, and a worker that stops.
 */
describe.each(storeBackends())("lead delivery queue on $name", (backend) => {
  const fixture = useLeadDeliveryFixture(backend);
  let ip = 0;
  const nextIp = () => `203.0.113.${(ip += 1)}`;

  async function submit(): Promise<string> {
    const response = await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: nextIp() });
    expect(response.status).toBe(200);
    return (await jsonOf(response)).id as string;
  }
  const settled = async () =>
    (await unplannedLeads(fixture.handle.db)) === 0 && (await deliveryRows(fixture.handle)).every((row) => row.lease_until === null);
  /** Seconds until the queued webhook retry is due. */
  const webhookRetryDueIn = async () => {
    const [row] = rowsOf<{ seconds: number }>(
      await fixture.handle.db.execute(
        sql`SELECT extract(epoch FROM start_after - now())::float AS seconds FROM pgboss.job
            WHERE name = ${DELIVERY_QUEUE} AND state = 'created' AND data->>'channel' = 'webhook'`,
      ),
    );
    return row?.seconds;
  };

  it("an engine that fails to start is stopped, so it keeps no pool or timers behind", async () => {
    const start = vi.spyOn(PgBoss.prototype, "start").mockRejectedValueOnce(new Error("store cut while starting"));
    const stop = vi.spyOn(PgBoss.prototype, "stop");
    try {
      await expect(startEngine(fixture.handle, { supervise: false })).rejects.toThrow("store cut while starting");
      expect(stop).toHaveBeenCalledTimes(1);
      expect(stop).toHaveBeenCalledWith({ graceful: false });
    } finally {
      start.mockRestore();
      stop.mockRestore();
    }
  });

  it("a lead's jobs are written in its transaction: when they cannot be, the lead is not stored either", async () => {
    const queue = await (await deliveryQueue(fixture.handle)).getQueue(DELIVERY_QUEUE);
    // The queue's job table refuses inserts for a moment.
    const table = sql.raw(`pgboss.${queue!.table}`);
    await fixture.handle.db.execute(sql`ALTER TABLE ${table} ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`);
    try {
      const response = await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: nextIp() });
      expect(response.status).toBeGreaterThanOrEqual(500);
    } finally {
      await fixture.handle.db.execute(sql`ALTER TABLE ${table} DROP CONSTRAINT refuse_all`);
    }
    const [count] = rowsOf<{ n: number }>(await fixture.handle.db.execute(sql`SELECT count(*)::int AS n FROM demo_requests`));
    expect(count!.n).toBe(0);
    expect(fixture.receiver.received).toHaveLength(0);
  });

  it.skipIf(backend.name !== "postgres")(
    "db:migrate brings an existing queue's options up to date: a queue made to NOTIFY on every job no longer does",
    async () => {
      const boss = await deliveryQueue(fixture.handle);
      await boss.updateQueue(DELIVERY_QUEUE, { notify: true, retryLimit: 9 });
      expect((await boss.getQueue(DELIVERY_QUEUE))?.notify).toBe(true);
      await installDeliveryQueue(fixture.handle.url!);
      const queue = await boss.getQueue(DELIVERY_QUEUE);
      expect(queue?.notify).toBe(false);
      expect(queue).toMatchObject(JOB_RETRY);
    },
  );

  it("a job whose attempt could not run is retried past four such failures, each later than the last, not dead-lettered", async () => {
    fixture.receiver.behave(() => 503);
    const leadId = await submit();
    await waitFor(settled, 10_000, "first attempt");
    const boss = await deliveryQueue(fixture.handle);
    const delays: number[] = [];
    // Four workers die (or the store fails) under the webhook's second attempt, one after another.
    for (let failure = 1; failure <= 4; failure++) {
      await makeDeliveriesDue(fixture.handle);
      const taken = (await boss.fetch<{ channel: string }>(DELIVERY_QUEUE, { batchSize: 10 })).filter(
        (job) => job.data.channel === "webhook",
      );
      expect(taken, `failure ${failure}`).toHaveLength(1);
      await boss.fail(DELIVERY_QUEUE, taken[0]!.id, { kind: "error", reason: "store_unavailable" });
      const job = await boss.getJobById(DELIVERY_QUEUE, taken[0]!.id);
      expect(job?.state, `failure ${failure}`).toBe("retry");
      delays.push((new Date(job!.startAfter).getTime() - Date.now()) / 1000);
    }
    // The delay grows (5 s doubling, with jitter); the old limit of 3 would have dead-lettered it by now.
    expect(delays[3]).toBeGreaterThan(delays[0]!);
    expect(delays[3]).toBeGreaterThan(20);
    expect(await listDeadLetters(fixture.handle)).toEqual([]);
    // The receiver comes back: the next run delivers it.
    fixture.receiver.behave(() => 204);
    await makeDeliveriesDue(fixture.handle);
    await drainDueDeliveries(fixture.handle);
    const webhook = (await deliveryRows(fixture.handle)).find((row) => row.lead_id === leadId && row.channel === "webhook");
    expect(webhook?.status).toBe("delivered");
  });

  it("an attempt whose job was taken back queues nothing, so a delivery never has two live jobs nor a needless dead letter", async () => {
    fixture.receiver.behave(() => 503);
    const leadId = await submit();
    await waitFor(settled, 10_000, "first attempt");
    const boss = await deliveryQueue(fixture.handle);
    const webhookJobs = async () =>
      (await boss.findJobs<DeliveryJob>(DELIVERY_QUEUE, { data: { leadId } })).filter((job) => job.data.channel === "webhook");
    const live = async () => (await webhookJobs()).filter((job) => ["created", "retry", "active"].includes(job.state));

    // The second attempt is taken, then taken back (its worker overran the expiry) while it still runs and fails.
    await makeDeliveriesDue(fixture.handle);
    const [taken] = (await boss.fetch<DeliveryJob>(DELIVERY_QUEUE, { batchSize: 10 })).filter((job) => job.data.channel === "webhook");
    await boss.fail(DELIVERY_QUEUE, { id: taken!.id, retryCount: taken!.retryCount }, { kind: "error", reason: "expired" });
    const [late] = await attemptJobs(boss, fixture.handle, [taken!]);
    expect(late).toMatchObject({ status: "completed", output: { kind: "retry", reason: "http_503" } });
    // Nothing was queued after it: the taken-back job alone carries the delivery.
    expect((await live()).map((job) => [job.data.attempt, job.state])).toEqual([[2, "retry"]]);

    // Its retry cannot run (the store fails under it), twice: retried each time, never a dead letter.
    for (let failure = 1; failure <= 2; failure += 1) {
      await makeDeliveriesDue(fixture.handle);
      const [again] = (await boss.fetch<DeliveryJob>(DELIVERY_QUEUE, { batchSize: 10 })).filter((job) => job.data.channel === "webhook");
      await boss.fail(DELIVERY_QUEUE, { id: again!.id, retryCount: again!.retryCount }, { kind: "error", reason: "store_unavailable" });
    }
    expect(await listDeadLetters(fixture.handle)).toEqual([]);

    // An attempt that still holds its job settles it and queues the next attempt in one step.
    await makeDeliveriesDue(fixture.handle);
    const [held] = (await boss.fetch<DeliveryJob>(DELIVERY_QUEUE, { batchSize: 10 })).filter((job) => job.data.channel === "webhook");
    await attemptJobs(boss, fixture.handle, [held!]);
    expect((await boss.getJobById(DELIVERY_QUEUE, held!.id))?.state).toBe("completed");
    expect((await live()).map((job) => [job.data.attempt, job.state])).toEqual([[3, "created"]]);

    fixture.receiver.behave(() => 204);
    await makeDeliveriesDue(fixture.handle);
    await drainDueDeliveries(fixture.handle);
    const webhook = (await deliveryRows(fixture.handle)).find((row) => row.lead_id === leadId && row.channel === "webhook");
    expect(webhook).toMatchObject({ status: "delivered", attempts: 3 });
    expect(fixture.receiver.accepted()).toHaveLength(1);
    expect(await listDeadLetters(fixture.handle)).toEqual([]);
  });

  it("the last attempt whose job was taken back leaves no dead letter; the job's retry makes it", async () => {
    fixture.receiver.behave(() => 503);
    const leadId = await submit();
    await waitFor(settled, 10_000, "first attempt");
    const boss = await deliveryQueue(fixture.handle);
    // The webhook's delivery has come to its last attempt.
    await fixture.handle.db.execute(
      sql`UPDATE pgboss.job SET data = jsonb_set(data, '{attempt}', ${String(MAX_ATTEMPTS)}::jsonb), start_after = now()
          WHERE name = ${DELIVERY_QUEUE} AND state = 'created' AND data->>'channel' = 'webhook'`,
    );
    const [taken] = (await boss.fetch<DeliveryJob>(DELIVERY_QUEUE, { batchSize: 10 })).filter((job) => job.data.channel === "webhook");
    expect(taken!.data.attempt).toBe(MAX_ATTEMPTS);
    await boss.fail(DELIVERY_QUEUE, { id: taken!.id, retryCount: taken!.retryCount }, { kind: "error", reason: "expired" });
    const logs = captureLogs();
    await attemptJobs(boss, fixture.handle, [taken!]);
    logs.stop();
    expect(await listDeadLetters(fixture.handle)).toEqual([]);
    expect(logs.text()).not.toMatch(/FAILED for good/);

    await makeDeliveriesDue(fixture.handle);
    await drainDueDeliveries(fixture.handle);
    expect(await listDeadLetters(fixture.handle)).toEqual([
      expect.objectContaining({ leadId, channel: "webhook", attempt: MAX_ATTEMPTS, reason: "http_503" }),
    ]);
    const webhook = (await deliveryRows(fixture.handle)).find((row) => row.lead_id === leadId && row.channel === "webhook");
    expect(webhook).toMatchObject({ status: "failed", last_error: "http_503" });
  });

  it("retries follow the schedule, each attempt signed afresh with the same webhook-id; a shorter Retry-After does not hasten it", async () => {
    const answers: Array<number> = [503, 429, 503];
    fixture.receiver.behave((n) => answers[n] ?? 204, { retryAfter: (n) => (n === 1 ? "120" : n === 2 ? "600" : undefined) });
    await submit();
    await waitFor(settled, 10_000, "first attempt");
    // A plain 503: the schedule's 5 s (up to 10 % jitter).
    expect(await webhookRetryDueIn()).toBeGreaterThan(3);
    expect(await webhookRetryDueIn()).toBeLessThanOrEqual(5.6);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await makeDeliveriesDue(fixture.handle);
    await drainDueDeliveries(fixture.handle);
    // 429 with Retry-After: 120 after the second attempt: the schedule's 5 min is longer, so it stands.
    expect(await webhookRetryDueIn()).toBeGreaterThan(290);
    await makeDeliveriesDue(fixture.handle);
    await drainDueDeliveries(fixture.handle);
    // 503 with Retry-After: 600 after the third: the schedule's 30 min stands too (a longer one is waited out: next test).
    expect(await webhookRetryDueIn()).toBeGreaterThan(1_790);
    await makeDeliveriesDue(fixture.handle);
    await drainDueDeliveries(fixture.handle);

    const received = fixture.receiver.received;
    expect(received).toHaveLength(4);
    expect(new Set(received.map((item) => item.webhookId)).size).toBe(1);
    expect(Number(received[1]!.timestamp)).toBeGreaterThan(Number(received[0]!.timestamp));
    expect(fixture.receiver.rejected).toBe(0);
    const rows = await deliveryRows(fixture.handle);
    expect(rows.map((row) => [row.channel, row.status, row.attempts])).toEqual([
      ["email", "delivered", 1],
      ["webhook", "delivered", 4],
    ]);
  });

  it("a Retry-After longer than the schedule's next delay is waited out", async () => {
    fixture.receiver.behave((n) => (n === 0 ? 429 : 204), { retryAfter: () => "900" });
    await submit();
    await waitFor(settled, 10_000, "first attempt");
    const dueIn = await webhookRetryDueIn();
    expect(dueIn).toBeGreaterThan(890);
    expect(dueIn).toBeLessThanOrEqual(900);
  });

  it("410 Gone ends the delivery at once, loudly, as a dead letter; redelivery sends it again with the same webhook-id", async () => {
    fixture.receiver.behave((n) => (n === 0 ? 410 : 204));
    const logs = captureLogs();
    const id = await submit();
    await waitFor(settled, 10_000, "first attempt");
    logs.stop();
    expect(logs.text()).toMatch(/"level":"error".*410 Gone/);
    await makeDeliveriesDue(fixture.handle);
    await drainDueDeliveries(fixture.handle);
    expect(fixture.receiver.received).toHaveLength(1);
    const letters = await listDeadLetters(fixture.handle);
    expect(letters).toEqual([expect.objectContaining({ leadId: id, channel: "webhook", attempt: 1, reason: "http_410" })]);
    expect((await deliveryRows(fixture.handle)).map((row) => [row.channel, row.status, row.last_error])).toEqual([
      ["email", "delivered", null],
      ["webhook", "failed", "http_410"],
    ]);

    expect(await redeliverLead(fixture.handle, id)).toEqual({ attempted: 2, delivered: 2, failed: 0 });
    expect(await listDeadLetters(fixture.handle)).toEqual([]);
    const [gone, again] = fixture.receiver.received;
    expect(again!.webhookId).toBe(gone!.webhookId);
    expect(fixture.receiver.accepted()).toHaveLength(1);
  });

  it("a job whose lead was erased completes without sending anything", async () => {
    fixture.receiver.behave(() => 503);
    fixture.smtp.refuseAll(true);
    const id = await submit();
    await waitFor(settled, 10_000, "first attempt");
    await fixture.handle.db.execute(sql`DELETE FROM demo_requests WHERE id = ${id}`);
    fixture.receiver.behave(() => 204);
    fixture.smtp.refuseAll(false);
    fixture.receiver.received.length = 0;
    await makeDeliveriesDue(fixture.handle);
    expect(await drainDueDeliveries(fixture.handle)).toEqual({ attempted: 0, delivered: 0, failed: 0 });
    expect(fixture.receiver.received).toHaveLength(0);
    expect(fixture.smtp.messages).toHaveLength(0);
    const [left] = rowsOf<{ n: number }>(
      await fixture.handle.db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${DELIVERY_QUEUE} AND state < 'active'`),
    );
    expect(left!.n).toBe(0);
  });

  it("job names, keys and payloads carry ids only, never the person's details", async () => {
    fixture.receiver.behave(() => 503);
    await callApi("POST", "/api/v1/demo-request", {
      body: validLead({ name: "Zaheer Qureshi", email: "zaheer.q@builders.example.com", phone: "+91 98765 43210" }),
      ip: nextIp(),
    });
    await waitFor(settled, 10_000, "first attempt");
    const [jobs] = rowsOf<{ text: string }>(
      await fixture.handle.db.execute(sql`SELECT string_agg(name || ' ' || coalesce(singleton_key, '') || ' ' || data::text || ' ' ||
        coalesce(output::text, ''), ' ') AS text FROM pgboss.job`),
    );
    expect(jobs!.text).toContain("dr_");
    for (const personal of ["Zaheer", "zaheer.q", "98765", "builders.example"]) expect(jobs!.text).not.toContain(personal);
  });

  it("a worker stopped mid-attempt finishes it before it stops", async () => {
    fixture.receiver.behave(() => 204, { delayMs: 1_500 });
    const worker = await startDeliveryWorker(fixture.handle);
    try {
      await submit();
      await waitFor(() => fixture.receiver.inFlight > 0, 10_000, "attempt in flight");
    } finally {
      const started = Date.now();
      await worker.stop();
      expect(Date.now() - started).toBeLessThan(25_000);
    }
    expect(fixture.receiver.accepted()).toHaveLength(1);
    expect((await deliveryRows(fixture.handle)).map((row) => [row.channel, row.status])).toEqual([
      ["email", "delivered"],
      ["webhook", "delivered"],
    ]);
  });
});

describe.each(storeBackends().slice(0, 1))("a receiver that hangs, on $name", (backend) => {
  const fixture = useLeadDeliveryFixture(backend);

  it("times the attempt out at 15 s and queues a retry", async () => {
    fixture.receiver.behave((n) => (n === 0 ? "hang" : 204));
    const started = Date.now();
    expect((await callApi("POST", "/api/v1/demo-request", { body: validLead(), ip: "203.0.113.250" })).status).toBe(200);
    await waitFor(
      async () => (await deliveryRows(fixture.handle)).some((row) => row.channel === "webhook" && row.last_error === "timeout"),
      25_000,
      "timeout",
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(14_000);
    await makeDeliveriesDue(fixture.handle);
    await drainDueDeliveries(fixture.handle);
    expect(fixture.receiver.accepted()).toHaveLength(1);
  }, 40_000);
});
