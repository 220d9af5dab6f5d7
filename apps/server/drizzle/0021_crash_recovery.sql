ALTER TABLE "task_numbers" ADD COLUMN "lease_owner" text;--> statement-breakpoint
ALTER TABLE "task_numbers" ADD COLUMN "call_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "task_numbers" ADD COLUMN "call_dialog" jsonb;--> statement-breakpoint
ALTER TABLE "task_uploads" ADD COLUMN "receiving_by" text;