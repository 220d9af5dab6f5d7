CREATE TABLE "reception_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reception_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"cpn_code" text NOT NULL,
	"ani" text DEFAULT '*' NOT NULL,
	"speech_skill_id" integer NOT NULL,
	"robot_name" text NOT NULL,
	"rule" jsonb NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reception_rules" ADD CONSTRAINT "reception_rules_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reception_rules" ADD CONSTRAINT "reception_rules_speech_skill_id_speech_skills_id_fk" FOREIGN KEY ("speech_skill_id") REFERENCES "public"."speech_skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reception_rules_business_code_key" ON "reception_rules" USING btree ("business_id","cpn_code");