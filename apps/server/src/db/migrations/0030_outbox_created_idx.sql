-- The outbox page lists letters newest first: unfiltered, or sent or kept (most rows), it reads this index.
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");
