CREATE TABLE "acd_group_agents" (
	"group_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	CONSTRAINT "acd_group_agents_group_id_agent_id_pk" PRIMARY KEY("group_id","agent_id")
);
--> statement-breakpoint
CREATE TABLE "acd_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acd_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"strategy" text NOT NULL,
	"max_tries" integer NOT NULL,
	"ar_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_picked" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_recent_contacts" (
	"business_id" integer NOT NULL,
	"customer_number" text NOT NULL,
	"agent_id" integer NOT NULL,
	"contacted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_recent_contacts_business_id_customer_number_pk" PRIMARY KEY("business_id","customer_number")
);
--> statement-breakpoint
CREATE TABLE "team_audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_user_id" integer,
	"actor_operator_id" integer,
	"actor_name" text NOT NULL,
	"actor_phone" text NOT NULL,
	"target_user_id" integer,
	"target_name" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "acd_agents_business_idx";--> statement-breakpoint
DROP INDEX "users_phone_key";--> statement-breakpoint
ALTER TABLE "acd_agents" ADD COLUMN "code" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Agents linked before team management: the agent id becomes the 工号 where it is one (digits,
-- at most 8), else the extension does; each distinct acd id becomes a group of its enterprise.
UPDATE "acd_agents" SET "code" = CASE WHEN "agent_id" ~ '^[0-9]{1,8}$' THEN "agent_id" ELSE "dn" END;--> statement-breakpoint
ALTER TABLE "acd_agents" ALTER COLUMN "code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "acd_agents" ADD COLUMN "call_mode" text DEFAULT 'bridge' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "acd_group_agents" ADD CONSTRAINT "acd_group_agents_group_id_acd_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."acd_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acd_group_agents" ADD CONSTRAINT "acd_group_agents_agent_id_acd_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."acd_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acd_groups" ADD CONSTRAINT "acd_groups_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_recent_contacts" ADD CONSTRAINT "agent_recent_contacts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_recent_contacts" ADD CONSTRAINT "agent_recent_contacts_agent_id_acd_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."acd_agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_audit_log" ADD CONSTRAINT "team_audit_log_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_audit_log" ADD CONSTRAINT "team_audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_audit_log" ADD CONSTRAINT "team_audit_log_actor_operator_id_operators_id_fk" FOREIGN KEY ("actor_operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_audit_log" ADD CONSTRAINT "team_audit_log_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acd_group_agents_agent_idx" ON "acd_group_agents" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "acd_groups_business_name_key" ON "acd_groups" USING btree ("business_id","name");--> statement-breakpoint
CREATE INDEX "team_audit_log_business_idx" ON "team_audit_log" USING btree ("business_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "acd_agents_business_dn_key" ON "acd_agents" USING btree ("business_id","dn");--> statement-breakpoint
CREATE UNIQUE INDEX "acd_agents_business_code_key" ON "acd_agents" USING btree ("business_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_key" ON "users" USING btree ("phone") WHERE "users"."deleted_at" is null;--> statement-breakpoint
INSERT INTO "acd_groups" ("business_id", "name", "strategy", "max_tries", "created_at")
  SELECT DISTINCT "business_id", left("acd_id", 20), 'longest-idle-agent', 30, now() FROM "acd_agents" WHERE "acd_id" <> '';--> statement-breakpoint
INSERT INTO "acd_group_agents" ("group_id", "agent_id")
  SELECT g."id", a."id" FROM "acd_agents" a JOIN "acd_groups" g ON g."business_id" = a."business_id" AND g."name" = left(a."acd_id", 20);--> statement-breakpoint
ALTER TABLE "acd_agents" DROP COLUMN "acd_id";--> statement-breakpoint
ALTER TABLE "acd_agents" DROP COLUMN "agent_id";