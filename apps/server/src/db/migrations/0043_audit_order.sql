-- The audit log in the order of writing (schema/audit.ts, `seq`): two actions with the same
-- `created_at` (one transaction, or one millisecond on the embedded database) came back in any
-- order, and a page boundary between them could show one twice and the other never. Adding an
-- identity column rewrites the table under its lock whatever else runs with it, so the indexes are
-- rebuilt here in the same transaction; the log holds managers' actions, a small table beside the
-- lists of migrations-concurrent. Rows already written are numbered in the order they are stored.
DROP INDEX "audit_log_entity_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
DROP INDEX "audit_log_company_idx";--> statement-breakpoint
DROP INDEX "audit_log_action_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at","seq");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "audit_log_company_idx" ON "audit_log" USING btree ("company_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at","seq");