CREATE TABLE "investor_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"average_deal" bigint
);
--> statement-breakpoint
CREATE TABLE "startup_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_fund_amount" double precision,
	"product_description" text,
	"customer" text,
	"pitch_deck_file_id" uuid,
	"annual_revenue" double precision,
	"mom_growth" double precision,
	"monthly_revenue" double precision,
	"monthly_burn_rate" double precision,
	"mrr" double precision,
	"runrate" double precision,
	"finance_actual_date" date,
	"unit_economy_file_id" uuid,
	"rituals_and_goals" real,
	"values" real,
	"organisational_structure" real,
	"hiring" real,
	"achievements" real,
	"experience" real,
	"idea_generation_and_management" real,
	"ideas_prioritization" real,
	"hypothesis_formulation_and_experiments_design" real,
	"knowledge_management" real,
	"ui_ux_design_system" real,
	"requirements_management_and_acceptance_criteria" real,
	"development_process" real,
	"quality_assurance_process" real,
	"delivery_process" real,
	"reliability" real,
	"availability" real,
	"scalability" real,
	"performance" real,
	"cost_effectiveness" real,
	"uniqueness" real,
	"marketing" real,
	"sales" real,
	"intema_score" real,
	"is_score_full" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "presentation_file_id" uuid;--> statement-breakpoint
ALTER TABLE "investor_profiles" ADD CONSTRAINT "investor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_profiles" ADD CONSTRAINT "startup_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_profiles" ADD CONSTRAINT "startup_profiles_pitch_deck_file_id_files_id_fk" FOREIGN KEY ("pitch_deck_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_profiles" ADD CONSTRAINT "startup_profiles_unit_economy_file_id_files_id_fk" FOREIGN KEY ("unit_economy_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "startup_profiles_score_idx" ON "startup_profiles" USING btree ("intema_score");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_presentation_file_id_files_id_fk" FOREIGN KEY ("presentation_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;