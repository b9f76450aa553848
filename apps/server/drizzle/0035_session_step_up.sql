CREATE TABLE "session_step_up" (
	"session_id" text PRIMARY KEY NOT NULL,
	"proven_at" timestamp with time zone DEFAULT now() NOT NULL,
	"method" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_step_up" ADD CONSTRAINT "session_step_up_session_id_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."session"("id") ON DELETE cascade ON UPDATE no action;