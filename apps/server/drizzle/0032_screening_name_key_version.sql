-- Issue 33: screening keys are now made on a confusable skeleton (shared NAME_KEY_VERSION 2).
-- Rows already stored were keyed the old way: they get version 1, so the screening worker
-- re-makes their keys and re-screens every client (services/screening/rescreen.ts); rows written
-- from now on are version 2 by default.
ALTER TABLE "kyc_profiles" ADD COLUMN "name_key_version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_profiles" ALTER COLUMN "name_key_version" SET DEFAULT 2;--> statement-breakpoint
ALTER TABLE "screening_names" ADD COLUMN "key_version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "screening_names" ALTER COLUMN "key_version" SET DEFAULT 2;
