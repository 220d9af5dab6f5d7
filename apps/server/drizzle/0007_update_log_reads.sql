CREATE TABLE "update_log_reads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "update_log_reads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"operator_id" integer,
	"read_time" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "update_log_reads" ADD CONSTRAINT "update_log_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_log_reads" ADD CONSTRAINT "update_log_reads_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "update_log_reads_user_key" ON "update_log_reads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "update_log_reads_operator_key" ON "update_log_reads" USING btree ("operator_id");