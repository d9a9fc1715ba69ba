CREATE TABLE "pilot_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pilot_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"question" text,
	"status" text DEFAULT 'new' NOT NULL,
	"decline_reason" text,
	"decline_text" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pilot_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pilot_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"kpis" jsonb NOT NULL,
	"decision_owner" text NOT NULL,
	"decision_date" date NOT NULL,
	"outcome" text,
	"outcome_note" text,
	"outcome_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pilots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"owner_role" text NOT NULL,
	"status" text DEFAULT 'send' NOT NULL,
	"name" text NOT NULL,
	"country_id" integer NOT NULL,
	"industries" integer[] NOT NULL,
	"description" text NOT NULL,
	"requirements" text NOT NULL,
	"terms" text NOT NULL,
	"decline_reason" text,
	"applicants_count" integer DEFAULT 0 NOT NULL,
	"showcase_rank" smallint GENERATED ALWAYS AS (case status when 'active' then 0 when 'new' then 1 else 2 end) STORED NOT NULL,
	"published_at" timestamp with time zone,
	"moderated_by" uuid,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pilot_applications" ADD CONSTRAINT "pilot_applications_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_applications" ADD CONSTRAINT "pilot_applications_startup_id_users_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_runs" ADD CONSTRAINT "pilot_runs_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_runs" ADD CONSTRAINT "pilot_runs_application_id_pilot_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."pilot_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilot_runs" ADD CONSTRAINT "pilot_runs_startup_id_users_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilots" ADD CONSTRAINT "pilots_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pilots" ADD CONSTRAINT "pilots_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pilot_applications_pilot_startup_key" ON "pilot_applications" USING btree ("pilot_id","startup_id");--> statement-breakpoint
CREATE INDEX "pilot_applications_pilot_created_idx" ON "pilot_applications" USING btree ("pilot_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pilot_applications_startup_idx" ON "pilot_applications" USING btree ("startup_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pilot_runs_pilot_key" ON "pilot_runs" USING btree ("pilot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pilot_runs_application_key" ON "pilot_runs" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "pilot_runs_startup_idx" ON "pilot_runs" USING btree ("startup_id","outcome");--> statement-breakpoint
CREATE INDEX "pilots_owner_created_idx" ON "pilots" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pilots_status_created_idx" ON "pilots" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "pilots_showcase_published_idx" ON "pilots" USING btree ("published_at","id") WHERE status in ('new', 'active', 'archive');--> statement-breakpoint
CREATE INDEX "pilots_showcase_rank_idx" ON "pilots" USING btree ("showcase_rank","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status in ('new', 'active', 'archive');--> statement-breakpoint
CREATE INDEX "pilots_showcase_status_idx" ON "pilots" USING btree ("status","published_at","id") WHERE status in ('new', 'active', 'archive');--> statement-breakpoint
CREATE INDEX "pilots_showcase_country_idx" ON "pilots" USING btree ("country_id","published_at") WHERE status in ('new', 'active', 'archive');--> statement-breakpoint
CREATE INDEX "pilots_showcase_search_idx" ON "pilots" USING gin ("industries","name" gin_trgm_ops) WHERE status in ('new', 'active', 'archive');