CREATE TABLE "sip_credentials" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"dn" text NOT NULL,
	"ha1" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sip_credentials" ADD CONSTRAINT "sip_credentials_token_hash_sessions_token_hash_fk" FOREIGN KEY ("token_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sip_credentials_dn_idx" ON "sip_credentials" USING btree ("dn");