-- Issue 20: a conversion's notice in each recipient's language. The app passes the notice with
-- its translations under "translations" by language (services/notices noticeFields); each
-- recipient (a person, or a business's owners and admins) gets the version in user.language,
-- else the notice's own. Same rows as before otherwise (decision 015).
CREATE OR REPLACE FUNCTION mizani_notify_holder(p_holder text, n jsonb) RETURNS void
LANGUAGE sql AS $$
  WITH r AS (
    SELECT r.user_id, u.email, coalesce(n -> 'translations' -> u.language, n) AS t
      FROM mizani_holder_recipients(p_holder) r JOIN "user" u ON u.id = r.user_id),
  bell AS (
    INSERT INTO notifications (user_id, kind, title, body, link)
    SELECT r.user_id, n ->> 'kind', r.t ->> 'title', r.t ->> 'body', n ->> 'link' FROM r
    RETURNING user_id)
  INSERT INTO mail_outbox (kind, to_address, subject, text_body, html_body)
  SELECT n ->> 'kind', r.email, r.t ->> 'subject', r.t ->> 'text', r.t ->> 'html'
    FROM bell JOIN r ON r.user_id = bell.user_id
   WHERE coalesce((SELECT p.email FROM notice_preferences p
                    WHERE p.user_id = r.user_id AND p.kind = n ->> 'group'), true)
$$;
