// The receivers a vendor points lead delivery at, for the delivery scenario:
// a webhook endpoint that verifies every event with the `standardwebhooks`
// package (as a customer's receiver would) and an SMTP server that accepts
// every message. GET /counts answers how many of each arrived, so the run can
// tell whether every accepted lead was delivered.
// Usage: node lead-receivers.mjs  (PORT: the webhook port; SMTP_PORT; LEAD_WEBHOOK_SECRET)
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";
import { Webhook } from "standardwebhooks";

const verifier = new Webhook(process.env.LEAD_WEBHOOK_SECRET);
const counts = { webhooks: 0, distinctWebhooks: 0, rejectedWebhooks: 0, emails: 0 };
const webhookIds = new Set();

const webhooks = createServer(async (request, response) => {
  if (request.method === "GET" && request.url === "/counts") {
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(counts));
    return;
  }
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  try {
    verifier.verify(Buffer.concat(chunks).toString("utf8"), request.headers);
    counts.webhooks += 1;
    webhookIds.add(request.headers["webhook-id"]);
    counts.distinctWebhooks = webhookIds.size;
    response.writeHead(204).end();
  } catch {
    counts.rejectedWebhooks += 1;
    response.writeHead(400).end();
  }
});
webhooks.keepAliveTimeout = 65_000;
webhooks.listen(Number(process.env.PORT), "127.0.0.1");

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    stream.on("data", () => {});
    stream.on("end", () => {
      counts.emails += 1;
      callback();
    });
  },
});
smtp.listen(Number(process.env.SMTP_PORT), "127.0.0.1");

process.once("SIGTERM", () => {
  smtp.close(() => {});
  webhooks.close(() => process.exit(0));
});
