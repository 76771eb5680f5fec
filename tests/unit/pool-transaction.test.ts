import { describe, expect, it } from "vitest";
import { poolTransaction, type RawQuery } from "@/lib/db/client";

/** A pool of one connection whose statements answer as `answer` says, recording what it ran and how it was released. */
function fakePool(answer: (text: string) => "ok" | Error) {
  const ran: string[] = [];
  const released: Array<Error | boolean | undefined> = [];
  const client = {
    query: async (query: RawQuery | string) => {
      const text = typeof query === "string" ? query : query.text;
      ran.push(text);
      const result = answer(text);
      if (result instanceof Error) throw result;
      return { rows: [{ text }] };
    },
    release: (error?: Error | boolean) => {
      released.push(error);
    },
  };
  return { pool: { connect: async () => client }, ran, released };
}

const connectionLost = () => Object.assign(new Error("Connection terminated unexpectedly"), { code: "ECONNRESET" });

describe("poolTransaction", () => {
  it("commits the work's statements together and returns the connection to the pool", async () => {
    const { pool, ran, released } = fakePool(() => "ok");
    const rows = await poolTransaction(pool)(async (run) => (await run({ text: "SELECT 1", values: [] })).rows);
    expect(rows).toEqual([{ text: "SELECT 1" }]);
    expect(ran).toEqual(["BEGIN", "SELECT 1", "COMMIT"]);
    expect(released).toEqual([undefined]);
  });

  it("rolls back when the work fails, and keeps a connection that rolled back", async () => {
    const { pool, ran, released } = fakePool((text) => (text === "SELECT 1" ? new Error("unique violation") : "ok"));
    await expect(poolTransaction(pool)((run) => run({ text: "SELECT 1", values: [] }))).rejects.toThrow("unique violation");
    expect(ran).toEqual(["BEGIN", "SELECT 1", "ROLLBACK"]);
    expect(released).toEqual([undefined]);
  });

  it("destroys a connection lost at BEGIN instead of leaving it checked out", async () => {
    const { pool, released } = fakePool(() => connectionLost());
    await expect(poolTransaction(pool)(async () => "never")).rejects.toThrow("Connection terminated");
    expect(released).toHaveLength(1);
    expect(released[0]).toBeInstanceOf(Error);
  });

  it("destroys a connection lost at COMMIT", async () => {
    const { pool, released } = fakePool((text) => (text === "COMMIT" || text === "ROLLBACK" ? connectionLost() : "ok"));
    await expect(poolTransaction(pool)((run) => run({ text: "SELECT 1", values: [] }))).rejects.toThrow("Connection terminated");
    expect(released[0]).toBeInstanceOf(Error);
  });
});
