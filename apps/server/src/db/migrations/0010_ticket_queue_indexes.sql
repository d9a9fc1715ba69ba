CREATE TABLE "ticket_counts" (
	"type" text NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_counts_type_status_pk" PRIMARY KEY("type","status")
);
--> statement-breakpoint
DROP INDEX "tickets_owner_created_idx";--> statement-breakpoint
DROP INDEX "tickets_queue_idx";--> statement-breakpoint
CREATE INDEX "tickets_created_idx" ON "tickets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_status_created_idx" ON "tickets" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_type_created_idx" ON "tickets" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_owner_created_idx" ON "tickets" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "tickets_queue_idx" ON "tickets" USING btree ("status","type","created_at","id");