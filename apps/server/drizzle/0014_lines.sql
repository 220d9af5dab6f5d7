ALTER TABLE "callee_numbers" ADD COLUMN "line_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "callee_numbers" ADD COLUMN "concurrency" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "callee_numbers" ADD COLUMN "expires_at" timestamp with time zone;