CREATE TABLE "week_plan_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"date" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "week_plan_entries" ADD CONSTRAINT "week_plan_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "week_plan_entries" ADD CONSTRAINT "week_plan_entries_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "week_plan_entries_user_date_idx" ON "week_plan_entries" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "week_plan_entries_recipe_idx" ON "week_plan_entries" USING btree ("recipe_id");