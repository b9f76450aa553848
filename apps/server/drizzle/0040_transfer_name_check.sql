ALTER TABLE "transfers" ADD COLUMN "name_check" text;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "registered_name" text;