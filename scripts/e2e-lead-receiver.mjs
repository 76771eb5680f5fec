// A webhook receiver for the end-to-end run: it verifies each lead event with the
// `standardwebhooks` package, as a customer's receiver would, and lists what it
// accepted at GET /received, so a browser test can see a submission arrive.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import { Webhook } from "standardwebhooks";

export async function startLeadReceiver() {
  const secret = `whsec_${randomBytes(32).toString("base64")}`;
  const verifier = new Webhook(secret);
  const received = [];
  const server = createServer(async (request, response) => {
    if (request.method === "GET" && request.url === "/received") {
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(received));
      return;
    }
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    try {
      const event = verifier.verify(Buffer.concat(chunks).toString("utf8"), request.headers);
      received.push({ webhookId: request.headers["webhook-id"], event });
      response.writeHead(204).end();
    } catch {
      response.writeHead(400).end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    env: { LEAD_WEBHOOK_URL: `${base}/hooks/leads`, LEAD_WEBHOOK_SECRET: secret },
    receivedUrl: `${base}/received`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
