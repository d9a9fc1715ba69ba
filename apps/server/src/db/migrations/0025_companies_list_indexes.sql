CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name","user_id");