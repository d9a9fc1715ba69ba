CREATE TABLE "company_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"subject_type" text NOT NULL,
	"subject_id" uuid,
	"title" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "startup_recommendations_field_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
-- Recommendations were kept per score field with no title; they become one titled text per category.
DELETE FROM "startup_recommendations";--> statement-breakpoint
ALTER TABLE "startup_recommendations" ADD COLUMN "category" text NOT NULL;--> statement-breakpoint
ALTER TABLE "startup_recommendations" ADD COLUMN "title" text NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "company_events" ADD CONSTRAINT "company_events_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_events" ADD CONSTRAINT "company_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_events_company_idx" ON "company_events" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_last_active_idx" ON "users" USING btree ("last_active_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "companies_website_trgm_idx" ON "companies" USING gin ("website" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "startup_recommendations_category_key" ON "startup_recommendations" USING btree ("startup_id","category");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_company_idx" ON "audit_log" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at");--> statement-breakpoint
ALTER TABLE "startup_recommendations" DROP COLUMN "field";--> statement-breakpoint
-- The company each earlier manager action concerned, for the audit log's company filter.
UPDATE "audit_log" a SET "company_id" = u."id" FROM "users" u WHERE a."entity" = 'user' AND u."id"::text = a."entity_id" AND u."role" <> 'manager';--> statement-breakpoint
UPDATE "audit_log" a SET "company_id" = t."owner_id" FROM "tickets" t WHERE a."entity" = 'ticket' AND t."id"::text = a."entity_id";--> statement-breakpoint
UPDATE "audit_log" a SET "company_id" = c."startup_id" FROM "crowdfunds" c WHERE a."entity" = 'crowdfunding' AND c."id"::text = a."entity_id";--> statement-breakpoint
UPDATE "audit_log" a SET "company_id" = p."owner_id" FROM "pilots" p WHERE a."entity" = 'pilot' AND p."id"::text = a."entity_id";--> statement-breakpoint
UPDATE "audit_log" a SET "company_id" = th."company_id" FROM "threads" th WHERE a."entity" = 'thread' AND th."id"::text = a."entity_id";
