CREATE TABLE "customer_call_days" (
	"business_id" integer NOT NULL,
	"direction" smallint NOT NULL,
	"customer" text NOT NULL,
	"day" text NOT NULL,
	CONSTRAINT "customer_call_days_business_id_direction_customer_day_pk" PRIMARY KEY("business_id","direction","customer","day")
);
--> statement-breakpoint
CREATE TABLE "customer_day_links" (
	"business_id" integer NOT NULL,
	"direction" smallint NOT NULL,
	"day" text NOT NULL,
	"prev_day" text NOT NULL,
	"customers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_day_links_business_id_direction_day_prev_day_pk" PRIMARY KEY("business_id","direction","day","prev_day")
);
--> statement-breakpoint
-- Calls recorded before this migration.
INSERT INTO "customer_call_days" ("business_id", "direction", "customer", "day")
SELECT DISTINCT "business_id", "direction", "customer", "day" FROM "call_customer_days";
--> statement-breakpoint
INSERT INTO "customer_day_links" ("business_id", "direction", "day", "prev_day", "customers")
SELECT "business_id", "direction", "day", "prev_day", count(*)
FROM (
  SELECT "business_id", "direction", "day",
    coalesce(lag("day") OVER (PARTITION BY "business_id", "direction", "customer" ORDER BY "day"), '') AS "prev_day"
  FROM "customer_call_days"
) AS "linked"
GROUP BY 1, 2, 3, 4;
