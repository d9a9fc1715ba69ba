CREATE INDEX "files_signup_code_idx" ON "files" USING btree ("signup_code_id","created_at");
CREATE INDEX "files_created_idx" ON "files" USING btree ("created_at");
