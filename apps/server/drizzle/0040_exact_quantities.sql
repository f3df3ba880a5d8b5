ALTER TABLE "grocery_items" ALTER COLUMN "quantity" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "food_items" ALTER COLUMN "quantity" SET DATA TYPE numeric;--> statement-breakpoint
ALTER TABLE "food_items" ALTER COLUMN "desired_quantity" SET DATA TYPE numeric;