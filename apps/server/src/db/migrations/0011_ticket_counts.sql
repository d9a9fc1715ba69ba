-- Keeps ticket_counts equal to the tickets per (type, status). Statement triggers with transition
-- tables: one upsert per statement and (type, status), however many rows it touched.
CREATE FUNCTION ticket_counts_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE ticket_counts c SET n = c.n - d.n
    FROM (SELECT type, status, count(*)::int AS n FROM old_rows GROUP BY type, status) d
    WHERE c.type = d.type AND c.status = d.status;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO ticket_counts (type, status, n)
    SELECT type, status, count(*)::int FROM new_rows GROUP BY type, status ORDER BY type, status
    ON CONFLICT (type, status) DO UPDATE SET n = ticket_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tickets_counts_insert AFTER INSERT ON tickets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER tickets_counts_update AFTER UPDATE ON tickets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_counts_after_change();
--> statement-breakpoint
CREATE TRIGGER tickets_counts_delete AFTER DELETE ON tickets REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_counts_after_change();
--> statement-breakpoint
INSERT INTO ticket_counts (type, status, n)
SELECT type, status, count(*)::int FROM tickets GROUP BY type, status
ON CONFLICT (type, status) DO UPDATE SET n = excluded.n;
