CREATE TABLE "grocery_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text,
	"checked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "food_item_categories" (
	"food_item_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "food_item_categories_food_item_id_category_id_pk" PRIMARY KEY("food_item_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "food_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"desired_quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meal_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"ingredients" text[] NOT NULL,
	"instructions" text NOT NULL,
	"category_id" integer
);
--> statement-breakpoint
ALTER TABLE "grocery_items" ADD CONSTRAINT "grocery_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_item_categories" ADD CONSTRAINT "food_item_categories_food_item_id_food_items_id_fk" FOREIGN KEY ("food_item_id") REFERENCES "public"."food_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_item_categories" ADD CONSTRAINT "food_item_categories_category_id_meal_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."meal_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "food_items" ADD CONSTRAINT "food_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_categories" ADD CONSTRAINT "meal_categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipes" ADD CONSTRAINT "recipes_category_id_meal_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."meal_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grocery_items_user_created_idx" ON "grocery_items" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "food_item_categories_category_idx" ON "food_item_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "food_items_user_idx" ON "food_items" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "meal_categories_user_type_name_key" ON "meal_categories" USING btree ("user_id","type",lower("name"));--> statement-breakpoint
CREATE INDEX "recipes_user_idx" ON "recipes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "recipes_category_idx" ON "recipes" USING btree ("category_id");