ALTER TABLE "transfers" ADD COLUMN "pay_in_deposit_id" uuid;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_pay_in_deposit_id_deposits_id_fk" FOREIGN KEY ("pay_in_deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_pay_in_uq" ON "transfers" USING btree ("pay_in_deposit_id") WHERE "transfers"."pay_in_deposit_id" is not null;--> statement-breakpoint
-- A deposit completed (credited) wakes the loop that confirms the transfer it pays (workers.ts).
CREATE TRIGGER deposits_pay_in_wake AFTER UPDATE OF status ON "deposits"
  FOR EACH ROW WHEN (NEW.status = 'completed') EXECUTE FUNCTION mizani_wake('transfer-pay-ins');
