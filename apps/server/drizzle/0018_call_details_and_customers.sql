CREATE TABLE "customer_traces" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_traces_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"customer_id" bigint NOT NULL,
	"task_id" integer DEFAULT 0 NOT NULL,
	"trace_type" text NOT NULL,
	"member_id" integer,
	"member_name" text DEFAULT '' NOT NULL,
	"contact_way" smallint,
	"call_result" text DEFAULT '' NOT NULL,
	"trace_stage" smallint NOT NULL,
	"tag_ai_intention" text DEFAULT '' NOT NULL,
	"tag_cm_intention" text DEFAULT '' NOT NULL,
	"trace_detail" text DEFAULT '' NOT NULL,
	"call_session_id" bigint,
	"call_duration_seconds" integer DEFAULT 0 NOT NULL,
	"traced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"tel_number" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"owner_id" integer,
	"source_id" integer,
	"extend" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_sessions" ADD COLUMN "task_number_id" bigint;--> statement-breakpoint
ALTER TABLE "call_sessions" ADD COLUMN "call_index" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "call_sessions" ADD COLUMN "call_result" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "call_sessions" ADD COLUMN "ring_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "call_sessions" ADD COLUMN "dialog" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_traces" ADD CONSTRAINT "customer_traces_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_traces" ADD CONSTRAINT "customer_traces_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_source_id_users_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_traces_customer_idx" ON "customer_traces" USING btree ("customer_id","traced_at");--> statement-breakpoint
CREATE INDEX "customer_traces_business_idx" ON "customer_traces" USING btree ("business_id","traced_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_number_key" ON "customers" USING btree ("business_id","tel_number");--> statement-breakpoint
CREATE INDEX "customers_business_created_idx" ON "customers" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE INDEX "call_sessions_task_idx" ON "call_sessions" USING btree ("business_id","task_id","start_at");