DROP INDEX "pilots_showcase_country_idx";--> statement-breakpoint
DROP INDEX "pilots_showcase_search_idx";--> statement-breakpoint
CREATE INDEX "pilots_showcase_filters_idx" ON "pilots" USING gin ("industries",(array["country_id"]),"name" gin_trgm_ops) WHERE status in ('new', 'active', 'archive');