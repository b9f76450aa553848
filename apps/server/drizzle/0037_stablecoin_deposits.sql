CREATE SEQUENCE "public"."chain_address_index_seq" INCREMENT BY 1 MINVALUE 0 MAXVALUE 2147483647 START WITH 0 CACHE 1;--> statement-breakpoint
CREATE TABLE "chain_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"holder_id" text NOT NULL,
	"asset" text NOT NULL,
	"network" text NOT NULL,
	"chain_id" integer NOT NULL,
	"derivation_index" integer NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chain_id" integer NOT NULL,
	"network" text NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"token_address" text NOT NULL,
	"asset" text,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"address_id" uuid,
	"holder_id" text NOT NULL,
	"units" numeric(78, 0) NOT NULL,
	"amount" numeric(40, 18),
	"credit_currency" text,
	"credit_amount" numeric(24, 4),
	"dust" numeric(40, 18),
	"status" text DEFAULT 'pending' NOT NULL,
	"deposit_id" uuid,
	"convert_order_id" uuid,
	"convert_note" text,
	"rail_event_id" uuid,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone,
	"reorged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chain_preferences" (
	"holder_id" text PRIMARY KEY NOT NULL,
	"convert_to" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_watch" (
	"chain_id" integer PRIMARY KEY NOT NULL,
	"network" text NOT NULL,
	"next_block" bigint NOT NULL,
	"last_hash" text,
	"head_block" bigint,
	"genesis_hash" text NOT NULL,
	"leader" text,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chain_addresses" ADD CONSTRAINT "chain_addresses_holder_id_account_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_address_id_chain_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."chain_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_holder_id_account_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_rail_event_id_rail_events_id_fk" FOREIGN KEY ("rail_event_id") REFERENCES "public"."rail_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_preferences" ADD CONSTRAINT "chain_preferences_holder_id_account_holders_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."account_holders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_addresses_address_uq" ON "chain_addresses" USING btree ("network","address");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_addresses_holder_uq" ON "chain_addresses" USING btree ("holder_id","asset","network");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_addresses_index_uq" ON "chain_addresses" USING btree ("network","derivation_index");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_deposits_log_uq" ON "chain_deposits" USING btree ("chain_id","tx_hash","log_index");--> statement-breakpoint
CREATE INDEX "chain_deposits_holder_idx" ON "chain_deposits" USING btree ("holder_id","seen_at");--> statement-breakpoint
CREATE INDEX "chain_deposits_pending_idx" ON "chain_deposits" USING btree ("chain_id","block_number") WHERE "chain_deposits"."status" = 'pending';