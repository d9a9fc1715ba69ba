DROP INDEX "tickets_owner_created_idx";--> statement-breakpoint
CREATE INDEX "companies_startup_search_idx" ON "companies" USING gin ("industries","rounds","regions","name" gin_trgm_ops) WHERE "companies"."role" = 'startup';--> statement-breakpoint
CREATE INDEX "tickets_owner_created_idx" ON "tickets" USING btree ("owner_id","created_at","id","type");