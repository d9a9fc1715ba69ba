CREATE TABLE "report_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"size" integer NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "startup_profiles" ADD COLUMN "claims_changed_at" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "startup_profiles" ADD COLUMN "expert_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "startup_profiles" ADD COLUMN "pilot_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "startup_profiles" ADD COLUMN "verified_score" real;--> statement-breakpoint
ALTER TABLE "startup_profiles" ADD COLUMN "verified_at" timestamp with time zone GENERATED ALWAYS AS (greatest(expert_verified_at, pilot_verified_at)) STORED;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "revoke_reason" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "revoked_by" uuid;--> statement-breakpoint
ALTER TABLE "pilot_runs" ADD COLUMN "reminded_week_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pilot_runs" ADD COLUMN "reminded_day_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pilot_runs" ADD COLUMN "overdue_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_versions" ADD CONSTRAINT "report_versions_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_versions_report_version_key" ON "report_versions" USING btree ("report_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "report_versions_sha256_key" ON "report_versions" USING btree ("sha256");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "startup_profiles_verified_idx" ON "startup_profiles" USING btree ("verified_at") WHERE verified_at is not null;--> statement-breakpoint
CREATE INDEX "pilot_runs_open_decision_idx" ON "pilot_runs" USING btree ("decision_date","id") WHERE outcome is null;