CREATE TABLE "access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"registration_id" text NOT NULL,
	"scope" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"client_name" text,
	"client_version" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"email_normalized" text NOT NULL,
	"tool" text NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"company" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_records" (
	"operation" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"locked_until" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_records_operation_key_pk" PRIMARY KEY("operation","key")
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_registration_id_agent_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."agent_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_tokens_expires_at_idx" ON "access_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "access_tokens_registration_idx" ON "access_tokens" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "agent_registrations_expires_at_idx" ON "agent_registrations" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_requests_email_tool_unique" ON "demo_requests" USING btree ("email_normalized","tool");--> statement-breakpoint
CREATE INDEX "idempotency_records_expires_at_idx" ON "idempotency_records" USING btree ("expires_at");