CREATE TABLE "sdk_logs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sdk_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"user_id" integer,
	"account" text NOT NULL,
	"device_uuid" text NOT NULL,
	"dn" text DEFAULT '' NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"level" text NOT NULL,
	"module" text NOT NULL,
	"msg" text NOT NULL,
	"data" jsonb,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sdk_logs" ADD CONSTRAINT "sdk_logs_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sdk_logs" ADD CONSTRAINT "sdk_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sdk_logs_business_time_idx" ON "sdk_logs" USING btree ("business_id","time");--> statement-breakpoint
CREATE INDEX "sdk_logs_account_time_idx" ON "sdk_logs" USING btree ("account","time");--> statement-breakpoint
CREATE INDEX "sdk_logs_device_time_idx" ON "sdk_logs" USING btree ("device_uuid","time");