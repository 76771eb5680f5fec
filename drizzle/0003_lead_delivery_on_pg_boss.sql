DROP TABLE "lead_deliveries" CASCADE;--> statement-breakpoint
DROP INDEX "demo_requests_delivery_pending_idx";--> statement-breakpoint
ALTER TABLE "demo_requests" DROP COLUMN "delivery_pending";