-- A block says whether its reason is shown to the company when its sign-in is refused.
ALTER TABLE "users" ADD COLUMN "blocked_reason_shared" boolean DEFAULT false NOT NULL;