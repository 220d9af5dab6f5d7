CREATE TABLE "task_numbers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"number" text NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"last_result" text DEFAULT '' NOT NULL,
	"answered" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_upload_numbers" (
	"upload_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"number" text NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "task_upload_numbers_upload_id_row_no_pk" PRIMARY KEY("upload_id","row_no")
);
--> statement-breakpoint
CREATE TABLE "task_uploads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_uploads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"speech_skill_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"org_file_name" text NOT NULL,
	"total_rows" integer NOT NULL,
	"accepted_rows" integer NOT NULL,
	"error_file" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"user_id" integer,
	"account_name" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"speech_skill_id" integer NOT NULL,
	"script_version" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"tel_nums" jsonb NOT NULL,
	"begin_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"time_ranges" jsonb NOT NULL,
	"recall_max_count" smallint DEFAULT 0 NOT NULL,
	"recall_wait_seconds" integer DEFAULT 0 NOT NULL,
	"recall_count" smallint DEFAULT 0 NOT NULL,
	"push_intention" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_record" smallint DEFAULT 1 NOT NULL,
	"file_name" text NOT NULL,
	"org_file_name" text DEFAULT '' NOT NULL,
	"number_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "task_numbers" ADD CONSTRAINT "task_numbers_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_upload_numbers" ADD CONSTRAINT "task_upload_numbers_upload_id_task_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."task_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_uploads" ADD CONSTRAINT "task_uploads_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_speech_skill_id_speech_skills_id_fk" FOREIGN KEY ("speech_skill_id") REFERENCES "public"."speech_skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_numbers_due_idx" ON "task_numbers" USING btree ("task_id","state","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "task_uploads_file_key" ON "task_uploads" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "tasks_business_idx" ON "tasks" USING btree ("business_id","deleted","status");