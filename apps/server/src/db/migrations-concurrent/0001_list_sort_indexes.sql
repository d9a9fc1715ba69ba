DROP INDEX CONCURRENTLY IF EXISTS "companies_startup_idx";
--> statement-breakpoint
CREATE INDEX CONCURRENTLY "companies_startup_idx" ON "companies" USING btree ("user_id") WHERE "companies"."role" = 'startup';
--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "startup_profiles_score_idx";
--> statement-breakpoint
CREATE INDEX CONCURRENTLY "startup_profiles_score_idx" ON "startup_profiles" USING btree ("intema_score","user_id");
--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "startup_profiles_fund_idx";
--> statement-breakpoint
CREATE INDEX CONCURRENTLY "startup_profiles_fund_idx" ON "startup_profiles" USING btree ("last_fund_amount","user_id");
--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "startup_profiles_revenue_idx";
--> statement-breakpoint
CREATE INDEX CONCURRENTLY "startup_profiles_revenue_idx" ON "startup_profiles" USING btree ("annual_revenue","user_id");
