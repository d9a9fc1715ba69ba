-- Company names move from the account to its company row; managers keep theirs as a first name.
INSERT INTO "companies" ("user_id", "role", "name") SELECT "id", "role", "name" FROM "users" WHERE "role" <> 'manager' AND "name" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "users" SET "first_name" = "name" WHERE "role" = 'manager' AND "first_name" IS NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "name";
