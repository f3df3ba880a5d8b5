CREATE TABLE "journal_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"country" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "journal_settings_country_check" CHECK ("journal_settings"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
ALTER TABLE "journal_settings" ADD CONSTRAINT "journal_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;