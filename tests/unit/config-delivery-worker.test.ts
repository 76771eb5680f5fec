import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "@/lib/config/env";

const DATABASE_URL = "postgres://app@db.internal:5432/landworks";

describe("where lead deliveries are attempted (DELIVERY_WORKER)", () => {
  it("defaults to a worker process with a server database, in the web process on the embedded store, and to serverless on Vercel", () => {
    expect(parseConfig({ DATABASE_URL }).deliveryWorker).toBe("process");
    expect(parseConfig({}).deliveryWorker).toBe("inline");
    expect(parseConfig({ VERCEL: "1", DATABASE_URL }).deliveryWorker).toBe("serverless");
  });

  it("takes inline or external with a server database", () => {
    expect(parseConfig({ DATABASE_URL, DELIVERY_WORKER: "inline" }).deliveryWorker).toBe("inline");
    expect(parseConfig({ DATABASE_URL, DELIVERY_WORKER: "external" }).deliveryWorker).toBe("external");
  });

  it("refuses a worker outside the web process on the embedded store, and unknown values, naming the variable", () => {
    expect(() => parseConfig({ DELIVERY_WORKER: "external" })).toThrow(ConfigError);
    expect(() => parseConfig({ DELIVERY_WORKER: "external" })).toThrow(/DELIVERY_WORKER: must be inline \(or unset\) without DATABASE_URL/);
    expect(() => parseConfig({ DATABASE_URL, DELIVERY_WORKER: "sometimes" })).toThrow(
      /DELIVERY_WORKER: must be process, inline or external/,
    );
  });
});
