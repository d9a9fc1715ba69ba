-- Each server keeps signed-in sessions in memory (platform/session-cache.ts). These triggers tell
-- every server, through NOTIFY on the channel `session_cache`, when a row the guard reads changes:
-- PostgreSQL sends the message only when the writing transaction commits, and from whatever wrote
-- it (a request, a job, a script or an operator's SQL), so no writer can forget to.
-- Payloads: `s:<session id>`, `u:<account id>` (the account, its company or its startup profile),
-- `*` (a file the guard shows by name and size changed, or a table was truncated: every server
-- forgets everything).
CREATE FUNCTION "session_cache_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('session_cache', '*');
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('session_cache', 's:' || r.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    -- The last activity moves every few minutes and is kept up to date by the guard itself.
    IF TG_OP = 'DELETE' OR (to_jsonb(OLD) - 'last_active_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_active_at') THEN
      PERFORM pg_notify('session_cache', 'u:' || r.id);
    END IF;
  ELSIF TG_TABLE_NAME = 'files' THEN
    PERFORM pg_notify('session_cache', '*');
  ELSE
    PERFORM pg_notify('session_cache', 'u:' || r.user_id);
    IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM pg_notify('session_cache', 'u:' || OLD.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_session_cache" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "session_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "users_session_cache" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "session_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "companies_session_cache" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "name", "industries", "regions", "rounds", "expert_in", "logo_file_id" ON "companies" FOR EACH ROW EXECUTE FUNCTION "session_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "startup_profiles_session_cache" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "pitch_deck_file_id", "unit_economy_file_id", "is_score_full" ON "startup_profiles" FOR EACH ROW EXECUTE FUNCTION "session_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "files_session_cache" AFTER UPDATE OF "name", "size" ON "files" FOR EACH ROW EXECUTE FUNCTION "session_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "sessions_session_cache_truncate" AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "session_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "users_session_cache_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "session_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "companies_session_cache_truncate" AFTER TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "session_cache_notify"();
--> statement-breakpoint
CREATE TRIGGER "startup_profiles_session_cache_truncate" AFTER TRUNCATE ON "startup_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "session_cache_notify"();
