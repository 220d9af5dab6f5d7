CREATE TABLE "blacklist_numbers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blacklist_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"number" text NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"task_id" text,
	"call_id" bigint,
	"created_by_user_id" integer,
	"created_by_operator_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by_user_id" integer,
	"removed_by_operator_id" integer,
	"removed_by" text,
	"remove_reason" text
);
--> statement-breakpoint
CREATE TABLE "suppressed_numbers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suppressed_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"number" text NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"task_id" text,
	"call_id" bigint,
	"created_by_user_id" integer,
	"created_by_operator_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by_user_id" integer,
	"removed_by_operator_id" integer,
	"removed_by" text,
	"remove_reason" text
);
--> statement-breakpoint
ALTER TABLE "blacklist_numbers" ADD CONSTRAINT "blacklist_numbers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist_numbers" ADD CONSTRAINT "blacklist_numbers_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist_numbers" ADD CONSTRAINT "blacklist_numbers_created_by_operator_id_operators_id_fk" FOREIGN KEY ("created_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist_numbers" ADD CONSTRAINT "blacklist_numbers_removed_by_user_id_users_id_fk" FOREIGN KEY ("removed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blacklist_numbers" ADD CONSTRAINT "blacklist_numbers_removed_by_operator_id_operators_id_fk" FOREIGN KEY ("removed_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppressed_numbers" ADD CONSTRAINT "suppressed_numbers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppressed_numbers" ADD CONSTRAINT "suppressed_numbers_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppressed_numbers" ADD CONSTRAINT "suppressed_numbers_created_by_operator_id_operators_id_fk" FOREIGN KEY ("created_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppressed_numbers" ADD CONSTRAINT "suppressed_numbers_removed_by_user_id_users_id_fk" FOREIGN KEY ("removed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppressed_numbers" ADD CONSTRAINT "suppressed_numbers_removed_by_operator_id_operators_id_fk" FOREIGN KEY ("removed_by_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blacklist_numbers_live_key" ON "blacklist_numbers" USING btree ("business_id","number") WHERE "blacklist_numbers"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "blacklist_numbers_business_idx" ON "blacklist_numbers" USING btree ("business_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "suppressed_numbers_live_key" ON "suppressed_numbers" USING btree ("business_id","number") WHERE "suppressed_numbers"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "suppressed_numbers_business_idx" ON "suppressed_numbers" USING btree ("business_id","id");