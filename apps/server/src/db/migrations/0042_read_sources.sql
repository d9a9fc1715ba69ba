-- What the list reads are built from, and when it last changed (platform/read-cache.ts): each
-- server keeps the answers of the busy lists in memory and serves one again only while the
-- newest version of the sources it was built from is still the one read here, in one statement.
-- So a reader sees a write as soon as it commits, whichever server wrote it and whichever serves.
--
-- A source is a table, or a part of one (`users` apart from the last activity, which the guard
-- moves every few minutes, is `users`; the last activity alone is `users_activity`). Its version
-- is the next number of one sequence, set once per writing transaction when it commits (deferred
-- triggers; a truncation sets it at once). The versions are taken under one transaction-level
-- advisory lock, released only after the commit is visible, so versions follow the order in which
-- writes become visible: a reader that sees a version sees every write that took an older one, and
-- the newest version of a list's sources grows whenever any of them changes. The sequence belongs
-- to no table, so truncating tables never makes a version repeat.
CREATE SEQUENCE "read_source_versions";
--> statement-breakpoint
CREATE TABLE "read_sources" (
  "name" text PRIMARY KEY,
  "version" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "read_source_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    -- Once per source and transaction: the first row sets the mark (local to the transaction).
    IF current_setting('read_sources.' || TG_ARGV[0], true) = 'set' THEN
      RETURN NULL;
    END IF;
    PERFORM set_config('read_sources.' || TG_ARGV[0], 'set', true);
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('read-sources', 0));
  INSERT INTO "read_sources" ("name", "version") VALUES (TG_ARGV[0], nextval('read_source_versions'))
    ON CONFLICT ("name") DO UPDATE SET "version" = excluded."version";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_read_source_rows" AFTER INSERT OR DELETE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_source_changed"('users');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_read_source_update" AFTER UPDATE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'last_active_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_active_at'))
  EXECUTE FUNCTION "read_source_changed"('users');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_read_source_activity" AFTER UPDATE OF "last_active_at" ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."last_active_at" IS DISTINCT FROM NEW."last_active_at")
  EXECUTE FUNCTION "read_source_changed"('users_activity');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "files_read_source" AFTER UPDATE OR DELETE ON "files" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_source_changed"('files');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "companies_read_source" AFTER INSERT OR UPDATE OR DELETE ON "companies" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_source_changed"('companies');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "startup_profiles_read_source" AFTER INSERT OR UPDATE OR DELETE ON "startup_profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_source_changed"('startup_profiles');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "crowdfunds_read_source" AFTER INSERT OR UPDATE OR DELETE ON "crowdfunds" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_source_changed"('crowdfunds');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "crowdfund_backers_read_source" AFTER INSERT OR UPDATE OR DELETE ON "crowdfund_backers" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_source_changed"('crowdfund_backers');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "crowdfund_updates_read_source" AFTER INSERT OR UPDATE OR DELETE ON "crowdfund_updates" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_source_changed"('crowdfund_updates');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "pilots_read_source" AFTER INSERT OR UPDATE OR DELETE ON "pilots" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_source_changed"('pilots');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "pilot_applications_read_source" AFTER INSERT OR UPDATE OR DELETE ON "pilot_applications" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_source_changed"('pilot_applications');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "pilot_runs_read_source" AFTER INSERT OR UPDATE OR DELETE ON "pilot_runs" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_source_changed"('pilot_runs');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "tickets_read_source" AFTER INSERT OR UPDATE OR DELETE ON "tickets" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_source_changed"('tickets');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "offers_read_source" AFTER INSERT OR UPDATE OR DELETE ON "offers" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_source_changed"('offers');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "threads_read_source" AFTER INSERT OR UPDATE OR DELETE ON "threads" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "read_source_changed"('threads');
--> statement-breakpoint
CREATE TRIGGER "users_read_source_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "read_source_changed"('users');
--> statement-breakpoint
CREATE TRIGGER "files_read_source_truncate" AFTER TRUNCATE ON "files" FOR EACH STATEMENT EXECUTE FUNCTION "read_source_changed"('files');
--> statement-breakpoint
CREATE TRIGGER "companies_read_source_truncate" AFTER TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "read_source_changed"('companies');
--> statement-breakpoint
CREATE TRIGGER "startup_profiles_read_source_truncate" AFTER TRUNCATE ON "startup_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "read_source_changed"('startup_profiles');
--> statement-breakpoint
CREATE TRIGGER "crowdfunds_read_source_truncate" AFTER TRUNCATE ON "crowdfunds" FOR EACH STATEMENT EXECUTE FUNCTION "read_source_changed"('crowdfunds');
--> statement-breakpoint
CREATE TRIGGER "crowdfund_backers_read_source_truncate" AFTER TRUNCATE ON "crowdfund_backers" FOR EACH STATEMENT EXECUTE FUNCTION "read_source_changed"('crowdfund_backers');
--> statement-breakpoint
CREATE TRIGGER "crowdfund_updates_read_source_truncate" AFTER TRUNCATE ON "crowdfund_updates" FOR EACH STATEMENT EXECUTE FUNCTION "read_source_changed"('crowdfund_updates');
--> statement-breakpoint
CREATE TRIGGER "pilots_read_source_truncate" AFTER TRUNCATE ON "pilots" FOR EACH STATEMENT EXECUTE FUNCTION "read_source_changed"('pilots');
--> statement-breakpoint
CREATE TRIGGER "pilot_applications_read_source_truncate" AFTER TRUNCATE ON "pilot_applications" FOR EACH STATEMENT EXECUTE FUNCTION "read_source_changed"('pilot_applications');
--> statement-breakpoint
CREATE TRIGGER "pilot_runs_read_source_truncate" AFTER TRUNCATE ON "pilot_runs" FOR EACH STATEMENT EXECUTE FUNCTION "read_source_changed"('pilot_runs');
--> statement-breakpoint
CREATE TRIGGER "tickets_read_source_truncate" AFTER TRUNCATE ON "tickets" FOR EACH STATEMENT EXECUTE FUNCTION "read_source_changed"('tickets');
--> statement-breakpoint
CREATE TRIGGER "offers_read_source_truncate" AFTER TRUNCATE ON "offers" FOR EACH STATEMENT EXECUTE FUNCTION "read_source_changed"('offers');
--> statement-breakpoint
CREATE TRIGGER "threads_read_source_truncate" AFTER TRUNCATE ON "threads" FOR EACH STATEMENT EXECUTE FUNCTION "read_source_changed"('threads');
