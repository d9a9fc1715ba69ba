-- Sessions opened before lifetimes by role (0037) carry no idle lifetime and up to 30 days of
-- absolute life. A manager's such session ends now: it began on a password alone, and managers sign
-- in again under the second factor and the 12-hour limit. Every other such session takes the
-- companies' defaults (14 days idle; at most 30 days from its start), as if opened under them.
-- Only rows without an idle lifetime are touched, so the step changes nothing when run again.
UPDATE "sessions" SET "revoked_at" = now()
FROM "users"
WHERE "users"."id" = "sessions"."user_id"
  AND "users"."role" = 'manager'
  AND "sessions"."idle_seconds" IS NULL
  AND "sessions"."revoked_at" IS NULL;
--> statement-breakpoint
UPDATE "sessions"
SET "idle_seconds" = 1209600,
    "expires_at" = least("expires_at", "created_at" + interval '30 days')
WHERE "idle_seconds" IS NULL;
