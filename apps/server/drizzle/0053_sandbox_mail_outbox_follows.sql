-- The sandbox's copy of mail_outbox follows 0052 (decision 016, migration 0019): the content column
-- a batch of credits writes, and a text body that may wait for the sender. mizani_sandbox_sync adds
-- missing columns; a dropped NOT NULL and a new check it does not copy, so they are restated here.
SELECT mizani_sandbox_sync();
--> statement-breakpoint
ALTER TABLE sandbox.mail_outbox ALTER COLUMN text_body DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE sandbox.mail_outbox ADD CONSTRAINT mail_outbox_body CHECK (text_body IS NOT NULL OR mail_input IS NOT NULL);
