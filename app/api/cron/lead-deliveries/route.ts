import { apiRoute } from "@/lib/api/api-route";
import { runDeliveryCron } from "@/lib/leads/run-delivery-cron";

// Vercel Cron Jobs call this (vercel.json) to drain due delivery jobs; self-hosted servers run delivery workers instead.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute("sweepLeadDeliveries", ({ request }) => runDeliveryCron(request));
