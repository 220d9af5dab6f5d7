CREATE TABLE "call_rollup_count_months" (
	"business_id" integer NOT NULL,
	"month" text NOT NULL,
	"direction" smallint NOT NULL,
	"speech_skill_id" integer NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "call_rollup_count_months_business_id_month_direction_speech_skill_id_number_kind_key_pk" PRIMARY KEY("business_id","month","direction","speech_skill_id","number","kind","key")
);
--> statement-breakpoint
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
--> statement-breakpoint
-- Calls recorded before this migration.
INSERT INTO "call_rollup_count_months" ("business_id", "month", "direction", "speech_skill_id", "number", "kind", "key", "count")
SELECT "business_id", left("day", 7), "direction", "speech_skill_id", "number", "kind", "key", sum("count")
FROM "call_rollup_counts"
GROUP BY 1, 2, 3, 4, 5, 6, 7;
