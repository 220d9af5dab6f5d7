CREATE TABLE "sms_send_budgets" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"sends" integer NOT NULL,
	CONSTRAINT "sms_send_budgets_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "sms_send_budgets_window_idx" ON "sms_send_budgets" USING btree ("window_start");