ALTER TABLE "captchas" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "sms_codes" ADD COLUMN "client_address" text;--> statement-breakpoint
CREATE INDEX "sms_codes_client_address_idx" ON "sms_codes" USING btree ("client_address","created_at");