CREATE TABLE "expert_duedills" (
	"ticket_id" uuid PRIMARY KEY NOT NULL,
	"client_ticket_id" uuid NOT NULL,
	"timeline" text NOT NULL,
	"start_date" date NOT NULL,
	"fee" integer NOT NULL,
	"interesting" boolean,
	"answered_at" timestamp with time zone,
	"internal_expert_id" uuid,
	"viewed_at" timestamp with time zone,
	"sent_by" uuid
);
--> statement-breakpoint
CREATE TABLE "report_files" (
	"report_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "report_files_report_id_file_id_pk" PRIMARY KEY("report_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"status" text NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"artifacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conclusion" text DEFAULT '' NOT NULL,
	"risks" text DEFAULT '' NOT NULL,
	"recommendations" text DEFAULT '' NOT NULL,
	"scores" jsonb,
	"change_request" text,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"shared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_ticket_id_unique" UNIQUE("ticket_id")
);
--> statement-breakpoint
ALTER TABLE "expert_duedills" ADD CONSTRAINT "expert_duedills_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_duedills" ADD CONSTRAINT "expert_duedills_client_ticket_id_tickets_id_fk" FOREIGN KEY ("client_ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_duedills" ADD CONSTRAINT "expert_duedills_internal_expert_id_internal_experts_id_fk" FOREIGN KEY ("internal_expert_id") REFERENCES "public"."internal_experts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_duedills" ADD CONSTRAINT "expert_duedills_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_duedills_client_idx" ON "expert_duedills" USING btree ("client_ticket_id");--> statement-breakpoint
CREATE INDEX "expert_duedills_internal_expert_idx" ON "expert_duedills" USING btree ("internal_expert_id");--> statement-breakpoint
CREATE INDEX "report_files_file_idx" ON "report_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "reports_review_idx" ON "reports" USING btree ("submitted_at","id") WHERE "reports"."status" = 'under_review';