CREATE TABLE "thread_post_files" (
	"post_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "thread_post_files_post_id_file_id_pk" PRIMARY KEY("post_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "thread_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"author_id" uuid,
	"by_manager" boolean NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thread_reads" (
	"thread_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "thread_reads_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"company_id" uuid NOT NULL,
	"ticket_id" uuid,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"started_by_manager" boolean NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"answered" boolean NOT NULL,
	"last_post_at" timestamp with time zone NOT NULL,
	"last_post_preview" text NOT NULL,
	"waiting_since" timestamp with time zone,
	"first_answer_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "thread_post_files" ADD CONSTRAINT "thread_post_files_post_id_thread_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."thread_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_post_files" ADD CONSTRAINT "thread_post_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_posts" ADD CONSTRAINT "thread_posts_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_posts" ADD CONSTRAINT "thread_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_reads" ADD CONSTRAINT "thread_reads_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_reads" ADD CONSTRAINT "thread_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_company_id_users_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "thread_post_files_file_idx" ON "thread_post_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "thread_posts_thread_idx" ON "thread_posts" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "threads_company_kind_updated_idx" ON "threads" USING btree ("company_id","kind","updated_at","id");--> statement-breakpoint
CREATE INDEX "threads_ticket_idx" ON "threads" USING btree ("ticket_id","updated_at") WHERE "threads"."ticket_id" is not null;--> statement-breakpoint
CREATE INDEX "threads_waiting_idx" ON "threads" USING btree ("waiting_since","id") WHERE "threads"."waiting_since" is not null and not "threads"."closed";--> statement-breakpoint
CREATE INDEX "threads_updated_idx" ON "threads" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "threads_created_idx" ON "threads" USING btree ("created_at");--> statement-breakpoint
-- Expert companies deleted before deletion removed their internal experts: the same as deletion does now.
DELETE FROM "internal_experts" USING "users" WHERE "users"."id" = "internal_experts"."company_id" AND "users"."status" = 'deleted';
