CREATE TABLE "expert_calendar_overrides" (
	"expert_id" uuid NOT NULL,
	"date" date NOT NULL,
	"time" jsonb NOT NULL,
	CONSTRAINT "expert_calendar_overrides_expert_id_date_pk" PRIMARY KEY("expert_id","date")
);
--> statement-breakpoint
CREATE TABLE "expert_work_calendars" (
	"expert_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"weekly" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "expert_calendar_overrides" ADD CONSTRAINT "expert_calendar_overrides_expert_id_internal_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."internal_experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_work_calendars" ADD CONSTRAINT "expert_work_calendars_expert_id_internal_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."internal_experts"("id") ON DELETE cascade ON UPDATE no action;