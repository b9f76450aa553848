CREATE TABLE "invitation" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"email" text NOT NULL,
	"role" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"inviter_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organization" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text,
	"metadata" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"registration_number" text NOT NULL,
	"country" text NOT NULL,
	"address_line1" text NOT NULL,
	"address_line2" text,
	"city" text NOT NULL,
	"postal_code" text,
	"require_two_factor" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"disabled_at" timestamp with time zone,
	"disabled_reason" text,
	CONSTRAINT "organization_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "account_holders" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"business_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_holders_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "account_holders_business_id_unique" UNIQUE("business_id"),
	CONSTRAINT "account_holders_kind" CHECK (("account_holders"."kind" = 'person' and "account_holders"."user_id" = "account_holders"."id" and "account_holders"."business_id" is null) or ("account_holders"."kind" = 'business' and "account_holders"."business_id" = "account_holders"."id" and "account_holders"."user_id" is null))
);
--> statement-breakpoint
CREATE TABLE "business_approval_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"approval_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_approval_rules" (
	"business_id" text NOT NULL,
	"operation" text NOT NULL,
	"over_usd" numeric(24, 2) NOT NULL,
	"approvals" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_approval_rules_business_id_operation_over_usd_pk" PRIMARY KEY("business_id","operation","over_usd")
);
--> statement-breakpoint
CREATE TABLE "business_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" text NOT NULL,
	"operation" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by" text NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"beneficiary_id" uuid,
	"currency" text,
	"amount" numeric(24, 4) NOT NULL,
	"sell_currency" text,
	"buy_currency" text,
	"side" text,
	"quote_id" uuid,
	"fresh_quote_id" uuid,
	"amount_usd" numeric(24, 2) NOT NULL,
	"approvals_required" smallint NOT NULL,
	"withdrawal_id" uuid,
	"order_id" uuid,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "fx_quotes" ADD COLUMN "side" text DEFAULT 'sell' NOT NULL;--> statement-breakpoint
ALTER TABLE "trading_orders" ADD COLUMN "placed_by" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_inviter_id_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization" ADD CONSTRAINT "organization_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_holders" ADD CONSTRAINT "account_holders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_holders" ADD CONSTRAINT "account_holders_business_id_organization_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_approval_events" ADD CONSTRAINT "business_approval_events_approval_id_business_approvals_id_fk" FOREIGN KEY ("approval_id") REFERENCES "public"."business_approvals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_approval_events" ADD CONSTRAINT "business_approval_events_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_approval_rules" ADD CONSTRAINT "business_approval_rules_business_id_organization_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_approvals" ADD CONSTRAINT "business_approvals_business_id_account_holders_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_approvals" ADD CONSTRAINT "business_approvals_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_approvals" ADD CONSTRAINT "business_approvals_beneficiary_id_beneficiaries_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."beneficiaries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_approvals" ADD CONSTRAINT "business_approvals_quote_id_fx_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."fx_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_approvals" ADD CONSTRAINT "business_approvals_fresh_quote_id_fx_quotes_id_fk" FOREIGN KEY ("fresh_quote_id") REFERENCES "public"."fx_quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_approvals" ADD CONSTRAINT "business_approvals_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_approvals" ADD CONSTRAINT "business_approvals_order_id_trading_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trading_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_org_idx" ON "invitation" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "invitation_email_idx" ON "invitation" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "member_org_user_uq" ON "member" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "member_user_idx" ON "member" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_registration_uq" ON "organization" USING btree ("country",lower("registration_number"));--> statement-breakpoint
CREATE INDEX "organization_name_idx" ON "organization" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "business_approval_events_approval_idx" ON "business_approval_events" USING btree ("approval_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "business_approval_events_once_uq" ON "business_approval_events" USING btree ("approval_id","actor_id") WHERE "business_approval_events"."kind" = 'approved';--> statement-breakpoint
CREATE INDEX "business_approvals_business_idx" ON "business_approvals" USING btree ("business_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "business_approvals_key_uq" ON "business_approvals" USING btree ("business_id","requested_by","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "business_approvals_order_uq" ON "business_approvals" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_orders" ADD CONSTRAINT "trading_orders_placed_by_user_id_fk" FOREIGN KEY ("placed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;