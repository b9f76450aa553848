-- Decision 019: an alert names the member who made it. Every alert made before this migration
-- is a person's own, made by that person.
UPDATE rate_alerts SET created_by = user_id WHERE created_by IS NULL AND EXISTS (SELECT 1 FROM "user" u WHERE u.id = rate_alerts.user_id);
--> statement-breakpoint
-- The person who sent a verification is the person verified.
UPDATE kyc_submissions SET submitted_by = user_id WHERE submitted_by IS NULL AND EXISTS (SELECT 1 FROM "user" u WHERE u.id = kyc_submissions.user_id);
--> statement-breakpoint
UPDATE kyc_documents SET uploaded_by = user_id WHERE uploaded_by IS NULL AND EXISTS (SELECT 1 FROM "user" u WHERE u.id = kyc_documents.user_id);
