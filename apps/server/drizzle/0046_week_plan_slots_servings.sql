ALTER TABLE "week_plan_entries" ADD COLUMN "slot" text DEFAULT 'dinner' NOT NULL;--> statement-breakpoint
ALTER TABLE "week_plan_entries" ADD COLUMN "servings" integer;