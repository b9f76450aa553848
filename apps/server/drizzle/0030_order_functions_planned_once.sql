-- Issue 14, item 1 (docs/decisions/029): the order's helper functions planned once per connection.
-- mizani_notify_holder, mizani_emit_webhook and mizani_setting_usd were LANGUAGE sql functions
-- that PostgreSQL cannot inline (they insert, or read a table in a sub-select); such a function's
-- body is parsed and planned again on every call from another statement, and an order calls
-- them five times. Measured on the storm (pg_stat_user_functions against pg_stat_statements with
-- track = all): mizani_notify_holder 1.24 ms a call for a statement that ran in 0.55;
-- mizani_emit_webhook 0.37 ms for a statement that ran in 0.004 (no endpoint: nothing written);
-- mizani_setting_usd 0.095 ms for 0.008, three times an order. As plpgsql functions their
-- statements are prepared once per connection and the plan reused (plpgsql replans when the
-- search_path changes, so a sandbox transaction still reaches the sandbox tables).
-- Each function restates migration 0024's (and 0027's) with the same statements and the same rows.

-- A whole-dollar platform setting as the admin stored it, else the default (0024).
CREATE OR REPLACE FUNCTION mizani_setting_usd(p_key text, p_default numeric) RETURNS numeric
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v numeric;
BEGIN
  SELECT s.value::text::numeric INTO v FROM platform_settings s
   WHERE s.key = p_key AND jsonb_typeof(s.value) = 'number'
     AND s.value::text::numeric >= 0
     AND s.value::text::numeric = trunc(s.value::text::numeric);
  RETURN coalesce(v, p_default);
END;
$$;
--> statement-breakpoint
-- A client notice to the holder's recipients, each in their language (0027): the bell for each,
-- the mail unless they turned mail off for its group. Same statement as before.
CREATE OR REPLACE FUNCTION mizani_notify_holder(p_holder text, n jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  WITH r AS (
    SELECT r.user_id, u.email, coalesce(n -> 'translations' -> u.language, n) AS t
      FROM mizani_holder_recipients(p_holder) r JOIN "user" u ON u.id = r.user_id),
  bell AS (
    INSERT INTO notifications (user_id, kind, title, body, link)
    SELECT r.user_id, n ->> 'kind', r.t ->> 'title', r.t ->> 'body', n ->> 'link' FROM r
    RETURNING notifications.user_id)
  INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body)
  SELECT n ->> 'kind', r.email, r.t ->> 'subject', r.t ->> 'text', r.t ->> 'html'
    FROM bell JOIN r ON r.user_id = bell.user_id
   WHERE coalesce((SELECT p.email FROM notice_preferences p
                    WHERE p.user_id = r.user_id AND p.kind = n ->> 'group'), true);
END;
$$;
--> statement-breakpoint
-- An event for the holder's subscribed endpoints of the transaction's mode (0024): no endpoint
-- subscribed, no row at all; that case (most holders) now ends after one indexed read.
CREATE OR REPLACE FUNCTION mizani_emit_webhook(p_holder text, p_type text, p_payload jsonb) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_mode text := CASE WHEN current_setting('mizani.mode', true) = 'test' THEN 'test' ELSE 'live' END;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM webhook_endpoints e
                  WHERE e.holder_id = p_holder AND e.mode = v_mode AND e.status = 'enabled'
                    AND p_type = ANY(e.events)) THEN
    RETURN;
  END IF;
  WITH targets AS (
    SELECT e.id FROM webhook_endpoints e
     WHERE e.holder_id = p_holder AND e.mode = v_mode AND e.status = 'enabled' AND p_type = ANY(e.events)),
  ev AS (
    INSERT INTO webhook_events (holder_id, mode, type, payload)
    SELECT p_holder, v_mode, p_type, p_payload WHERE EXISTS (SELECT 1 FROM targets)
    RETURNING webhook_events.id)
  INSERT INTO webhook_deliveries (event_id, endpoint_id)
  SELECT ev.id, targets.id FROM ev CROSS JOIN targets;
END;
$$;
