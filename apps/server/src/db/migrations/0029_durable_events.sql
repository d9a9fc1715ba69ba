CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"dispatched_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "state" text DEFAULT 'kept' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE INDEX "domain_events_pending_idx" ON "domain_events" USING btree ("id") WHERE "domain_events"."dispatched_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_key" ON "mail_outbox" USING btree ("dedupe_key") WHERE "mail_outbox"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_state_idx" ON "mail_outbox" USING btree ("state","created_at") WHERE "mail_outbox"."state" <> 'kept' and "mail_outbox"."state" <> 'sent';--> statement-breakpoint
UPDATE "mail_outbox" SET "state" = CASE WHEN "sent_at" IS NOT NULL THEN 'sent' WHEN "error" IS NOT NULL THEN 'failed' ELSE 'kept' END, "attempts" = CASE WHEN "sent_at" IS NOT NULL OR "error" IS NOT NULL THEN 1 ELSE 0 END;
