CREATE INDEX "files_signup_code_idx" ON "files" USING btree ("signup_code_id","created_at");--> statement-breakpoint
CREATE INDEX "files_created_idx" ON "files" USING btree ("created_at");--> statement-breakpoint
-- Companies deleted before deletion emptied them: the same wipe as the account deletion does now.
-- Their files are left unreferenced, and the sweep of unattached uploads removes them and their bytes.
UPDATE "companies" SET "name" = 'Deleted company', "website" = NULL, "description" = NULL, "logo_file_id" = NULL,
  "presentation_file_id" = NULL, "country_id" = NULL, "regions" = '{}', "industries" = '{}', "rounds" = '{}', "expert_in" = '{}'
FROM "users" WHERE "users"."id" = "companies"."user_id" AND "users"."status" = 'deleted';--> statement-breakpoint
DELETE FROM "startup_profiles" USING "users" WHERE "users"."id" = "startup_profiles"."user_id" AND "users"."status" = 'deleted';--> statement-breakpoint
DELETE FROM "investor_profiles" USING "users" WHERE "users"."id" = "investor_profiles"."user_id" AND "users"."status" = 'deleted';
