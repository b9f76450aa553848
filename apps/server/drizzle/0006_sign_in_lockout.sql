CREATE TABLE "sign_in_lockout" (
	"email" text PRIMARY KEY NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"lock_level" integer DEFAULT 0 NOT NULL,
	"unlock_token_hash" text,
	"unlock_expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_lockout_unlock_token_idx" ON "sign_in_lockout" USING btree ("unlock_token_hash");