-- Admin inbox search and dashboard at 100,000 requests (issue 14 item 5, decision 025).
--
-- 1. The trigram indexes of migration 0007 were GIN indexes with fastupdate on: new rows go to an
--    unsorted "pending list" (up to 4 MB) that every search reads from end to end, and only VACUUM
--    (autovacuum; PGlite has none) or a full list folds it into the index. At 25,000 rows a table
--    that list was most of each search (26 ms of 26.4 on PGlite). A request is one row written
--    now and then, so each insert updates the index itself, and the list left is folded in now.
ALTER INDEX "consultation_requests_search_trgm" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "quote_requests_search_trgm" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "inquiries_search_trgm" SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "job_applications_search_trgm" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list(i::regclass) FROM unnest(array['consultation_requests_search_trgm', 'quote_requests_search_trgm', 'inquiries_search_trgm', 'job_applications_search_trgm']) AS i;
--> statement-breakpoint
-- 2. request_day_counts (migration 0028): per type and UTC day of creation, the requests created
--    and those still new, moved by statement triggers in the transaction that changes the rows,
--    whoever changes them. TG_ARGV[0] is the inbox's type name.
CREATE FUNCTION mizani_request_day_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO request_day_counts AS c (request_type, day, created, open)
      SELECT TG_ARGV[0], (r.created_at AT TIME ZONE 'UTC')::date, count(*), count(*) FILTER (WHERE r.status = 'new')
        FROM new_rows r GROUP BY 2
    ON CONFLICT (request_type, day) DO UPDATE SET created = c.created + excluded.created, open = c.open + excluded.open;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO request_day_counts AS c (request_type, day, created, open)
      SELECT TG_ARGV[0], (r.created_at AT TIME ZONE 'UTC')::date, -count(*), -count(*) FILTER (WHERE r.status = 'new')
        FROM old_rows r GROUP BY 2
    ON CONFLICT (request_type, day) DO UPDATE SET created = c.created + excluded.created, open = c.open + excluded.open;
  ELSE
    INSERT INTO request_day_counts AS c (request_type, day, created, open)
      SELECT TG_ARGV[0], d.day, sum(d.n), coalesce(sum(d.n) FILTER (WHERE d.is_new), 0)
        FROM (SELECT (r.created_at AT TIME ZONE 'UTC')::date AS day, 1 AS n, r.status = 'new' AS is_new FROM new_rows r
              UNION ALL
              SELECT (r.created_at AT TIME ZONE 'UTC')::date, -1, r.status = 'new' FROM old_rows r) d
       GROUP BY d.day
      HAVING sum(d.n) <> 0 OR coalesce(sum(d.n) FILTER (WHERE d.is_new), 0) <> 0
    ON CONFLICT (request_type, day) DO UPDATE SET created = c.created + excluded.created, open = c.open + excluded.open;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER request_day_counts_insert AFTER INSERT ON consultation_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mizani_request_day_counts('consultation');
--> statement-breakpoint
CREATE TRIGGER request_day_counts_update AFTER UPDATE ON consultation_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mizani_request_day_counts('consultation');
--> statement-breakpoint
CREATE TRIGGER request_day_counts_delete AFTER DELETE ON consultation_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mizani_request_day_counts('consultation');
--> statement-breakpoint
CREATE TRIGGER request_day_counts_insert AFTER INSERT ON quote_requests REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mizani_request_day_counts('quote');
--> statement-breakpoint
CREATE TRIGGER request_day_counts_update AFTER UPDATE ON quote_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mizani_request_day_counts('quote');
--> statement-breakpoint
CREATE TRIGGER request_day_counts_delete AFTER DELETE ON quote_requests REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mizani_request_day_counts('quote');
--> statement-breakpoint
CREATE TRIGGER request_day_counts_insert AFTER INSERT ON inquiries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mizani_request_day_counts('inquiry');
--> statement-breakpoint
CREATE TRIGGER request_day_counts_update AFTER UPDATE ON inquiries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mizani_request_day_counts('inquiry');
--> statement-breakpoint
CREATE TRIGGER request_day_counts_delete AFTER DELETE ON inquiries REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mizani_request_day_counts('inquiry');
--> statement-breakpoint
CREATE TRIGGER request_day_counts_insert AFTER INSERT ON job_applications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mizani_request_day_counts('application');
--> statement-breakpoint
CREATE TRIGGER request_day_counts_update AFTER UPDATE ON job_applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION mizani_request_day_counts('application');
--> statement-breakpoint
CREATE TRIGGER request_day_counts_delete AFTER DELETE ON job_applications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION mizani_request_day_counts('application');
--> statement-breakpoint
-- The rows already there (the triggers above hold each table's lock until this commits, so no
-- row is counted twice or missed).
INSERT INTO request_day_counts (request_type, day, created, open)
  SELECT 'consultation', (created_at AT TIME ZONE 'UTC')::date, count(*), count(*) FILTER (WHERE status = 'new') FROM consultation_requests GROUP BY 2
  UNION ALL
  SELECT 'quote', (created_at AT TIME ZONE 'UTC')::date, count(*), count(*) FILTER (WHERE status = 'new') FROM quote_requests GROUP BY 2
  UNION ALL
  SELECT 'inquiry', (created_at AT TIME ZONE 'UTC')::date, count(*), count(*) FILTER (WHERE status = 'new') FROM inquiries GROUP BY 2
  UNION ALL
  SELECT 'application', (created_at AT TIME ZONE 'UTC')::date, count(*), count(*) FILTER (WHERE status = 'new') FROM job_applications GROUP BY 2;
