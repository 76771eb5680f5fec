import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { setConfigForTesting } from "@/lib/config/env";
import type { DatabaseHandle } from "@/lib/db";
import { RateLimiter, setRateLimiterForTesting } from "@/lib/ratelimit";
import { leadDeliveryEnv, startSmtpSink, startWebhookReceiver } from "./lead-receivers";
import { type StoreBackend, truncateAll, useStore } from "./test-store";

export interface LeadDeliveryFixture {
  handle: DatabaseHandle;
  receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  smtp: Awaited<ReturnType<typeof startSmtpSink>>;
}

/**
 * A store on `backend`, a verifying webhook receiver and an SMTP sink for a
 * `describe` block: each test starts from empty tables, fresh limits, receivers
 * that accept everything and the configuration `env` returns (by default both
 * delivery channels pointed at the receivers). Fields are set in `beforeAll`.
 */
export function useLeadDeliveryFixture(
  backend: StoreBackend,
  env: (receiverUrl: string, smtpUrl: string) => Record<string, string> = leadDeliveryEnv,
): LeadDeliveryFixture {
  const fixture = {} as LeadDeliveryFixture;
  beforeAll(async () => {
    fixture.handle = await useStore(backend);
    fixture.receiver = await startWebhookReceiver();
    fixture.smtp = await startSmtpSink();
  });
  afterAll(async () => {
    setConfigForTesting(undefined);
    await fixture.receiver.close();
    await fixture.smtp.close();
    await fixture.handle.close();
  });
  beforeEach(async () => {
    await truncateAll(fixture.handle);
    setRateLimiterForTesting(new RateLimiter(undefined));
    setConfigForTesting(env(fixture.receiver.url, fixture.smtp.url));
    fixture.receiver.received.length = 0;
    fixture.smtp.messages.length = 0;
    fixture.receiver.behave(() => 204);
    fixture.smtp.refuseAll(false);
  });
  afterEach(() => setConfigForTesting(undefined));
  return fixture;
}
