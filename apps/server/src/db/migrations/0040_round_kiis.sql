CREATE TABLE "crowdfund_kiis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crowdfund_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"sha256_en" text NOT NULL,
	"sha256_ru" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crowdfund_backers" ADD COLUMN "kiis_version" integer;--> statement-breakpoint
ALTER TABLE "crowdfund_kiis" ADD CONSTRAINT "crowdfund_kiis_crowdfund_id_crowdfunds_id_fk" FOREIGN KEY ("crowdfund_id") REFERENCES "public"."crowdfunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crowdfund_kiis_round_version_key" ON "crowdfund_kiis" USING btree ("crowdfund_id","version");--> statement-breakpoint
CREATE INDEX "crowdfund_kiis_sha256_en_idx" ON "crowdfund_kiis" USING btree ("sha256_en");--> statement-breakpoint
CREATE INDEX "crowdfund_kiis_sha256_ru_idx" ON "crowdfund_kiis" USING btree ("sha256_ru");