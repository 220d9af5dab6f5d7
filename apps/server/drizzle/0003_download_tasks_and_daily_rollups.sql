CREATE TABLE "call_rollup_days" (
	"business_id" integer NOT NULL,
	"day" text NOT NULL,
	"direction" smallint NOT NULL,
	"speech_skill_id" integer NOT NULL,
	"number" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"duration_ms" bigint DEFAULT 0 NOT NULL,
	"turns" bigint DEFAULT 0 NOT NULL,
	"transfers" integer DEFAULT 0 NOT NULL,
	"sms" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "call_rollup_days_business_id_day_direction_speech_skill_id_number_pk" PRIMARY KEY("business_id","day","direction","speech_skill_id","number")
);
--> statement-breakpoint
CREATE TABLE "download_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "download_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"user_id" integer,
	"operator_id" integer,
	"user_account" text NOT NULL,
	"sys_type" smallint NOT NULL,
	"download_type" integer NOT NULL,
	"file_name" text NOT NULL,
	"stored_name" text DEFAULT '' NOT NULL,
	"file_size" bigint DEFAULT 0 NOT NULL,
	"task_status" smallint DEFAULT 0 NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"query" jsonb NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "download_tasks" ADD CONSTRAINT "download_tasks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_tasks" ADD CONSTRAINT "download_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_tasks" ADD CONSTRAINT "download_tasks_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_tasks_owner_idx" ON "download_tasks" USING btree ("business_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "download_tasks_status_idx" ON "download_tasks" USING btree ("task_status");--> statement-breakpoint
-- Calls recorded before this migration: their daily counters from the hourly ones, by the default report time zone.
INSERT INTO "call_rollup_days" ("business_id", "day", "direction", "speech_skill_id", "number", "calls", "answered", "duration_ms", "turns", "transfers", "sms")
SELECT "business_id", to_char("hour" AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD'), "direction", "speech_skill_id", "number",
  sum("calls"), sum("answered"), sum("duration_ms"), sum("turns"), sum("transfers"), sum("sms")
FROM "call_rollups"
GROUP BY 1, 2, 3, 4, 5;
