CREATE TABLE "inner_login_failures" (
	"account" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
