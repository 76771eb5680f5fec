// A webhook receiver for the end-to-end run: it verifies each lead event with the
// `standardwebhooks` package, as a customer's receiver would, and lists what it
// accepted at GET /received, so a browser test can see a submission arrive.
// With `refuseFirstAttempt`, it answers each lead's first attempt 503, as a
// receiver that is briefly away does, and accepts the retry.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { Webhook } from "standardwebhooks";

export async function startLeadReceiver({ refuseFirstAttempt = false } = {}) {
  const secret = `whsec_${randomBytes(32).toString("base64")}`;
  const verifier = new Webhook(secret);
  const received = [];
  const attempts = [];
  const server = createServer(async (request, response) => {
    if (request.method === "GET" && request.url === "/received") {
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(received));
      return;
    }
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    let event;
    try {
      event = verifier.verify(Buffer.concat(chunks).toString("utf8"), request.headers);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const leadId = event.data?.id;
    const refused = refuseFirstAttempt && !attempts.some((attempt) => attempt.leadId === leadId);
    attempts.push({ leadId, at: Date.now(), status: refused ? 503 : 204 });
    if (refused) {
      response.writeHead(503).end();
      return;
    }
    received.push({ webhookId: request.headers["webhook-id"], event });
    response.writeHead(204).end();
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    env: { LEAD_WEBHOOK_URL: `${base}/hooks/leads`, LEAD_WEBHOOK_SECRET: secret },
    receivedUrl: `${base}/received`,
    received: () => [...received],
    attempts: () => [...attempts],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
