CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "startup_profiles" ADD COLUMN "team_score" real;--> statement-breakpoint
ALTER TABLE "startup_profiles" ADD COLUMN "management_score" real;--> statement-breakpoint
ALTER TABLE "startup_profiles" ADD COLUMN "technology_score" real;--> statement-breakpoint
ALTER TABLE "startup_profiles" ADD COLUMN "business_score" real;--> statement-breakpoint
CREATE INDEX "companies_role_name_idx" ON "companies" USING btree ("role","name");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_industries_idx" ON "companies" USING gin ("industries");--> statement-breakpoint
CREATE INDEX "companies_regions_idx" ON "companies" USING gin ("regions");--> statement-breakpoint
CREATE INDEX "companies_rounds_idx" ON "companies" USING gin ("rounds");--> statement-breakpoint
CREATE INDEX "startup_profiles_fund_idx" ON "startup_profiles" USING btree ("last_fund_amount");--> statement-breakpoint
CREATE INDEX "startup_profiles_revenue_idx" ON "startup_profiles" USING btree ("annual_revenue");