CREATE TABLE "internal_experts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"expert_in" integer[] DEFAULT '{}' NOT NULL,
	"photo_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "internal_experts" ADD CONSTRAINT "internal_experts_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_experts" ADD CONSTRAINT "internal_experts_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "internal_experts_company_created_idx" ON "internal_experts" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "internal_experts_company_name_idx" ON "internal_experts" USING btree ("company_id","name","surname");