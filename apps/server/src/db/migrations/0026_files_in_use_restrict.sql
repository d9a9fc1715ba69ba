-- A file in use can no longer be deleted: every foreign key to "files" becomes ON DELETE RESTRICT
-- (a delete used to cascade to the row using the file, or set it to null, without a word).
-- The sweep of unattached uploads reads these keys from the catalog to decide what is in use.
ALTER TABLE "companies" DROP CONSTRAINT "companies_logo_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_presentation_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "internal_experts" DROP CONSTRAINT "internal_experts_photo_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "startup_profiles" DROP CONSTRAINT "startup_profiles_pitch_deck_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "startup_profiles" DROP CONSTRAINT "startup_profiles_unit_economy_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "ticket_files" DROP CONSTRAINT "ticket_files_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "thread_post_files" DROP CONSTRAINT "thread_post_files_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "report_files" DROP CONSTRAINT "report_files_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "crowdfund_update_files" DROP CONSTRAINT "crowdfund_update_files_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "crowdfunds" DROP CONSTRAINT "crowdfunds_pitch_deck_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_presentation_file_id_files_id_fk" FOREIGN KEY ("presentation_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_experts" ADD CONSTRAINT "internal_experts_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_profiles" ADD CONSTRAINT "startup_profiles_pitch_deck_file_id_files_id_fk" FOREIGN KEY ("pitch_deck_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_profiles" ADD CONSTRAINT "startup_profiles_unit_economy_file_id_files_id_fk" FOREIGN KEY ("unit_economy_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_files" ADD CONSTRAINT "ticket_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_post_files" ADD CONSTRAINT "thread_post_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfund_update_files" ADD CONSTRAINT "crowdfund_update_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfunds" ADD CONSTRAINT "crowdfunds_pitch_deck_file_id_files_id_fk" FOREIGN KEY ("pitch_deck_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Each check that no row uses a file reads an index rather than the whole table.
CREATE INDEX "companies_logo_file_idx" ON "companies" USING btree ("logo_file_id") WHERE logo_file_id is not null;--> statement-breakpoint
CREATE INDEX "companies_presentation_file_idx" ON "companies" USING btree ("presentation_file_id") WHERE presentation_file_id is not null;--> statement-breakpoint
CREATE INDEX "internal_experts_photo_file_idx" ON "internal_experts" USING btree ("photo_file_id") WHERE photo_file_id is not null;--> statement-breakpoint
CREATE INDEX "startup_profiles_pitch_deck_file_idx" ON "startup_profiles" USING btree ("pitch_deck_file_id") WHERE pitch_deck_file_id is not null;--> statement-breakpoint
CREATE INDEX "startup_profiles_unit_economy_file_idx" ON "startup_profiles" USING btree ("unit_economy_file_id") WHERE unit_economy_file_id is not null;--> statement-breakpoint
CREATE INDEX "crowdfunds_pitch_deck_file_idx" ON "crowdfunds" USING btree ("pitch_deck_file_id") WHERE pitch_deck_file_id is not null;
