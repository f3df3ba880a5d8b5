CREATE TABLE "lyra_facts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lyra_facts" ADD CONSTRAINT "lyra_facts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lyra_facts_owner_idx" ON "lyra_facts" USING btree ("owner","id");