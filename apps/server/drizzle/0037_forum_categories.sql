CREATE TABLE "forum_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "forum_threads" ADD COLUMN "category_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "forum_categories_name_key" ON "forum_categories" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "forum_threads" ADD CONSTRAINT "forum_threads_category_id_forum_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."forum_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_threads_category_created_idx" ON "forum_threads" USING btree ("category_id","created_at");