-- The time zone becomes a setting: null until the account has one. 'UTC' was the column default for
-- accounts whose browser never reported a zone, so it cannot be told from a choice; those accounts
-- count as unset and take their browser's zone once, on the next visit (letters use UTC meanwhile).
ALTER TABLE "users" ALTER COLUMN "time_zone" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "time_zone" DROP NOT NULL;--> statement-breakpoint
UPDATE "users" SET "time_zone" = NULL WHERE "time_zone" = 'UTC';
