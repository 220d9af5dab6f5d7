ALTER TABLE "task_numbers" ADD COLUMN "lease_token" text;--> statement-breakpoint
ALTER TABLE "task_numbers" ADD COLUMN "line" text;