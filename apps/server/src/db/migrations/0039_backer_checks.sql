CREATE TABLE "backer_classification_files" (
	"classification_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "backer_classification_files_classification_id_file_id_pk" PRIMARY KEY("classification_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "backer_classifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"regime" text NOT NULL,
	"own_funds" bigint NOT NULL,
	"turnover" bigint NOT NULL,
	"balance_sheet" bigint NOT NULL,
	"accredited" boolean DEFAULT false NOT NULL,
	"class" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"review" text DEFAULT 'pending' NOT NULL,
	"review_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "backer_classifications_figures_check" CHECK (own_funds >= 0 and turnover >= 0 and balance_sheet >= 0)
);
--> statement-breakpoint
CREATE TABLE "backer_knowledge_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"total" integer NOT NULL,
	"pass_mark" integer NOT NULL,
	"passed" boolean NOT NULL,
	"net_worth" bigint NOT NULL,
	"loss_capacity" bigint NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"warning_acknowledged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "backer_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"crowdfund_id" uuid,
	"backing_id" uuid,
	"actor_id" uuid,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crowdfund_backers" ADD COLUMN "reflection_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crowdfund_backers" ADD COLUMN "risk_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "backer_classification_files" ADD CONSTRAINT "backer_classification_files_classification_id_backer_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."backer_classifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backer_classification_files" ADD CONSTRAINT "backer_classification_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backer_classifications" ADD CONSTRAINT "backer_classifications_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backer_classifications" ADD CONSTRAINT "backer_classifications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backer_knowledge_tests" ADD CONSTRAINT "backer_knowledge_tests_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backer_records" ADD CONSTRAINT "backer_records_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backer_records" ADD CONSTRAINT "backer_records_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backer_classification_files_file_idx" ON "backer_classification_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "backer_classifications_company_idx" ON "backer_classifications" USING btree ("company_id","declared_at","id");--> statement-breakpoint
CREATE INDEX "backer_classifications_review_idx" ON "backer_classifications" USING btree ("regime","review","declared_at","id");--> statement-breakpoint
CREATE INDEX "backer_knowledge_tests_company_idx" ON "backer_knowledge_tests" USING btree ("company_id","taken_at","id");--> statement-breakpoint
CREATE INDEX "backer_records_company_idx" ON "backer_records" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "backer_records_round_idx" ON "backer_records" USING btree ("crowdfund_id","created_at","id");--> statement-breakpoint
-- The backers' records are kept as written: an edit is refused (deletes follow only the company's own deletion).
CREATE FUNCTION backer_records_no_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'backer_records are append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER backer_records_append_only BEFORE UPDATE ON "backer_records" FOR EACH ROW EXECUTE FUNCTION backer_records_no_update();
