CREATE TABLE "crowdfund_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crowdfund_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"reason" text,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"reconfirm_by" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crowdfund_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crowdfund_id" uuid NOT NULL,
	"asker_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" uuid,
	"hidden_reason" text,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answer_edited_at" timestamp with time zone,
	"answer_hidden_at" timestamp with time zone,
	"answer_hidden_by" uuid,
	"answer_hidden_reason" text
);
--> statement-breakpoint
CREATE TABLE "crowdfund_room_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crowdfund_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "crowdfund_backers_backer_idx";--> statement-breakpoint
ALTER TABLE "crowdfund_backers" ADD COLUMN "reconfirm_by" date;--> statement-breakpoint
ALTER TABLE "crowdfund_backers" ADD COLUMN "reconfirm_change_id" uuid;--> statement-breakpoint
ALTER TABLE "crowdfund_backers" ADD COLUMN "reconfirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crowdfund_backers" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crowdfund_backers" ADD COLUMN "updates_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crowdfund_updates" ADD COLUMN "kind" text DEFAULT 'update' NOT NULL;--> statement-breakpoint
ALTER TABLE "crowdfunds" ADD COLUMN "close_noticed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crowdfunds" ADD COLUMN "planned_expire" date;--> statement-breakpoint
ALTER TABLE "crowdfunds" ADD COLUMN "report_due" date;--> statement-breakpoint
ALTER TABLE "crowdfunds" ADD COLUMN "report_reminded_for" date;--> statement-breakpoint
ALTER TABLE "crowdfunds" ADD COLUMN "report_late_for" date;--> statement-breakpoint
ALTER TABLE "crowdfund_changes" ADD CONSTRAINT "crowdfund_changes_crowdfund_id_crowdfunds_id_fk" FOREIGN KEY ("crowdfund_id") REFERENCES "public"."crowdfunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfund_changes" ADD CONSTRAINT "crowdfund_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfund_questions" ADD CONSTRAINT "crowdfund_questions_crowdfund_id_crowdfunds_id_fk" FOREIGN KEY ("crowdfund_id") REFERENCES "public"."crowdfunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfund_questions" ADD CONSTRAINT "crowdfund_questions_asker_id_users_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfund_questions" ADD CONSTRAINT "crowdfund_questions_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfund_questions" ADD CONSTRAINT "crowdfund_questions_answer_hidden_by_users_id_fk" FOREIGN KEY ("answer_hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfund_room_posts" ADD CONSTRAINT "crowdfund_room_posts_crowdfund_id_crowdfunds_id_fk" FOREIGN KEY ("crowdfund_id") REFERENCES "public"."crowdfunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfund_room_posts" ADD CONSTRAINT "crowdfund_room_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crowdfund_changes_round_idx" ON "crowdfund_changes" USING btree ("crowdfund_id","created_at","id");--> statement-breakpoint
CREATE INDEX "crowdfund_questions_round_idx" ON "crowdfund_questions" USING btree ("crowdfund_id","created_at","id");--> statement-breakpoint
CREATE INDEX "crowdfund_questions_asker_idx" ON "crowdfund_questions" USING btree ("asker_id");--> statement-breakpoint
CREATE INDEX "crowdfund_room_posts_round_idx" ON "crowdfund_room_posts" USING btree ("crowdfund_id","created_at","id");--> statement-breakpoint
ALTER TABLE "crowdfund_backers" ADD CONSTRAINT "crowdfund_backers_reconfirm_change_id_crowdfund_changes_id_fk" FOREIGN KEY ("reconfirm_change_id") REFERENCES "public"."crowdfund_changes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crowdfund_backers_backer_created_idx" ON "crowdfund_backers" USING btree ("backer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "crowdfund_backers_reconfirm_idx" ON "crowdfund_backers" USING btree ("reconfirm_by") WHERE reconfirm_by is not null;--> statement-breakpoint
CREATE INDEX "crowdfunds_report_due_idx" ON "crowdfunds" USING btree ("report_due") WHERE report_due is not null;--> statement-breakpoint
-- Reporting starts for the rounds already finished with confirmed backers: the first report is due three months after the last day.
UPDATE "crowdfunds" SET "report_due" = ("expire" + interval '3 months')::date WHERE "status" = 'finished' AND "backers_count" > 0;
