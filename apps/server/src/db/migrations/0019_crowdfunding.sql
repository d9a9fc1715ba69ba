CREATE TABLE "crowdfund_backers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crowdfund_id" uuid NOT NULL,
	"backer_id" uuid NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"amount" bigint,
	"investment_amount" bigint,
	"date_of_investment" date,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crowdfund_update_files" (
	"update_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "crowdfund_update_files_update_id_file_id_pk" PRIMARY KEY("update_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "crowdfund_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crowdfund_id" uuid NOT NULL,
	"author_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crowdfunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"investment_min" bigint NOT NULL,
	"investment_max" bigint NOT NULL,
	"min_ticket" bigint,
	"current_investments" bigint DEFAULT 0 NOT NULL,
	"backers_count" integer DEFAULT 0 NOT NULL,
	"raised_percent" integer GENERATED ALWAYS AS (ceil(current_investments * 100.0 / investment_max)::integer) STORED NOT NULL,
	"conditions_of_deal" text NOT NULL,
	"expire" date NOT NULL,
	"pitch_deck_file_id" uuid,
	"round_id" integer,
	"decline_reason" text,
	"moderated_by" uuid,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crowdfunds_range_check" CHECK (investment_min >= 1 and investment_max >= investment_min)
);
--> statement-breakpoint
ALTER TABLE "crowdfund_backers" ADD CONSTRAINT "crowdfund_backers_crowdfund_id_crowdfunds_id_fk" FOREIGN KEY ("crowdfund_id") REFERENCES "public"."crowdfunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfund_backers" ADD CONSTRAINT "crowdfund_backers_backer_id_users_id_fk" FOREIGN KEY ("backer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfund_backers" ADD CONSTRAINT "crowdfund_backers_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfund_update_files" ADD CONSTRAINT "crowdfund_update_files_update_id_crowdfund_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."crowdfund_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfund_update_files" ADD CONSTRAINT "crowdfund_update_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfund_updates" ADD CONSTRAINT "crowdfund_updates_crowdfund_id_crowdfunds_id_fk" FOREIGN KEY ("crowdfund_id") REFERENCES "public"."crowdfunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfund_updates" ADD CONSTRAINT "crowdfund_updates_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfunds" ADD CONSTRAINT "crowdfunds_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfunds" ADD CONSTRAINT "crowdfunds_startup_id_users_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfunds" ADD CONSTRAINT "crowdfunds_pitch_deck_file_id_files_id_fk" FOREIGN KEY ("pitch_deck_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowdfunds" ADD CONSTRAINT "crowdfunds_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crowdfund_backers_round_backer_key" ON "crowdfund_backers" USING btree ("crowdfund_id","backer_id");--> statement-breakpoint
CREATE INDEX "crowdfund_backers_round_created_idx" ON "crowdfund_backers" USING btree ("crowdfund_id","created_at","id");--> statement-breakpoint
CREATE INDEX "crowdfund_backers_backer_idx" ON "crowdfund_backers" USING btree ("backer_id");--> statement-breakpoint
CREATE INDEX "crowdfund_backers_waiting_idx" ON "crowdfund_backers" USING btree ("created_at","id") WHERE status = 'new';--> statement-breakpoint
CREATE INDEX "crowdfund_update_files_file_idx" ON "crowdfund_update_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "crowdfund_updates_round_idx" ON "crowdfund_updates" USING btree ("crowdfund_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "crowdfunds_ticket_key" ON "crowdfunds" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "crowdfunds_startup_idx" ON "crowdfunds" USING btree ("startup_id","created_at");--> statement-breakpoint
CREATE INDEX "crowdfunds_status_created_idx" ON "crowdfunds" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "crowdfunds_list_created_idx" ON "crowdfunds" USING btree ("created_at","id") WHERE status in ('active', 'finished');--> statement-breakpoint
CREATE INDEX "crowdfunds_list_funded_idx" ON "crowdfunds" USING btree ("current_investments","id") WHERE status in ('active', 'finished');--> statement-breakpoint
CREATE INDEX "crowdfunds_list_backed_idx" ON "crowdfunds" USING btree ("backers_count","id") WHERE status in ('active', 'finished');--> statement-breakpoint
CREATE INDEX "crowdfunds_list_round_funded_idx" ON "crowdfunds" USING btree ("round_id","current_investments","id") WHERE status in ('active', 'finished');